import type { PaymentCancelResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/**
 * POST /api/v1/services/payment/cancel: the customer closed the checkout. The order stays open
 * (it is not a failed payment); a coupon it reserved is released for the next order.
 */
export function cancelPayment(orderId: string, userId: number): Promise<ApiResult<PaymentCancelResponse>> {
  return apiRequest('/api/v1/services/payment/cancel', { json: { razorpay_order_id: orderId, user_id: userId } });
}
