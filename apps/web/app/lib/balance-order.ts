import type { BalanceOrderResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from './api-client';

/**
 * The order for a part payment's unpaid balance: started from checkout's payment flow and from
 * Completed Services ('Pay Balance'), so it lives outside both features.
 */
/** POST /api/v1/rest_partial_payment {partial_payment_id}: the order for the unpaid balance. */
export function createBalanceOrder(partialPaymentId: number): Promise<ApiResult<BalanceOrderResponse>> {
  return apiRequest('/api/v1/rest_partial_payment', { json: { partial_payment_id: partialPaymentId } });
}
