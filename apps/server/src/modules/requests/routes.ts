import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignBody,
  completedServicesBody,
  completedServicesResponse,
  documentIdParams,
  documentListBody,
  documentListResponse,
  documentStoreFields,
  documentStoreResponse,
  feedbackBody,
  feedbackResponse,
  FEEDBACK_MESSAGES,
  myRequestsBody,
  myRequestsResponse,
  REQUEST_MESSAGES,
  requestIdParams,
  staffDocumentsResponse,
  staffRequestResponse,
  stageChangeBody,
  timelineResponse,
  fileOnlyForm,
  noQuery,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { DOCUMENT_SPOOL, formBody } from '../../lib/uploads.ts';
import { assertSelf } from '../auth/plugin.ts';
import {
  presentCompletedServices,
  presentDocumentList,
  presentFeedback,
  presentMyRequests,
  presentStaffDocuments,
  presentStaffRequest,
  presentStoredDocument,
  presentTimeline,
} from './presenters.ts';
import { contentDisposition } from './rules.ts';

const errs = {
  ...errorResponses,
  401: errorResponses[400],
  403: errorResponses[400],
  409: errorResponses[400],
  413: errorResponses[400],
  422: errorResponses[400],
};

/** Refuses an upload whose declared length is already over the limit, before reading any of it. */
function refuseOversize(req: FastifyRequest, maxFileBytes: number): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  // Room for the other fields and the multipart framing.
  if (declared > maxFileBytes + 256 * 1024) {
    const mb = Math.round((maxFileBytes / (1024 * 1024)) * 10) / 10;
    throw new AppError('PAYLOAD_TOO_LARGE', REQUEST_MESSAGES.fileTooLarge(mb), { file: [REQUEST_MESSAGES.fileTooLarge(mb)] });
  }
}

function sendFile(
  reply: FastifyReply,
  file: { stream: NodeJS.ReadableStream; contentType: string; fileName: string; size?: number },
  kind: 'inline' | 'attachment',
) {
  reply
    .type(file.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(kind, file.fileName));
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply.send(file.stream);
}

/** My requests, completed services, documents, stage timeline, deliverable, feedback (portal §2, §7). */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = app.services.requests;

  app.post(
    '/user/request',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: "The signed-in customer's service requests, with stages and deliverable",
        body: myRequestsBody,
        response: { 200: myRequestsResponse, ...errs },
      },
    },
    async (req) => {
      assertSelf(req, req.body?.user_id);
      return { success: true as const, payments: presentMyRequests(await requests.mine(req.user!)) };
    },
  );

  app.get(
    '/user/requests/:id/stages',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['requests'],
        summary: 'The stage timeline of a request (its owner, or staff)',
        params: requestIdParams,
        response: { 200: timelineResponse, ...errs },
      },
    },
    async (req) => ({ success: true as const, ...presentTimeline(await requests.timeline(req.user!, req.params.id)) }),
  );

  app.post(
    '/user/completed_services',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: 'Paid services with their payment state (Paid / Partial / Unpaid) and deliverable',
        description: 'Optional search (request id or service), page and per_page (10, 25 or 50).',
        body: completedServicesBody,
        response: { 200: completedServicesResponse, ...errs },
      },
    },
    async (req) => {
      const b = req.body;
      assertSelf(req, b?.user_id);
      const out = await requests.completed(req.user!, {
        search: b?.search ?? null,
        page: b?.page ?? null,
        perPage: b?.per_page ?? null,
      });
      return { success: true as const, ...presentCompletedServices(out) };
    },
  );

  app.post(
    '/user/services/document/upload',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['requests'],
        summary: 'The required documents of a request and what has been saved for each',
        body: documentListBody,
        response: { 200: documentListResponse, ...errs },
      },
    },
    async (req) => {
      assertSelf(req, req.body.user_id);
      const list = await requests.documentList(req.user!, req.body.service_id, req.body.request_id);
      return { success: true as const, ...presentDocumentList(list) };
    },
  );

  app.post(
    '/user/services/document/upload/store',
    {
      preValidation: [
        app.requireUser,
        formBody({
          before: (req) => refuseOversize(req, requests.maxFileBytes),
          fileFields: ['file'],
          maxFileBytes: requests.maxFileBytes,
          keepEmptyFiles: true,
          spool: DOCUMENT_SPOOL,
        }),
        // Another customer's user_id is refused (403) before the fields are judged.
        async (req) => assertSelf(req, (req.body as { user_id?: string }).user_id),
      ],
      schema: {
        tags: ['requests'],
        summary: 'Save one document of a request: a file (PDF, JPEG, PNG) or a text value',
        description:
          'multipart/form-data: user_id, service_id, request_id?, document_id, document_name?, document_type (Document|Text), and the file part `file` or the field `text`. The file is checked by its bytes.',
        consumes: ['multipart/form-data', 'application/json'],
        body: documentStoreFields,
        response: { 200: documentStoreResponse, ...errs },
      },
    },
    async (req) => {
      return presentStoredDocument(await requests.storeDocument(req.user!, { fields: req.body, file: req.uploads?.file }));
    },
  );

  app.get(
    '/user/documents/:id/file',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['requests'],
        summary: 'A saved document file (its owner, or staff)',
        params: documentIdParams,
      },
    },
    async (req, reply) => sendFile(reply, await requests.documentFile(req.user!, req.params.id), 'inline'),
  );

  app.get(
    '/user/requests/:id/deliverable',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['requests'],
        summary: "The request's deliverable, as an attachment under its own name",
        params: requestIdParams,
      },
    },
    async (req, reply) => sendFile(reply, await requests.deliverable(req.user!, req.params.id), 'attachment'),
  );

  app.post(
    '/feedback/store',
    {
      // The spec's own message for "no session" (portal §5 Feedback), before the body is judged.
      preValidation: async (req) => {
        await app.authenticate(req);
        if (!req.user) throw new AppError('UNAUTHENTICATED', FEEDBACK_MESSAGES.loginRequired);
        await app.requireUser(req);
      },
      schema: {
        tags: ['requests'],
        summary: 'Leave feedback: rating 1–5, a message required below 5',
        body: feedbackBody,
        response: { 200: feedbackResponse, ...errs },
      },
    },
    async (req) => {
      assertSelf(req, req.body.user_id);
      const rid = req.body.request_id;
      const requestId = rid === undefined || rid === null || rid === '' ? null : Number(rid);
      if (requestId !== null && !(Number.isSafeInteger(requestId) && requestId > 0))
        throw new AppError('VALIDATION', 'The id must be a positive whole number.', {
          request_id: ['The id must be a positive whole number.'],
        });
      const data = await requests.feedback(req.user!, { rating: req.body.rating, feedback: req.body.feedback, requestId });
      return { success: true as const, message: FEEDBACK_MESSAGES.thanks, data: presentFeedback(data) };
    },
  );
};

/** Staff actions on requests (the back office screens come later): staff and admin roles only. */
export const staffRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = app.services.requests;
  const staffOnly = app.requireRole('staff', 'admin');

  app.post(
    '/admin/requests/:id/stage',
    {
      // Before the body is validated: who may call comes first (the authorisation matrix checks it).
      preValidation: staffOnly,
      schema: {
        tags: ['staff'],
        summary: 'Move a request to a stage; the customer is e-mailed',
        params: requestIdParams,
        body: stageChangeBody,
        response: { 200: staffRequestResponse, ...errs },
      },
    },
    async (req) => ({
      success: true as const,
      // Through the back office's service: the change and its audit entry in one transaction.
      ...presentStaffRequest(await app.services.requestAdmin.changeStageView(req.user!, req.params.id, req.body)),
    }),
  );

  app.post(
    '/admin/requests/:id/assign',
    {
      // Before the body is validated: who may call comes first (the authorisation matrix checks it).
      preValidation: staffOnly,
      schema: {
        tags: ['staff'],
        summary: 'Assign a request to a staff member or an approved service provider (staff_id null to unassign)',
        params: requestIdParams,
        body: assignBody,
        response: { 200: staffRequestResponse, ...errs },
      },
    },
    async (req) => ({
      success: true as const,
      ...presentStaffRequest(
        await app.services.requestAdmin.assignView(req.user!, req.params.id, req.body.staff_id, req.body.note),
      ),
    }),
  );

  app.post(
    '/admin/requests/:id/deliverable',
    {
      // Before the body is validated: who may call comes first (the authorisation matrix checks it).
      preValidation: [
        staffOnly,
        formBody({
          fileFields: ['file'],
          maxFileBytes: requests.maxFileBytes,
          keepEmptyFiles: true,
          spool: DOCUMENT_SPOOL,
          before: (req) => refuseOversize(req, requests.maxFileBytes),
        }),
      ],
      schema: {
        tags: ['staff'],
        summary: "Upload (or replace) a request's deliverable: multipart, file part `file` (PDF, JPEG, PNG)",
        consumes: ['multipart/form-data'],
        params: requestIdParams,
        body: fileOnlyForm,
        response: { 200: staffRequestResponse, ...errs },
      },
    },
    async (req) => ({
      success: true as const,
      ...presentStaffRequest(await app.services.requestAdmin.uploadDeliverableView(req.user!, req.params.id, req.uploads?.file)),
    }),
  );

  app.get(
    '/admin/requests/:id/documents',
    {
      // Before the body is validated: who may call comes first (the authorisation matrix checks it).
      preValidation: staffOnly,
      schema: {
        querystring: noQuery,
        tags: ['staff'],
        summary: "A request's documents, with view links",
        params: requestIdParams,
        response: { 200: staffDocumentsResponse, ...errs },
      },
    },
    async (req) => ({ success: true as const, ...presentStaffDocuments(await requests.staffDocuments(req.params.id)) }),
  );
};
