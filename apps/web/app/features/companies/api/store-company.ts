import type { CompanyStoreResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

export type CompanyPayload = Record<string, string | number | null>;

/**
 * POST /api/v1/user/companies/store: creates, or with `id` updates. JSON, or multipart when a logo
 * file goes with it.
 */
export function storeCompany(payload: CompanyPayload, logo: File | null): Promise<ApiResult<CompanyStoreResponse>> {
  if (!logo) return apiRequest<CompanyStoreResponse>('/api/v1/user/companies/store', { json: payload });
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== null && value !== undefined) form.append(key, String(value));
  }
  form.append('logo', logo);
  return apiRequest<CompanyStoreResponse>('/api/v1/user/companies/store', { form });
}
