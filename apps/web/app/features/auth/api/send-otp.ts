import type { SendOtpInput, SendOtpResponse } from '@anupalan/shared';
import { apiRequest, type ApiBody, type ApiResult } from '../../../lib/api-client';

/** POST /api/v1/sendOtp {user_name} → {status, message} (storefront §7). */
export function sendLoginOtp(input: SendOtpInput): Promise<ApiResult<Partial<SendOtpResponse> & ApiBody>> {
  return apiRequest('/api/v1/sendOtp', { json: input });
}
