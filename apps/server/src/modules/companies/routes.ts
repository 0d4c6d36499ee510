import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMPANY_TYPES,
  PARENT_COMPANY_CHOICES,
  SECTORS,
  companyChoicesResponse,
  companyDestroyBody,
  companyDestroyResponse,
  companyIdParams,
  companyListParams,
  companyListResponse,
  companyStoreBody,
  companyStoreResponse,
  noBody,
  noQuery,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { checkImage, formBody } from '../../lib/uploads.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { assertSelf } from '../auth/plugin.ts';
import { presentCompany } from './presenters.ts';

const authErrors = { ...errorResponses, 401: errorResponses[400], 403: errorResponses[400], 422: errorResponses[400] };

/** GET a signed-in user's companies; declared at the API path and at the spec's public alias. */
function listRoute(app: FastifyInstance, url: string, hide: boolean) {
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      preHandler: app.requireUser,
      schema: {
        querystring: noQuery,
        ...(hide ? { hide: true } : {}),
        tags: ['companies'],
        summary: "The signed-in user's companies",
        params: companyListParams,
        response: { 200: companyListResponse, ...authErrors },
      },
    },
    async (req) => {
      assertSelf(req, req.params.userId);
      return { success: true as const, companies: (await app.services.companies.list(req.user!.id)).map(presentCompany) };
    },
  );
}

/** Customers' companies (portal: Company list, Company form; §7). */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const companies = app.services.companies;

  listRoute(app, '/user/all_companies/:userId', false);

  app.post(
    '/user/companies/create',
    {
      schema: {
        tags: ['companies'],
        summary: 'Choices for the company form',
        body: noBody,
        response: {
          200: companyChoicesResponse,
        },
      },
    },
    async () => ({
      success: true as const,
      company_types: [...COMPANY_TYPES],
      sectors: [...SECTORS],
      parent_companies: [...PARENT_COMPANY_CHOICES],
    }),
  );

  app.post(
    '/user/companies/store',
    {
      preValidation: [
        app.requireUser,
        // The session names the owner; a user_id in the payload is only checked against it.
        formBody({ fileFields: ['logo'], maxFileBytes: LOGO_MAX_BYTES, defaults: (req) => ({ user_id: String(req.user!.id) }) }),
      ],
      schema: {
        tags: ['companies'],
        summary: 'Create a company, or update one when `id` is given (JSON or multipart)',
        description: 'Fields as in the company form payload (portal §3). The user_id must be the signed-in user.',
        consumes: ['multipart/form-data', 'application/json'],
        body: companyStoreBody,
        response: {
          200: companyStoreResponse,
          ...authErrors,
        },
      },
    },
    async (req) => {
      const input = req.body;
      const files = req.uploads ?? {};
      assertSelf(req, input.user_id);
      const userId = req.user!.id;
      // Check everything before storing anything, so a refused request leaves nothing behind.
      if (input.id) await companies.owned(userId, input.id);
      const logo = files.logo ? checkImage(files.logo, 'logo') : null;
      let logoKey: string | null = null;
      if (logo) {
        logoKey = `companies/${randomUUID()}.${logo.ext}`;
        await app.services.storage.put(logoKey, logo.buffer, logo.contentType);
      }
      if (input.id) {
        const company = await companies.update(userId, input.id, input, logoKey);
        return { success: true as const, message: 'Company updated successfully!', company: presentCompany(company) };
      }
      const company = await companies.create(userId, input, logoKey);
      return { success: true as const, message: 'Company added successfully!', company: presentCompany(company) };
    },
  );

  app.get(
    '/user/companies/:id/logo',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['companies'],
        summary: "A company's logo (its owner only)",
        params: companyIdParams,
      },
    },
    async (req, reply) => {
      const row = await companies.owned(req.user!.id, req.params.id);
      const file = row.logoKey ? await app.services.storage.get(row.logoKey) : null;
      if (!file) throw AppError.notFound('This company has no logo.');
      return reply.type(file.contentType).header('cache-control', 'private, max-age=300').send(file.stream);
    },
  );

  app.post(
    '/user/companies/destroy',
    {
      preValidation: [app.requireUser, formBody({ fileFields: [], maxFileBytes: 0 })],
      schema: {
        tags: ['companies'],
        summary: 'Delete a company (JSON or multipart {user_id, company_id})',
        consumes: ['multipart/form-data', 'application/json'],
        body: companyDestroyBody,
        response: { 200: companyDestroyResponse, ...authErrors },
      },
    },
    async (req) => {
      const input = req.body;
      assertSelf(req, input.user_id);
      const removed = await companies.remove(req.user!.id, input.company_id);
      return { success: true as const, message: `Company ${removed.name} deleted successfully!` };
    },
  );
};

const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** The spec also calls the list at /public/api/v1/user/all_companies/{user}: the same route. */
export async function publicCompanyAlias(app: FastifyInstance) {
  listRoute(app, '/public/api/v1/user/all_companies/:userId', true);
}
