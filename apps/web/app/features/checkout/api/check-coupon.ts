import { apiRequest, type ApiResult } from '../../../lib/api-client';

export interface CouponAnswer {
  success: boolean;
  valid?: boolean;
  message?: string;
  data?: { code: string; discount_percent: number };
}

/** POST /api/v1/coupons/check {coupon_code, service_id}. */
export function checkCoupon(code: string, serviceId: number): Promise<ApiResult<CouponAnswer>> {
  return apiRequest<CouponAnswer>('/api/v1/coupons/check', { json: { coupon_code: code, service_id: serviceId } });
}
