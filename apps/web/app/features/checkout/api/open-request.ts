import type { PaymentCheckResponse } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/v1/user/service/payment/check with the checkout's choices: the customer's open request
 * for this service, period and company (issue 28 item 2), or null (none, or the check failed: the
 * server refuses a duplicate order anyway).
 */
export async function openRequestFor(
  userId: number,
  serviceId: number,
  period: string,
  companyId: number | null,
): Promise<number | null> {
  const res = await apiRequest<PaymentCheckResponse>('/api/v1/user/service/payment/check', {
    json: { user_id: userId, service_id: serviceId, period, company_id: companyId },
  });
  return res.ok && res.body.success ? res.body.request_id : null;
}
