import type { DocumentStoreResponse } from '@anupalan/shared';
import { apiRequest, resultOf, type ApiResult } from '../../../lib/api-client';

export interface StoreTarget {
  userId: number;
  serviceId: number;
  requestId: number | null;
  documentId: number;
  documentName: string;
  /** Issue 21: a document staff asked for. */
  askId?: number;
}

function storeForm(t: StoreTarget, kind: 'Document' | 'Text'): FormData {
  const form = new FormData();
  form.set('user_id', String(t.userId));
  form.set('service_id', String(t.serviceId));
  if (t.requestId) form.set('request_id', String(t.requestId));
  form.set('document_id', String(t.documentId));
  if (t.askId) form.set('ask_id', String(t.askId));
  form.set('document_name', t.documentName);
  form.set('document_type', kind);
  return form;
}

const STORE_PATH = '/api/v1/user/services/document/upload/store';

/** POST …/upload/store (multipart) with a text value. */
export function storeText(t: StoreTarget, text: string): Promise<ApiResult<DocumentStoreResponse>> {
  const form = storeForm(t, 'Text');
  form.set('text', text);
  return apiRequest<DocumentStoreResponse>(STORE_PATH, { form });
}

/** How many times an upload refused because too many are in progress (429) is sent again. */
export const UPLOAD_RETRIES = 3;
/** The longest wait before sending it again, whatever Retry-After says (seconds). */
const UPLOAD_RETRY_MAX_SECONDS = 10;

/**
 * POST …/upload/store (multipart) with a file, reporting upload progress (fetch cannot report the
 * progress of a request body; XMLHttpRequest can). Never throws; a network failure is status 0.
 * Refused because too many uploads are in progress (429), it waits for the answer's Retry-After
 * (`onWaiting` is told how long) and sends the file again, up to UPLOAD_RETRIES times; then the
 * 429 and its message are the answer.
 */
export async function storeFile(
  t: StoreTarget,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  onWaiting: (seconds: number) => void = () => {},
): Promise<ApiResult<DocumentStoreResponse>> {
  for (let attempt = 0; ; attempt++) {
    const { result, retryAfter } = await sendFile(t, file, onProgress);
    if (result.status !== 429 || attempt >= UPLOAD_RETRIES) return result;
    const seconds = Math.min(Math.max(retryAfter ?? 3, 1), UPLOAD_RETRY_MAX_SECONDS);
    onWaiting(seconds);
    await new Promise((r) => setTimeout(r, seconds * 1000));
  }
}

function sendFile(
  t: StoreTarget,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): Promise<{ result: ApiResult<DocumentStoreResponse>; retryAfter: number | null }> {
  const form = storeForm(t, 'Document');
  // Fields first: the server reads them before the file part.
  form.set('file', file, file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', STORE_PATH);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    const failed = { result: { ok: false, status: 0, body: null } as ApiResult<DocumentStoreResponse>, retryAfter: null };
    xhr.onload = () => {
      const retryAfter = Number(xhr.getResponseHeader('retry-after'));
      resolve({
        result: resultOf<DocumentStoreResponse>(xhr.status, xhr.responseText),
        retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      });
    };
    xhr.onerror = () => resolve(failed);
    xhr.onabort = () => resolve(failed);
    xhr.send(form);
  });
}

/** GET a protected file with the session; the bytes and the name it is saved under, or the failing status. */
export async function fetchFile(
  url: string,
): Promise<{ ok: true; blob: Blob; disposition: string | null } | { ok: false; status: number; message?: string }> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    return { ok: false, status: 0 };
  }
  if (res.status === 402) {
    // A balance is due: the server says how much (its own message, not a bare status).
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    return { ok: false, status: 402, ...(typeof body?.message === 'string' ? { message: body.message } : {}) };
  }
  if (!res.ok) return { ok: false, status: res.status };
  return { ok: true, blob: await res.blob(), disposition: res.headers.get('content-disposition') };
}

/** Saves bytes under a file name through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** POST /api/v1/user/services/document/upload/saved: fills an order's document with a saved one. */
export function fillWithSaved(body: {
  service_id: number;
  request_id: number | null;
  document_id: number;
  vault_document_id: number;
}): Promise<ApiResult<DocumentStoreResponse>> {
  const { request_id, ...rest } = body;
  return apiRequest('/api/v1/user/services/document/upload/saved', { json: request_id ? body : rest });
}
