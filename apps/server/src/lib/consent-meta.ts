import type { FastifyRequest } from 'fastify';
import type { ConsentMeta } from '@anupalan/shared';

/**
 * Where a consent given through the API came from (issue 24): the client's address (behind a
 * trusted proxy, the client's), its browser, and the channel: 'web' (the privacy module records a
 * form sent without a notice version, i.e. not from our page, as 'api').
 */
export function consentMetaOf(request: FastifyRequest): ConsentMeta {
  const ua = request.headers['user-agent'];
  return { clientIp: request.ip ?? null, userAgent: typeof ua === 'string' ? ua : null, channel: 'web' };
}
