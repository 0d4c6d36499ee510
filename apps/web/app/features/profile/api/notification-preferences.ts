import type { NotificationPreferencesBody, NotificationPreferencesResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** GET /api/v1/user/notifications: the signed-in customer's channels (issue 20). */
export function readNotificationPreferences(): Promise<ApiResult<NotificationPreferencesResponse>> {
  return apiRequest('/api/v1/user/notifications');
}

/** PUT /api/v1/user/notifications: the channels chosen; a WhatsApp opt-in is recorded with its time. */
export function saveNotificationPreferences(
  body: NotificationPreferencesBody,
): Promise<ApiResult<NotificationPreferencesResponse & { message: string }>> {
  return apiRequest('/api/v1/user/notifications', { method: 'PUT', json: body });
}
