import type { LoginResponse, OtpLoginInput, PasswordLoginInput } from '@anupalan/shared';
import { apiRequest, type ApiBody, type ApiResult } from '../../../lib/api-client';

/** What the dialog reads; `access_token` is there for API clients and is never stored by the web app. */
export type LoginAnswer = Partial<Omit<LoginResponse, 'status' | 'success'>> & ApiBody;

/** POST /api/v1/login, OTP or password mode (storefront §7). Sets the HttpOnly session cookie on success. */
export function login(input: OtpLoginInput | PasswordLoginInput): Promise<ApiResult<LoginAnswer>> {
  return apiRequest('/api/v1/login', { json: input });
}
