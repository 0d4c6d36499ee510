import { apiRequest, type ApiResult } from '../../../lib/api-client';
import type { HistoryRow } from '../lib/history-table';

/** The answer: the customer's payments, newest first (portal §7). */
export interface PaymentHistoryAnswer {
  success: true;
  message: string;
  data: HistoryRow[];
}

/** POST /api/v1/user/payment/history {user_id}. */
export function fetchPaymentHistory(userId: number, signal?: AbortSignal): Promise<ApiResult<PaymentHistoryAnswer>> {
  return apiRequest<PaymentHistoryAnswer>('/api/v1/user/payment/history', { json: { user_id: userId }, signal });
}
