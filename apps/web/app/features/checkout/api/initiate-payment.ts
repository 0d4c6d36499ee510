import type { PaymentInitiateResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

export type Gateway = PaymentInitiateResponse['data']['gateway'];

/** What the checkout sends (the page's choices; the server checks every one against `paymentInitiateBody`). */
export interface InitiateRequest {
  user_id: number;
  service_id: number;
  registration_type: 'individual' | 'business';
  company_id: number | null;
  coupon_code: string | null;
  payment_type: 'full' | 'partial' | 'custom';
  percent: number | null;
  /** Rupees (custom-amount mode only). */
  custom_amount: number | null;
  /** The period of a recurring service (periods.ts), null for a one-off. */
  period: string | null;
}

/** POST /api/v1/services/payment/initiate: the server computes the amount and creates the order. */
export function initiatePayment(body: InitiateRequest): Promise<ApiResult<PaymentInitiateResponse>> {
  return apiRequest('/api/v1/services/payment/initiate', { json: body });
}
