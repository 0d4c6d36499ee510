import { apiRequest, type ApiResult } from '../../../lib/api-client';

export interface DestroyAnswer {
  success: boolean;
  message?: string;
}

/** POST /api/v1/user/companies/destroy {user_id, company_id}. */
export function destroyCompany(userId: number, companyId: number): Promise<ApiResult<DestroyAnswer>> {
  return apiRequest<DestroyAnswer>('/api/v1/user/companies/destroy', { json: { user_id: userId, company_id: companyId } });
}
