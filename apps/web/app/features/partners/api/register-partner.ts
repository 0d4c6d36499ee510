import type { PartnerRegistrationResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

export interface PartnerRegistration {
  name: string;
  mailid: string;
  mobile: string;
  image: File | null;
  password: string;
  password_confirmation: string;
}

/** POST {base}/registration, multipart: name, mailid, mobile, image, password, password_confirmation → {message}. */
export function registerPartner(apiBase: string, input: PartnerRegistration): Promise<ApiResult<PartnerRegistrationResponse>> {
  const form = new FormData();
  form.set('name', input.name);
  form.set('mailid', input.mailid);
  form.set('mobile', input.mobile);
  form.set('password', input.password);
  form.set('password_confirmation', input.password_confirmation);
  if (input.image) form.set('image', input.image, input.image.name);
  return apiRequest(`${apiBase}/registration`, { form });
}
