import type { MenuListResponse } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api-client';

export interface ServiceOption {
  id: number;
  service_name: string;
}

/** Every service of every category, from GET /api/v1/web/menu (for a form shown outside a category page). */
export async function listAllServices(signal?: AbortSignal): Promise<ServiceOption[] | null> {
  const res = await apiRequest<MenuListResponse>('/api/v1/web/menu', { signal });
  if (!res.ok) return null;
  return res.body.menus.flatMap((m) => m.services.map((s) => ({ id: s.id, service_name: s.service_name })));
}
