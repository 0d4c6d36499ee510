import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENERIC_MESSAGES, noQuery } from '@anupalan/shared';
import { errorBodySchema } from '../../lib/openapi.ts';

/**
 * Liveness (the process answers) and readiness (the database answers too, and no shutdown has
 * started: from its first moment /readyz answers 503 so the balancer stops sending, lib/shutdown.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: { querystring: noQuery, tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        querystring: noQuery,
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ready'), database: z.string() }), 503: errorBodySchema },
      },
      logLevel: 'warn',
    },
    async (_req, reply) => {
      const { database } = app.services;
      if (app.drain.draining) {
        return reply.status(503).send({ success: false, code: 'UNAVAILABLE', message: GENERIC_MESSAGES.UNAVAILABLE });
      }
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.kind };
      } catch {
        return reply.status(503).send({ success: false, code: 'UNAVAILABLE', message: GENERIC_MESSAGES.UNAVAILABLE });
      }
    },
  );
};

/** What anyone not allowed to read /metrics is told (403). */
export const METRICS_REFUSED = 'Metrics are served only to the addresses in METRICS_ALLOW or with the METRICS_TOKEN.';

function addressList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [addr = '', prefix] = entry.split('/');
    const type = isIPv4(addr) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(prefix), type);
  }
  return list;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /metrics (lib/metrics.ts) for the Prometheus server only: a caller whose own TCP address is in
 * METRICS_ALLOW (never an address a proxy reports: a request that came through one, X-Forwarded-For
 * or Forwarded, is judged by its token only), or one that sends `Authorization: Bearer METRICS_TOKEN`.
 * Anyone else, and everyone when neither variable is set, gets 403.
 */
export const metricsRoute: FastifyPluginAsync = async (app) => {
  const rule = app.config.metrics;
  const allow = addressList(rule?.allow ?? []);
  const token = rule?.token ? digest(rule.token) : null;
  const allowed = (req: FastifyRequest): boolean => {
    const auth = req.headers.authorization;
    if (token && auth?.startsWith('Bearer ') && timingSafeEqual(digest(auth.slice(7)), token)) return true;
    if (!rule?.allow.length || req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
    const peer = (req.raw.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    if (!peer) return false;
    return allow.check(peer, isIPv4(peer) ? 'ipv4' : 'ipv6');
  };
  app.get('/metrics', { schema: { querystring: noQuery, hide: true }, logLevel: 'warn' }, async (req, reply) => {
    if (!allowed(req)) {
      return reply.status(403).send({ success: false, code: 'FORBIDDEN', message: METRICS_REFUSED });
    }
    const { contentType, body } = await app.metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
};
