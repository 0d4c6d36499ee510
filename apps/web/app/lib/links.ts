/** Addresses of portal pages that more than one feature links to. */

/** The link into /document for a request: its service and the request itself. */
export function documentLink(serviceId: number | null | undefined, requestId: number | null | undefined): string {
  const q = new URLSearchParams();
  if (serviceId) q.set('serviceId', String(serviceId));
  if (requestId) q.set('requestId', String(requestId));
  const s = q.toString();
  return s ? `/document?${s}` : '/document';
}
