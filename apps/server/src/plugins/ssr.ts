import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { appServicesContext, cspNonceContext, sessionUserContext, type AppServices } from '@anupalan/shared/app-context';
import { isCrossSite } from '../modules/auth/plugin.ts';

export interface SsrOptions {
  buildDir: string;
  services: AppServices;
  mode: 'production' | 'development';
}

/**
 * Serves the React Router app from the same process and port as the API: hashed assets from the
 * client build (cached for a year), everything else through React Router's request handler, with
 * the domain services handed to loaders in-process through the router context.
 */
export async function ssrPlugin(app: FastifyInstance, opts: SsrOptions) {
  const serverEntry = path.join(opts.buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built: ${serverEntry} is missing. Run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, opts.mode);

  await app.register(fastifyStatic, {
    root: path.join(opts.buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // React Router reads the raw body itself (form actions): leave the stream unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));

  const ownOrigins = new Set([new URL(app.config.publicUrl).origin]);
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const context = new RouterContextProvider();
      context.set(appServicesContext, opts.services);
      context.set(cspNonceContext, request.cspNonce);
      await app.authenticate(request);
      // Back-office form actions change data with the session cookie: only from our own pages.
      const path = request.url.split('?')[0] ?? '';
      if ((path === '/admin' || path.startsWith('/admin/')) && request.user && isCrossSite(request, ownOrigins)) {
        return reply.code(403).type('text/plain; charset=utf-8').send('Cross-site request refused.');
      }
      context.set(sessionUserContext, request.user);
      const response = await handle(createRequest(request.raw, reply.raw), context);
      return reply.send(response);
    },
  });
}
