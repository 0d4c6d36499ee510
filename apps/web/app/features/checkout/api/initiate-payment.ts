import type { Quote } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

export type Gateway = 'razorpay' | 'test';

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
}

export interface PaymentOrder {
  order_id: string;
  /** Paise. */
  amount: number;
  currency: string;
  service_name: string;
  user_name?: string | null;
  user_email?: string | null;
  user_contact?: string | null;
  service_id: number;
  user_id: number;
  key: string;
  gateway: Gateway;
  checkout_script_url: string;
  merchant_name: string;
  quote?: Partial<Quote>;
}

export interface InitiateAnswer {
  success: boolean;
  message?: string;
  data?: PaymentOrder;
}

/** POST /api/v1/services/payment/initiate: the server computes the amount and creates the order. */
export function initiatePayment(body: InitiateRequest): Promise<ApiResult<InitiateAnswer>> {
  return apiRequest<InitiateAnswer>('/api/v1/services/payment/initiate', { json: body });
}
