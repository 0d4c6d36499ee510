import type { CouponCheckResponse, CouponRefusal } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** POST /api/v1/coupons/check {coupon_code, service_id}: the discount, or a 422 refusal with `valid: false`. */
export function checkCoupon(code: string, serviceId: number): Promise<ApiResult<CouponCheckResponse, CouponRefusal>> {
  return apiRequest('/api/v1/coupons/check', { json: { coupon_code: code, service_id: serviceId } });
}
