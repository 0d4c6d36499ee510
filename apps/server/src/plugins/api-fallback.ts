import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GENERIC_MESSAGES } from '@anupalan/shared';
import { AppError } from '../lib/errors.ts';

export const API_PREFIX = '/api/v1';

interface KnownRoute {
  method: string;
  pattern: RegExp;
}

/** A Fastify route URL ('/api/v1/menu/:id', '/files/*') as a regular expression over a path. */
function routePattern(url: string): RegExp {
  let re = '';
  for (let i = 0; i < url.length; i++) {
    const c = url[i]!;
    if (c === ':' && url[i + 1] !== ':') {
      // A parameter, with an optional regex in parentheses: one path segment either way.
      i++;
      while (i < url.length && /[\w-]/.test(url[i]!)) i++;
      if (url[i] === '(') {
        let depth = 0;
        for (; i < url.length; i++) {
          if (url[i] === '(') depth++;
          else if (url[i] === ')' && --depth === 0) break;
        }
      } else {
        i--;
      }
      re += '[^/]+';
    } else if (c === ':') {
      re += ':';
      i++;
    } else if (c === '*') {
      re += '.*';
    } else {
      re += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${re}/?$`);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks the /api/v1 fallback routes, which the route index leaves out. */
    apiFallback?: boolean;
  }
  interface FastifyInstance {
    /** The methods the API answers at a concrete path ('/api/v1/menu/7'), from its registered routes. */
    apiMethodsFor(path: string): string[];
    /**
     * Every route registered after the index (all but the OpenAPI document's own), as declared:
     * method and URL ('/api/v1/menu/:id'), and whether the OpenAPI document hides it. The
     * authorisation matrix compares it with its rows.
     */
    registeredRoutes(): readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  hidden: boolean;
  /** One of the /api/v1 fallback routes (404/405 for what no route answers). */
  fallback: boolean;
  /** The route's schema as declared (its contract: params, querystring, body, response). */
  schema: RouteSchema | undefined;
}
type RouteSchema = { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, unknown> };

/**
 * Remembers every route registered under /api/v1, so the fallback can tell a path that exists
 * with other methods (405 with Allow) from one that does not (404), and every route at all
 * (`registeredRoutes`). Register before the routes.
 */
export const apiRouteIndexPlugin = fp(async function apiRouteIndex(app: FastifyInstance) {
  const known: KnownRoute[] = [];
  const all: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      all.push({
        method: method.toUpperCase(),
        url: route.url,
        hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
        fallback: Boolean(route.config?.apiFallback),
        schema: route.schema as RouteSchema | undefined,
      });
    }
    if (!route.url.startsWith(`${API_PREFIX}/`) || route.config?.apiFallback) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = routePattern(route.url);
    for (const method of methods) known.push({ method: method.toUpperCase(), pattern });
  });
  app.decorate('registeredRoutes', () => all);
  app.decorate('apiMethodsFor', (path: string) => {
    const methods = new Set(known.filter((r) => r.pattern.test(path)).map((r) => r.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  });
});

/**
 * Inside the /api/v1 scope: every request no API route answers gets the one JSON error shape,
 * never the web app's HTML page (the web app's catch-all '/*' would take it otherwise): 405 with
 * an Allow header when the path exists with other methods, 404 when it does not.
 */
export async function apiFallbackRoutes(api: FastifyInstance) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const allowed = api.apiMethodsFor(path);
    if (allowed.length === 0) throw new AppError('NOT_FOUND', GENERIC_MESSAGES.NOT_FOUND_ROUTE);
    reply.header('allow', allowed.join(', '));
    if (request.method === 'OPTIONS') return reply.status(204).send();
    throw new AppError('METHOD_NOT_ALLOWED', GENERIC_MESSAGES.METHOD_NOT_ALLOWED);
  };
  const opts = { schema: { hide: true }, config: { apiFallback: true } };
  api.all('/', opts, handler);
  api.all('/*', opts, handler);
}
