import { apiRequest, type ApiResult } from './api-client';

/**
 * The order for a part payment's unpaid balance: started from checkout's payment flow and from
 * Completed Services ('Pay Balance'), so it lives outside both features.
 */
export interface BalanceOrderAnswer {
  success?: boolean;
  status?: boolean;
  message?: string;
  order_id?: string;
  /** Paise. */
  amount?: number;
  currency?: string;
  razorpayKey?: string;
  gateway?: 'razorpay' | 'test';
  checkout_script_url?: string;
  merchant_name?: string;
  service_name?: string;
  user_name?: string | null;
  user_email?: string | null;
  user_contact?: string | null;
  partial_payment?: { id: number; transaction_unpaid_amount: number; transaction_total_amount: number };
}

/** POST /api/v1/rest_partial_payment {partial_payment_id}: the order for the unpaid balance. */
export function createBalanceOrder(partialPaymentId: number): Promise<ApiResult<BalanceOrderAnswer>> {
  return apiRequest<BalanceOrderAnswer>('/api/v1/rest_partial_payment', { json: { partial_payment_id: partialPaymentId } });
}
