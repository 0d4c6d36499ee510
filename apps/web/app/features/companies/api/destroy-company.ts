import type { CompanyDestroyResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** POST /api/v1/user/companies/destroy {user_id, company_id}. */
export function destroyCompany(userId: number, companyId: number): Promise<ApiResult<CompanyDestroyResponse>> {
  return apiRequest('/api/v1/user/companies/destroy', { json: { user_id: userId, company_id: companyId } });
}
