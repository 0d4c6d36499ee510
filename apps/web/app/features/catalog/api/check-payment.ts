import type { PaymentCheckResponse } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v1/user/service/payment/check: the customer's open request for the service (none for a
 * recurring one: its period is chosen at checkout), or null. Only an answer with `success: true`
 * means one is open; anything else (none, signed out, a failure) is null.
 */
export async function openRequestId(userId: number, serviceId: number): Promise<number | null> {
  const res = await apiRequest<PaymentCheckResponse>('/api/v1/user/service/payment/check', {
    method: 'POST',
    json: { user_id: userId, service_id: serviceId },
  });
  return res.ok && res.body.success ? res.body.request_id : null;
}
