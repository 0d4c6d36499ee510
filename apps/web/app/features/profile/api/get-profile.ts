import type { Profile } from '@anupalan/shared';
import { apiRequest, type ApiBody, type ApiResult } from '../../../lib/api-client';

export interface ProfileAnswer extends ApiBody {
  data?: Partial<Profile> | null;
  user?: Partial<Profile> | null;
  profile?: Partial<Profile> | null;
}

/** POST /api/v1/web/user/profile {user_id} → {success, data} (portal §7). */
export function getProfile(userId: number): Promise<ApiResult<ProfileAnswer>> {
  return apiRequest('/api/v1/web/user/profile', { json: { user_id: userId } });
}

/** The profile, read from under data, user or profile (portal §7), or null. */
export function profileOf(body: ProfileAnswer | null): Partial<Profile> | null {
  const p = body?.data ?? body?.user ?? body?.profile ?? null;
  return p && typeof p === 'object' ? p : null;
}
