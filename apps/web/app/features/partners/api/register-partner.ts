import type { PartnerRegistrationResponse } from '@anupalan/shared';
import { PRIVACY_NOTICE } from '@anupalan/shared/contracts/privacy-texts';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

export interface PartnerRegistration {
  name: string;
  mailid: string;
  mobile: string;
  image: File | null;
  password: string;
  password_confirmation: string;
  /** The optional purposes ticked (issue 24); the notice version is the one in force the form linked. */
  consent_purposes: readonly string[];
}

/** POST {base}/registration, multipart: name, mailid, mobile, image, password, password_confirmation → {message}. */
export function registerPartner(apiBase: string, input: PartnerRegistration): Promise<ApiResult<PartnerRegistrationResponse>> {
  const form = new FormData();
  form.set('name', input.name);
  form.set('mailid', input.mailid);
  form.set('mobile', input.mobile);
  form.set('password', input.password);
  form.set('password_confirmation', input.password_confirmation);
  form.set('notice_version', String(PRIVACY_NOTICE.version));
  form.set('consent_purposes', input.consent_purposes.join(','));
  if (input.image) form.set('image', input.image, input.image.name);
  return apiRequest(`${apiBase}/registration`, { form });
}
