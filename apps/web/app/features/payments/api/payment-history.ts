import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** POST /api/v1/user/payment/history {user_id}. */
export function fetchPaymentHistory(userId: number, signal?: AbortSignal): Promise<ApiResult<unknown>> {
  return apiRequest<unknown>('/api/v1/user/payment/history', { json: { user_id: userId }, signal });
}
