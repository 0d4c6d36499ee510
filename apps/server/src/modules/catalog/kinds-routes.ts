import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_KIND_MESSAGES as M,
  documentKindInput,
  documentKindListResponse,
  documentKindParams,
  documentKindSaveResponse,
} from '@anupalan/shared';
import { backOfficeScope, staffRoute } from '../../lib/backoffice-routes.ts';

/** `/api/v1/admin/document-kinds`: the staff-maintained list of document kinds (issue 22). */
export const documentKindRoutes: FastifyPluginAsyncZod = async (app) => {
  const kinds = app.services.documentKinds;
  backOfficeScope(app);
  const tags = ['back office: catalogue'];
  staffRoute(
    app,
    'GET',
    '/',
    { tags, summary: 'Every document kind, with how many services ask for it', response: documentKindListResponse },
    async (actor) => ({ success: true as const, kinds: await kinds.list(actor) }),
  );
  staffRoute(
    app,
    'POST',
    '/',
    {
      tags,
      summary: 'Add a document kind (name, a person’s or a company’s, months it stays valid)',
      body: documentKindInput,
      response: documentKindSaveResponse,
      status: 201,
    },
    async (actor, { body }) => ({ success: true as const, message: M.created, kind: await kinds.create(actor, body) }),
  );
  staffRoute(
    app,
    'PUT',
    '/:id',
    {
      tags,
      summary: 'Change a document kind',
      params: documentKindParams,
      body: documentKindInput,
      response: documentKindSaveResponse,
    },
    async (actor, { params, body }) => ({
      success: true as const,
      message: M.saved,
      kind: await kinds.update(actor, params.id, body),
    }),
  );
};
