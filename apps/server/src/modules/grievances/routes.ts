import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  adminGrievanceDetailSchema,
  adminGrievanceResponse,
  adminGrievanceSchema,
  GRIEVANCE_ATTACHMENT_FIELDS,
  GRIEVANCE_MESSAGES as M,
  grievanceAssignBody,
  grievanceFileBody,
  grievanceFiledResponse,
  grievanceListQuery,
  grievanceListResponse,
  grievanceNoteBody,
  grievanceReplyBody,
  grievanceReportQuery,
  grievanceReportSchema,
  grievanceResolveBody,
  grievanceResponse,
  ticketParamsSchema,
  noBody,
  noQuery,
} from '@anupalan/shared';
import { backOfficeScope, staffList, staffRoute } from '../../lib/backoffice-routes.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';
import { DOCUMENT_SPOOL, formBody } from '../../lib/uploads.ts';
import { contentDisposition } from '../requests/rules.ts';

const errs = {
  ...errorResponses,
  401: errorBodySchema,
  403: errorBodySchema,
  413: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};

/** The customer's complaints to the grievance officer (issue 24). */
export const grievanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const grievances = app.services.grievances;
  const noStore = {
    onSend: async (_req: unknown, reply: { header(k: string, v: string): unknown }, payload: unknown) => {
      reply.header('cache-control', 'private, no-store');
      return payload;
    },
  };

  app.post(
    '/user/grievances',
    {
      ...noStore,
      preValidation: [
        app.requireUser,
        formBody({ fileFields: [...GRIEVANCE_ATTACHMENT_FIELDS], maxFileBytes: grievances.maxFileBytes, spool: DOCUMENT_SPOOL }),
      ],
      schema: {
        tags: ['grievances'],
        summary: "File a complaint with the grievance officer: a ticket number at once, and by the customer's channels",
        description:
          'multipart/form-data (or JSON): category, description, request_id? (one of your own orders), and up to three files attachment_1..3 (PDF, JPEG, PNG, checked by their bytes).',
        consumes: ['multipart/form-data', 'application/json'],
        body: grievanceFileBody,
        response: { 201: grievanceFiledResponse, ...errs },
      },
    },
    async (req, reply) => {
      const data = await grievances.file(req.user!, req.body, req.uploads ?? {});
      reply.code(201);
      return { success: true as const, message: M.filed(data.ticketNo), data };
    },
  );

  app.get(
    '/user/grievances',
    {
      ...noStore,
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['grievances'],
        summary: "The signed-in customer's complaints with the officer's replies",
        response: { 200: grievanceListResponse, ...errs },
      },
    },
    async (req) => ({ success: true as const, data: await grievances.mine(req.user!) }),
  );

  app.get(
    '/user/grievances/:ticket',
    {
      ...noStore,
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['grievances'],
        summary: "One of your complaints by its ticket number (another customer's: 404)",
        params: ticketParamsSchema,
        response: { 200: grievanceResponse, ...errs },
      },
    },
    async (req) => ({ success: true as const, data: await grievances.ticket(req.user!, req.params.ticket) }),
  );

  app.get(
    '/user/grievances/attachments/:id',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['grievances'],
        summary: "A complaint's attachment (its customer, or staff)",
        params: adminIdParamsSchema,
      },
    },
    async (req, reply) => {
      const file = await grievances.attachment(req.user!, req.params.id);
      reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition('attachment', file.fileName));
      if (file.size !== undefined) reply.header('content-length', String(file.size));
      return reply.send(file.stream);
    },
  );
};

/** The back office's grievance queue: clocks, assignment, notes, replies, resolution, the monthly count. */
export const grievanceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const grievances = app.services.grievances;
  backOfficeScope(app);
  const tags = ['back office'];
  staffList(
    app,
    '',
    {
      tags,
      summary: 'The grievance queue: open tickets first by their resolution clock; status, overdue=1',
      querystring: grievanceListQuery,
      item: adminGrievanceSchema,
    },
    (actor, query) => grievances.list(actor, query),
  );
  staffRoute(
    app,
    'GET',
    '/report',
    {
      tags,
      summary: 'The monthly count for the compliance report (complaints received in the month, India calendar)',
      querystring: grievanceReportQuery,
      response: z.object({ success: z.literal(true), data: grievanceReportSchema }),
    },
    async (actor, { query }) => ({ success: true as const, data: await grievances.report(actor, query.month) }),
  );
  staffRoute(
    app,
    'GET',
    '/:id',
    {
      tags,
      summary: 'A complaint with its attachments, replies, internal notes and the staff to assign',
      params: adminIdParamsSchema,
      response: z.object({ success: z.literal(true), data: adminGrievanceDetailSchema }),
    },
    async (actor, { params }) => ({ success: true as const, data: await grievances.detail(actor, params.id) }),
  );
  staffRoute(
    app,
    'POST',
    '/:id/acknowledge',
    {
      tags,
      summary: 'Acknowledge a complaint (the customer is told)',
      params: adminIdParamsSchema,
      body: noBody,
      response: adminGrievanceResponse,
    },
    async (actor, { params }) => ({
      success: true as const,
      message: M.acknowledged,
      data: await grievances.acknowledge(actor, params.id),
    }),
  );
  staffRoute(
    app,
    'POST',
    '/:id/assign',
    {
      tags,
      summary: 'Assign a complaint to a staff member',
      params: adminIdParamsSchema,
      body: grievanceAssignBody,
      response: adminGrievanceResponse,
    },
    async (actor, { params, body }) => ({
      success: true as const,
      message: M.assigned,
      data: await grievances.assign(actor, params.id, body.assigneeId),
    }),
  );
  staffRoute(
    app,
    'POST',
    '/:id/notes',
    {
      tags,
      summary: 'An internal note (staff only)',
      params: adminIdParamsSchema,
      body: grievanceNoteBody,
      response: adminGrievanceResponse,
    },
    async (actor, { params, body }) => ({
      success: true as const,
      message: M.noted,
      data: await grievances.note(actor, params.id, body.body),
    }),
  );
  staffRoute(
    app,
    'POST',
    '/:id/replies',
    {
      tags,
      summary: 'A reply the customer sees on the ticket and receives (the first acknowledges the complaint)',
      params: adminIdParamsSchema,
      body: grievanceReplyBody,
      response: adminGrievanceResponse,
    },
    async (actor, { params, body }) => ({
      success: true as const,
      message: M.replied,
      data: await grievances.reply(actor, params.id, body.body),
    }),
  );
  staffRoute(
    app,
    'POST',
    '/:id/resolve',
    {
      tags,
      summary: 'Resolve a complaint with what was done (the customer is told)',
      params: adminIdParamsSchema,
      body: grievanceResolveBody,
      response: adminGrievanceResponse,
    },
    async (actor, { params, body }) => ({
      success: true as const,
      message: M.resolved,
      data: await grievances.resolve(actor, params.id, body.resolution),
    }),
  );
  staffRoute(
    app,
    'POST',
    '/:id/close',
    { tags, summary: 'Close a resolved complaint', params: adminIdParamsSchema, body: noBody, response: adminGrievanceResponse },
    async (actor, { params }) => ({ success: true as const, message: M.closed, data: await grievances.close(actor, params.id) }),
  );
};
