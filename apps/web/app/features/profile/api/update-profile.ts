import type { Profile } from '@anupalan/shared';
import { apiRequest, type ApiBody, type ApiResult } from '../../../lib/api-client';

/** The answer of POST /api/v1/user/update (portal §7): the message and the profile as kept. */
export interface ProfileUpdateAnswer extends ApiBody {
  data?: Profile | null;
}

/** POST /api/v1/user/update, multipart: the profile fields, image and user_id → {success, message, data}. */
export function updateProfile(form: FormData): Promise<ApiResult<ProfileUpdateAnswer>> {
  return apiRequest('/api/v1/user/update', { form });
}
