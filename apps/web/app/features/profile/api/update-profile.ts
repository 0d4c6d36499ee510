import { apiRequest, type ApiResult } from '../../../lib/api-client';
import type { ProfileAnswer } from './get-profile';

/** POST /api/v1/user/update, multipart: the profile fields, image and user_id → {success, message, data}. */
export function updateProfile(form: FormData): Promise<ApiResult<ProfileAnswer>> {
  return apiRequest('/api/v1/user/update', { form });
}
