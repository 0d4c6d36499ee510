import type { z } from 'zod';
import type { grievanceFiledResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

export type GrievanceFiled = z.output<typeof grievanceFiledResponse>;

/** POST /api/v1/user/grievances (multipart: category, description, request_id, attachment_1..3). */
export function fileGrievance(form: FormData): Promise<ApiResult<GrievanceFiled>> {
  return apiRequest<GrievanceFiled>('/api/v1/user/grievances', { form });
}
