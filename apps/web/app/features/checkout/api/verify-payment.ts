import type { PaymentVerifiedResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';
import type { GatewaySuccess } from '../lib/gateway';

/** POST /api/v1/services/payment/verify. */
export function verifyPayment(resp: GatewaySuccess, userId: number): Promise<ApiResult<PaymentVerifiedResponse>> {
  return apiRequest('/api/v1/services/payment/verify', {
    json: {
      razorpay_order_id: resp.razorpay_order_id,
      razorpay_payment_id: resp.razorpay_payment_id,
      razorpay_signature: resp.razorpay_signature,
      user_id: userId,
    },
  });
}
