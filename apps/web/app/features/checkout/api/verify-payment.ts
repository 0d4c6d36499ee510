import { apiRequest, type ApiResult } from '../../../lib/api-client';
import type { GatewaySuccess } from '../lib/gateway';

export interface VerifyAnswer {
  success: boolean;
  message?: string;
  data?: {
    order_id: string;
    payment_id: string;
    /** Paise. */
    amount: number;
    service_id: number;
    service_request_id?: number | null;
    partial_payment_id?: number | null;
  };
}

/** POST /api/v1/services/payment/verify. */
export function verifyPayment(resp: GatewaySuccess, userId: number): Promise<ApiResult<VerifyAnswer>> {
  return apiRequest<VerifyAnswer>('/api/v1/services/payment/verify', {
    json: {
      razorpay_order_id: resp.razorpay_order_id,
      razorpay_payment_id: resp.razorpay_payment_id,
      razorpay_signature: resp.razorpay_signature,
      user_id: userId,
    },
  });
}
