import type { ProfileUpdateResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** POST /api/v1/user/update, multipart: the profile fields, image and user_id → {success, message, data} (portal §7). */
export function updateProfile(form: FormData): Promise<ApiResult<ProfileUpdateResponse>> {
  return apiRequest('/api/v1/user/update', { form });
}
