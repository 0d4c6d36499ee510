import type { ContactOtpInput, ProfileCodeSentResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** POST /api/v1/user/contact/otp {channel, value, user_id}: a code to a new e-mail or mobile. */
export function sendContactOtp(input: ContactOtpInput): Promise<ApiResult<ProfileCodeSentResponse>> {
  return apiRequest('/api/v1/user/contact/otp', { json: input });
}
