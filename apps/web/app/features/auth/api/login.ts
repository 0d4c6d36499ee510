import type { ConsentFieldsInput, LoginResponse, OtpLoginInput, PasswordLoginInput } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/**
 * POST /api/v1/login, OTP or password mode (storefront §7). Sets the HttpOnly session cookie on success.
 * An OTP login that creates the account records the consent fields (issue 24).
 */
export function login(input: (OtpLoginInput & ConsentFieldsInput) | PasswordLoginInput): Promise<ApiResult<LoginResponse>> {
  // `access_token` is there for API clients; the web app never stores it (the cookie carries the session).
  return apiRequest('/api/v1/login', { json: input });
}
