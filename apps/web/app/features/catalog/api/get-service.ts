import type { ServiceDetail } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/service/{id}: the service under `services` (or the body itself), else null. */
export async function getService(id: number): Promise<ServiceDetail | null> {
  const res = await apiRequest<{ services?: ServiceDetail } & Partial<ServiceDetail>>(`/api/v1/service/${id}`);
  if (!res.ok || !res.body) return null;
  const service = res.body.services ?? (typeof res.body.id === 'number' ? (res.body as ServiceDetail) : null);
  return service && service.id === id ? service : null;
}
