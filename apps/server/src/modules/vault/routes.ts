import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentStoreResponse,
  savedOffersQuery,
  savedOffersResponse,
  useSavedBody,
  vaultCustomerParams,
  vaultDeleteResponse,
  vaultIdParams,
  vaultListResponse,
  vaultReplaceResponse,
  fileOnlyForm,
  noBody,
  noQuery,
} from '@anupalan/shared';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';
import { backOfficeScope, staffRoute } from '../../lib/backoffice-routes.ts';
import { DOCUMENT_SPOOL, formBody } from '../../lib/uploads.ts';
import { presentStoredDocument } from '../requests/presenters.ts';
import { contentDisposition } from '../requests/rules.ts';

const errs = {
  ...errorResponses,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  422: errorBodySchema,
};
const tags = ['vault'];

/** The customer's document vault (issue 22): My Documents, and an order's saved-document offers. */
export const vaultRoutes: FastifyPluginAsyncZod = async (app) => {
  const vault = app.services.vault;
  const requests = app.services.requests;

  app.get(
    '/user/vault',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags,
        summary: 'Every document the customer has kept, for themselves and each company',
        response: { 200: vaultListResponse, ...errs },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return vault.mine(req.user!);
    },
  );

  app.get(
    '/user/vault/:id/file',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags,
        summary: 'A kept document’s file (its owner, or staff); another customer’s is 404',
        params: vaultIdParams,
      },
    },
    async (req, reply) => {
      const file = await vault.file(req.user!, req.params.id);
      reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition('inline', file.fileName));
      if (file.size !== undefined) reply.header('content-length', String(file.size));
      return reply.send(file.stream);
    },
  );

  app.post(
    '/user/vault/:id/replace',
    {
      preValidation: [
        app.requireUser,
        formBody({ fileFields: ['file'], maxFileBytes: requests.maxFileBytes, keepEmptyFiles: true, spool: DOCUMENT_SPOOL }),
      ],
      schema: {
        body: fileOnlyForm,
        tags,
        summary: 'Replace a kept document with a new file (multipart, part `file`); it waits for a new review',
        consumes: ['multipart/form-data'],
        params: vaultIdParams,
        response: { 200: vaultReplaceResponse, ...errs },
      },
    },
    async (req) => ({ success: true as const, ...(await vault.replace(req.user!, req.params.id, req.uploads?.file)) }),
  );

  app.delete(
    '/user/vault/:id',
    {
      onRequest: app.requireUser,
      schema: {
        body: noBody,
        tags,
        summary: 'Delete a kept document',
        description:
          'Refused (409, the order named) while an open order uses it; a completed order keeps the file as long as the law asks (kept_until).',
        params: vaultIdParams,
        response: { 200: vaultDeleteResponse, ...errs },
      },
    },
    async (req) => ({ success: true as const, ...(await vault.remove(req.user!, req.params.id)) }),
  );

  app.get(
    '/user/services/document/saved',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The saved documents an order may reuse: one per required document of a kind (none rejected or expired)',
        querystring: savedOffersQuery,
        response: { 200: savedOffersResponse, ...errs },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        offers: await requests.savedOffers(req.user!, req.query.service_id, req.query.request_id),
      };
    },
  );

  app.post(
    '/user/services/document/upload/saved',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Fill a required document with a saved one (the same file, no upload)',
        description:
          'Refused: another customer’s document (404), one of another company or kind, one that needs re-upload or has expired (422).',
        body: useSavedBody,
        response: { 200: documentStoreResponse, ...errs },
      },
    },
    async (req) => presentStoredDocument(await requests.useSaved(req.user!, req.body)),
  );
};

/** The staff's view of a customer's vault (`/api/v1/admin/customers/:userId/vault`). */
export const vaultAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const vault = app.services.vault;
  backOfficeScope(app);
  staffRoute(
    app,
    'GET',
    '/customers/:userId/vault',
    {
      tags: ['back office'],
      summary: 'A customer’s kept documents, with the orders that used them and their review',
      params: vaultCustomerParams,
      response: vaultListResponse,
    },
    async (actor, { params }) => vault.forCustomer(actor, params.userId),
  );
};
