import { slugify, urlSlug } from '@anupalan/shared';

function positiveInt(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * Which request /document is about: `?serviceId=&requestId=` (every link into the page carries
 * them, so a reload keeps the page), else the navigation state the payment-success page hands over
 * ({ service_id, service_request_id }). Without a request id the server picks the customer's latest
 * paid request for the service.
 */
export function documentTarget(params: URLSearchParams, state: unknown): { serviceId: number | null; requestId: number | null } {
  const s = (state ?? {}) as Record<string, unknown>;
  return {
    serviceId: positiveInt(params.get('serviceId') ?? params.get('service_id')) ?? positiveInt(s.service_id ?? s.serviceId),
    requestId:
      positiveInt(params.get('requestId') ?? params.get('request_id')) ??
      positiveInt(s.service_request_id ?? s.request_id ?? s.requestId),
  };
}

/** Does a service name match the {service name} of a /documents/ path (as written, or as a slug)? */
export function sameService(serviceName: string, pathName: string): boolean {
  const a = serviceName.trim().toLowerCase();
  const b = pathName.trim().toLowerCase();
  return a === b || slugify(serviceName) === slugify(pathName) || urlSlug(serviceName) === urlSlug(pathName);
}
