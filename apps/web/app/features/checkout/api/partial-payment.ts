import { apiRequest, type ApiResult } from '../../../lib/api-client';
import type { GatewaySuccess } from '../lib/gateway';

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
