import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES, BACKOFFICE_ROLES, noQuery, pagedSchema, type Actor } from '@anupalan/shared';
import { AppError } from './errors.ts';
import { errorBodySchema, errorResponses } from './openapi.ts';

/**
 * The glue every back-office route repeated, in one place (admin, money, catalogue and request
 * routes): the scope's role check and no-store, the acting staff member, the refusals a route may
 * answer, and one route definition from its schemas and an answer of the service.
 */

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What a back-office read may answer besides its 200. */
export const refusals = { 401: errorBodySchema, 403: errorBodySchema, ...errorResponses };
/** What a back-office write may answer besides its success. */
export const writeRefusals = { ...refusals, 409: errorBodySchema, 422: errorBodySchema };
/** The `success` and `message` of a write's answer. */
export const done = { success: z.literal(true), message: z.string() };

/** The signed-in staff member (the scope's hook has checked the role already). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.user) throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.signInRequired);
  return req.user;
}

/** A back-office scope: only these roles (checked before the request is parsed), answers never cached. */
export function backOfficeScope(app: App, roles: readonly (typeof BACKOFFICE_ROLES)[number][] = BACKOFFICE_ROLES): void {
  app.addHook('onRequest', app.requireRole(...roles));
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * One back-office route: its schemas (the single source of validation, serialisation and
 * OpenAPI) and the answer built from the acting staff member and the validated input. Reads
 * declare `refusals`, writes `writeRefusals` (or `refusals` given).
 */
export function staffRoute<
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  app: App,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  def: {
    tags: string[];
    summary: string;
    description?: string;
    querystring?: Q;
    params?: P;
    body?: B;
    /** The success answer's schema, under `status` (200 unless given). */
    response: R;
    status?: 200 | 201;
    /** Other answers declared (default: the read or write refusals). */
    refusals?: Record<number, z.ZodType>;
    onRequest?: onRequestHookHandler;
  },
  answer: (actor: Actor, input: { query: Out<Q>; params: Out<P>; body: Out<B> }, reply: FastifyReply) => Promise<z.input<R>>,
): void {
  const status = def.status ?? 200;
  app.route({
    method,
    url,
    ...(def.onRequest ? { onRequest: def.onRequest } : {}),
    schema: {
      tags: def.tags,
      summary: def.summary,
      ...(def.description ? { description: def.description } : {}),
      // A route that declares no query takes none (its contract says so: `noQuery`).
      querystring: def.querystring ?? noQuery,
      ...(def.params ? { params: def.params } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: { [status]: def.response, ...(def.refusals ?? (method === 'GET' ? refusals : writeRefusals)) },
    },
    handler: async (req, reply) => {
      const out = await answer(
        actorOf(req),
        { query: req.query as Out<Q>, params: req.params as Out<P>, body: req.body as Out<B> },
        reply,
      );
      if (status !== 200) reply.code(status);
      return out;
    },
  });
}

/** A server-paged back-office list: GET `url` with its query, answering `{ success, items, pageInfo }`. */
export function staffList<Q extends z.ZodType, I extends z.ZodType>(
  app: App,
  url: string,
  def: { tags: string[]; summary: string; querystring: Q; item: I; onRequest?: onRequestHookHandler },
  list: (
    actor: Actor,
    query: z.output<Q>,
  ) => Promise<{ items: z.input<I>[]; pageInfo: { page: number; pageSize: number; total: number } }>,
): void {
  const { item, ...rest } = def;
  staffRoute(app, 'GET', url, { ...rest, response: pagedSchema(item) }, async (actor, { query }) => ({
    success: true as const,
    ...(await list(actor, query as z.output<Q>)),
  }));
}
