import type { SendOtpInput, SendOtpResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** POST /api/v1/sendOtp {user_name} → {status, message} (storefront §7). */
export function sendLoginOtp(input: SendOtpInput): Promise<ApiResult<SendOtpResponse>> {
  return apiRequest('/api/v1/sendOtp', { json: input });
}
