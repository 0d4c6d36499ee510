import type { PaymentVerifiedResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';
import type { GatewaySuccess } from '../lib/gateway';

/** POST /api/v1/rest_partial_payment_success: the same answer as the checkout's verification. */
export function confirmBalancePayment(
  resp: GatewaySuccess,
  userId: number,
  amount: number,
  partialPaymentId: number,
): Promise<ApiResult<PaymentVerifiedResponse>> {
  return apiRequest('/api/v1/rest_partial_payment_success', {
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
