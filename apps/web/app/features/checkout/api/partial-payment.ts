import { apiRequest, type ApiResult } from '../../../lib/api-client';
import type { GatewaySuccess } from '../lib/gateway';
import type { Gateway } from './initiate-payment';

export interface BalanceOrderAnswer {
  success?: boolean;
  status?: boolean;
  message?: string;
  order_id?: string;
  /** Paise. */
  amount?: number;
  currency?: string;
  razorpayKey?: string;
  gateway?: Gateway;
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

export interface BalanceSuccessAnswer {
  success: boolean;
  message?: string;
  data?: { order_id?: string; payment_id?: string; amount?: number; service_request_id?: number | null };
}

/** POST /api/v1/rest_partial_payment_success. */
export function confirmBalancePayment(
  resp: GatewaySuccess,
  userId: number,
  amount: number,
  partialPaymentId: number,
): Promise<ApiResult<BalanceSuccessAnswer>> {
  return apiRequest<BalanceSuccessAnswer>('/api/v1/rest_partial_payment_success', {
    json: {
      razorpay_order_id: resp.razorpay_order_id,
      razorpay_payment_id: resp.razorpay_payment_id,
      razorpay_signature: resp.razorpay_signature,
      user_id: userId,
      amount,
      partial_payment_id: partialPaymentId,
    },
  });
}
