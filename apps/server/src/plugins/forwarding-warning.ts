import type { FastifyInstance } from 'fastify';

/**
 * X-Forwarded-For from a peer TRUST_PROXY does not trust is ignored: every client behind that
 * proxy then shares the proxy's address, and with it the per-address limits (one-time codes,
 * passwords, forms). Said once per app (one app per process), at the first such request.
 */
export function warnOnUntrustedForwarding(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined && (request.ips?.length ?? 0) <= 1) {
      warned = true;
      request.log.warn(
        { peer: request.socket.remoteAddress },
        'X-Forwarded-For arrived from an address TRUST_PROXY does not trust, so it is ignored: every client behind that proxy ' +
          'shares its address and the per-address limits. Set TRUST_PROXY to the proxy (docs/deployment.md).',
      );
    }
    done();
  });
}
