import type { Company } from '@anupalan/shared';
import { apiRequest, type ApiResult } from './api-client';

/** The answer of GET /api/v1/user/all_companies/{userId} (portal §7). */
export interface CompaniesAnswer {
  success: true;
  companies: Company[];
}

/** The signed-in user's companies: the company list and the checkout's company choice. */
export function listCompanies(userId: number, signal?: AbortSignal): Promise<ApiResult<CompaniesAnswer>> {
  return apiRequest<CompaniesAnswer>(`/api/v1/user/all_companies/${userId}`, { signal });
}
