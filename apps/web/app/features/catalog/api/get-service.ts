import type { ServiceDetail, ServiceResponse } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/service/{id}: the service (under `services`, as the contract answers), else null. */
export async function getService(id: number): Promise<ServiceDetail | null> {
  const res = await apiRequest<ServiceResponse>(`/api/v1/service/${id}`);
  return res.ok ? res.body.services : null;
}
