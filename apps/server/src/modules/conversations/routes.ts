import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attachmentParams,
  inboxQuery,
  inboxResponse,
  messageFields,
  messageResponse,
  REQUEST_MESSAGES,
  threadParams,
  threadResponse,
  unreadResponse,
  type SessionUser,
  noQuery,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { DOCUMENT_SPOOL, formBody } from '../../lib/uploads.ts';
import { contentDisposition } from '../requests/rules.ts';
import type { ConversationService, InboxEntry, MessageView, Side } from './service.ts';

const errs = {
  ...errorResponses,
  401: errorResponses[400],
  403: errorResponses[400],
  404: errorResponses[400],
  413: errorResponses[400],
  422: errorResponses[400],
};

export function presentMessage(m: MessageView) {
  return {
    id: m.id,
    author_kind: m.authorKind,
    author_name: m.authorName,
    mine: m.mine,
    internal: m.internal,
    body: m.body,
    attachment: m.attachment,
    created_at: m.createdAt.toISOString(),
  };
}

export function presentInboxEntry(e: InboxEntry) {
  return {
    request_id: e.requestId,
    customer_name: e.customerName,
    service_name: e.serviceName,
    waiting_since: e.waitingSince.toISOString(),
    waiting_minutes: e.waitingMinutes,
    last_message: e.lastMessage,
  };
}

/** Refuses a form whose declared length is already over the limit, before reading any of it. */
function refuseOversize(req: FastifyRequest, maxFileBytes: number): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxFileBytes + 256 * 1024) {
    const mb = Math.round((maxFileBytes / (1024 * 1024)) * 10) / 10;
    throw new AppError('PAYLOAD_TOO_LARGE', REQUEST_MESSAGES.fileTooLarge(mb), { file: [REQUEST_MESSAGES.fileTooLarge(mb)] });
  }
}

/**
 * The thread of a request (issue 21), one pair of routes per side: the customer's
 * (`/user/requests/:id/…`), staff's (`/admin/requests/:id/…`, plus the inbox) and the assigned service
 * provider's (`/partner/requests/:id/…`); unread counts; attachments for whoever may read them.
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const conversations = (): ConversationService => app.services.conversations;
  const tags = ['conversations'];
  const sides: Array<{ side: Side; prefix: string; guard: (req: FastifyRequest) => Promise<void> }> = [
    { side: 'customer', prefix: '/user/requests', guard: app.requireUser },
    { side: 'staff', prefix: '/admin/requests', guard: app.requireRole('staff', 'admin') },
    { side: 'provider', prefix: '/partner/requests', guard: app.requireRole('service_provider', 'reseller') },
  ];
  // The access check (403 for another's request, or a provider not assigned) before the form is read.
  const mayTakePart = (side: Side) => async (req: FastifyRequest) => {
    const id = Number((req.params as { id?: string }).id);
    if (Number.isSafeInteger(id) && id > 0) await conversations().access(req.user as SessionUser, id, side);
  };

  for (const { side, prefix, guard } of sides) {
    app.get(
      `${prefix}/:id/thread`,
      {
        onRequest: guard,
        schema: {
          querystring: noQuery,
          tags,
          summary: `The request's messages as the ${side} sees them, newest last (marks them read)`,
          params: threadParams,
          response: { 200: threadResponse, ...errs },
        },
      },
      async (req) => ({
        success: true as const,
        request_id: req.params.id,
        messages: (await conversations().thread(req.user!, req.params.id, side)).map(presentMessage),
      }),
    );

    app.post(
      `${prefix}/:id/messages`,
      {
        onRequest: guard,
        preValidation: [
          mayTakePart(side),
          formBody({
            before: (req) => refuseOversize(req, app.services.conversations.maxFileBytes),
            fileFields: ['file'],
            maxFileBytes: app.services.conversations.maxFileBytes,
            keepEmptyFiles: true,
            spool: DOCUMENT_SPOOL,
          }),
        ],
        schema: {
          tags,
          summary: `Write on the request's thread as the ${side}${side === 'staff' ? ' (internal: true for a staff-only note)' : ''}`,
          description:
            'multipart/form-data: message, and optionally the file part `file` (PDF, JPEG or PNG); or JSON without a file.',
          consumes: ['multipart/form-data', 'application/json'],
          params: threadParams,
          body: messageFields,
          response: { 200: messageResponse, ...errs },
        },
      },
      async (req) => ({
        success: true as const,
        message: presentMessage(
          await conversations().send(req.user!, req.params.id, side, {
            message: req.body.message,
            internal: req.body.internal,
            file: req.uploads?.file,
          }),
        ),
      }),
    );
  }

  app.get(
    '/user/messages/unread',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags,
        summary: "The signed-in customer's unread messages, in all and per request",
        response: { 200: unreadResponse, ...errs },
      },
    },
    async (req) => {
      const { total, requests } = await conversations().unread(req.user!);
      return { success: true as const, total, requests: Object.fromEntries([...requests].map(([k, v]) => [String(k), v])) };
    },
  );

  app.get(
    '/admin/inbox',
    {
      onRequest: app.requireRole('staff', 'admin'),
      schema: {
        tags,
        summary: 'Threads waiting for a reply, oldest first, with the time waiting (paged)',
        querystring: inboxQuery,
        response: { 200: inboxResponse, ...errs },
      },
    },
    async (req) => {
      const { items, total } = await conversations().inbox(req.query);
      return {
        success: true as const,
        threads: items.map(presentInboxEntry),
        pageInfo: { page: req.query.page, pageSize: req.query.pageSize, total },
      };
    },
  );

  app.get(
    '/messages/:id/attachment',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags,
        summary: "A message's attachment (the request's customer, staff, its assigned provider)",
        params: attachmentParams,
      },
    },
    async (req, reply) => {
      const file = await conversations().attachment(req.user!, req.params.id);
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
