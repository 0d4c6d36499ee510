import type { LogoutResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** POST /api/v1/logout: revokes the session on the server and clears the cookie. */
export function logout(): Promise<ApiResult<LogoutResponse>> {
  return apiRequest('/api/v1/logout', { json: {} });
}
