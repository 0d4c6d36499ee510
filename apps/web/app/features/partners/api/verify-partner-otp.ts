import type { PartnerResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** POST {base}/custom_otp/store {mobile, custom_otp} → {message} (storefront §7). */
export function verifyPartnerOtp(apiBase: string, mobile: string, customOtp: string): Promise<ApiResult<PartnerResponse>> {
  return apiRequest(`${apiBase}/custom_otp/store`, { json: { mobile, custom_otp: customOtp } });
}
