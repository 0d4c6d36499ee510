import type { ProfileCodeSentResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** POST /api/v1/user/password/otp {user_id}: a code to the account's own mobile (else e-mail), to set a first password. */
export function sendPasswordOtp(userId: number): Promise<ApiResult<ProfileCodeSentResponse>> {
  return apiRequest('/api/v1/user/password/otp', { json: { user_id: userId } });
}
