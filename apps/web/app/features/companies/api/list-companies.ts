import type { Company } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

export interface CompaniesAnswer {
  success: boolean;
  companies?: Company[];
  data?: Company[];
  message?: string;
}

/** GET /api/v1/user/all_companies/{userId}: the signed-in user's companies. */
export function listCompanies(userId: number, signal?: AbortSignal): Promise<ApiResult<CompaniesAnswer>> {
  return apiRequest<CompaniesAnswer>(`/api/v1/user/all_companies/${userId}`, { signal });
}

/** The list wherever the answer keeps it (portal §7: companies, data, or the array itself). */
export function companiesOf(body: CompaniesAnswer | Company[] | null): Company[] {
  if (!body) return [];
  if (Array.isArray(body)) return body;
  return body.companies ?? body.data ?? [];
}
