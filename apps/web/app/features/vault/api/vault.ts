import type { VaultDocument } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** POST /api/v1/user/vault/:id/replace (multipart, part `file`). */
export function replaceVaultDocument(id: number, file: File): Promise<ApiResult<{ message: string; document: VaultDocument }>> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest(`/api/v1/user/vault/${id}/replace`, { form });
}

/** DELETE /api/v1/user/vault/:id. */
export function deleteVaultDocument(
  id: number,
): Promise<ApiResult<{ message: string; kept_until: string | null; kept_for_order: number | null }>> {
  return apiRequest(`/api/v1/user/vault/${id}`, { method: 'DELETE' });
}
