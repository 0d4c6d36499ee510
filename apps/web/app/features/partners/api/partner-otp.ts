import type { PartnerResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** POST {base}/custom_otp {mobile} → {message} (storefront §7). */
export function sendPartnerOtp(apiBase: string, mobile: string): Promise<ApiResult<PartnerResponse>> {
  return apiRequest(`${apiBase}/custom_otp`, { json: { mobile } });
}
