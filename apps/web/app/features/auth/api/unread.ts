import type { UnreadResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** GET /api/v1/user/messages/unread: the signed-in customer's unread messages (issue 21). */
export function unreadMessages(signal?: AbortSignal): Promise<ApiResult<UnreadResponse>> {
  return apiRequest('/api/v1/user/messages/unread', signal ? { signal } : {});
}
