import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices } from '@anupalan/shared/app-context';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { securityPlugin } from './plugins/security.ts';
import { ssrPlugin } from './plugins/ssr.ts';
import { createCatalogRepository } from './modules/catalog/repository.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { authPlugin } from './modules/auth/plugin.ts';
import { createSessionRepository } from './modules/auth/repository.ts';
import { createSessionService, type SessionService } from './modules/auth/sessions.ts';

export interface Services extends AppServices {
  database: Database;
  sessions: SessionService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: Config;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the React app too (off in API-only tests, which then need no web build). */
  web?: boolean;
}

export function createServices(config: Config, database: Database): Services {
  return {
    database,
    site: config.site,
    catalog: createCatalogService(createCatalogRepository(database.db)),
    sessions: createSessionService(createSessionRepository(database.db)),
  };
}

/** Builds the app: external plugins → app services → API modules → the web app. */
export async function buildApp({ config, database, web = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
    },
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    connectionTimeout: 60_000,
    requestTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('services', createServices(config, database));
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.site.brandName} API`, version: '1.0.0', description: 'Catalogue, accounts, orders and payments.' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(authPlugin, { sessions: app.services.sessions, publicUrl: config.publicUrl });
  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(catalogRoutes);
    },
    { prefix: '/api/v1' },
  );

  if (web) {
    await app.register(ssrPlugin, {
      buildDir: config.webBuildDir,
      services: app.services,
      mode: config.isProduction ? 'production' : 'development',
    });
  }
  return app;
}
