import type { PaymentCheckResponse } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v1/user/service/payment/check: has this user already paid for the service? Only an
 * answer with `success: true` means yes; anything else (not paid, signed out, a failure) is "not paid".
 */
export async function isServiceAlreadyPaid(userId: number, serviceId: number): Promise<boolean> {
  const res = await apiRequest<PaymentCheckResponse>('/api/v1/user/service/payment/check', {
    method: 'POST',
    json: { user_id: userId, service_id: serviceId },
  });
  return res.ok && res.body.success;
}
