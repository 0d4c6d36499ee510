import type { Lang } from '@anupalan/shared/i18n';
import type { LoginResponse } from '@anupalan/shared';
import type { LoginResult } from './service.ts';

/** A sign-in as the spec's API answers it (storefront §3): status, message, user_id, name, access_token. */
export function presentLogin(result: LoginResult, message: string, language: Lang): LoginResponse {
  return {
    status: 'success',
    success: true,
    message,
    user_id: result.user.id,
    name: result.user.name,
    email: result.user.email,
    mobile: result.user.mobile,
    role: result.user.role,
    new_user: result.newUser,
    access_token: result.token,
    expires_at: result.expiresAt.toISOString(),
    language,
  };
}
