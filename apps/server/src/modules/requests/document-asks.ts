import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_ASK_MESSAGES as M,
  REQUEST_MESSAGES,
  documentAskBody,
  documentAskParams,
  documentAskResponse,
  type DocumentAskBody,
  type SessionUser,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { partnerRefusal } from '../users/partner-standing.ts';
import type { RequestContext } from './context.ts';
import { presentDocument } from './presenters.ts';
import type { DocumentAskRow, RequestDocumentRow } from './repository.ts';
import type { RequestDocument } from './types.ts';
import { reviewOf } from './document-review.ts';

/**
 * Documents staff ask a customer for on one request (issue 21, "please upload the rent agreement
 * signed by both parties"): free text and a reason, kept in `request_document_asks` beside the
 * catalogue's required documents. The ask joins the request's document list (customer and staff),
 * its upload is a `request_documents` row keyed by the ask (the same upload rules, versions and
 * review), and the customer is told (`document_requested`). Staff, or the service provider the
 * request is assigned to, may ask; not on a completed request.
 */
export type AskSide = 'staff' | 'provider';

/** An asked-for document as a row of the document lists: always a file, needed. */
export function askDocumentOf(
  ask: DocumentAskRow,
  saved: RequestDocumentRow | undefined,
  documentUrl: (id: number) => string,
): RequestDocument {
  return {
    id: ask.id,
    name: ask.name,
    kind: 'Document',
    mandatory: true,
    value: saved?.storageKey ? documentUrl(saved.id) : null,
    fileName: saved?.fileName ?? null,
    savedAt: saved ? saved.updatedAt : null,
    ...(saved ? { savedId: saved.id, version: saved.version, review: reviewOf(saved) } : {}),
    askId: ask.id,
    askReason: ask.reason,
  };
}

export function createDocumentAsks(c: RequestContext) {
  const { d, isStaff, documentUrl, serviceNameOf } = c;

  /** Staff (any request) or the assigned, approved service provider; 403 otherwise. */
  async function mayAsk(user: SessionUser, side: AskSide, request: { assignedTo: number | null }) {
    if (side === 'staff') {
      if (!isStaff(user)) throw new AppError('FORBIDDEN', REQUEST_MESSAGES.notYourRequest);
      return;
    }
    if (user.role !== 'service_provider') throw new AppError('FORBIDDEN', REQUEST_MESSAGES.notYourRequest);
    const refusal = partnerRefusal(await d.users.findById(user.id), 'service_provider');
    if (refusal) throw new AppError('FORBIDDEN', refusal.message);
    if (request.assignedTo !== user.id) throw new AppError('FORBIDDEN', REQUEST_MESSAGES.notYourRequest);
  }

  return {
    /** The request's asked-for documents with what was uploaded for each (the document lists). */
    async askedDocuments(requestId: number, saved: RequestDocumentRow[]): Promise<RequestDocument[]> {
      const asks = await d.repo.asksOf(requestId);
      return asks.map((a) =>
        askDocumentOf(
          a,
          saved.find((s) => s.askId === a.id),
          documentUrl,
        ),
      );
    },

    /** One ask of the request, for its upload (400 when the request has no such ask). */
    async askOf(requestId: number, askId: number): Promise<DocumentAskRow> {
      const ask = (await d.repo.asksOf(requestId)).find((a) => a.id === askId);
      if (!ask) throw AppError.badRequest(M.askNotFound, { ask_id: [M.askNotFound] });
      return ask;
    },

    /** POST /admin/requests/:id/documents/ask and /partner/requests/:id/documents/ask */
    async askForDocument(user: SessionUser, requestId: number, side: AskSide, body: DocumentAskBody) {
      const found = await d.repo.find(requestId);
      if (!found) {
        if (side === 'provider' || !isStaff(user)) throw new AppError('FORBIDDEN', REQUEST_MESSAGES.notYourRequest);
        throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
      }
      await mayAsk(user, side, found);
      const service = await serviceNameOf(found.serviceId);
      const ask = await d.repo.transaction(async (tx) => {
        const locked = await d.repo.lockRequest(tx, requestId);
        if (!locked) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
        if (locked.stage === 'completed') throw new AppError('CONFLICT', M.requestCompleted);
        const row = await d.repo.insertAsk(tx, {
          serviceRequestId: requestId,
          name: body.name,
          reason: body.reason,
          askedBy: user.id,
        });
        await d.notify(tx, {
          event: 'document_requested',
          userId: locked.userId,
          requestId,
          key: `document-requested:${row.id}`,
          vars: {
            document: body.name,
            reason: body.reason,
            service,
            requestId: String(requestId),
            uploadLink: `/document?serviceId=${locked.serviceId}&requestId=${requestId}`,
          },
        });
        return row;
      });
      return { message: M.asked(ask.name), document: askDocumentOf(ask, undefined, documentUrl) };
    },
  };
}

export const documentAskRoutes: FastifyPluginAsyncZod = async (app) => {
  const sides = [
    { side: 'staff' as const, prefix: '/admin/requests', guard: app.requireRole('staff', 'admin') },
    { side: 'provider' as const, prefix: '/partner/requests', guard: app.requireRole('service_provider') },
  ];
  for (const { side, prefix, guard } of sides)
    app.post(
      `${prefix}/:id/documents/ask`,
      {
        onRequest: guard,
        schema: {
          tags: ['staff'],
          summary: `Ask the customer for one more document, with the reason (${side === 'staff' ? 'staff' : 'the assigned service provider'})`,
          description:
            "The document joins the request's required documents and the customer is told. Refused on a completed request (409).",
          params: documentAskParams,
          body: documentAskBody,
          response: {
            200: documentAskResponse,
            ...errorResponses,
            401: errorResponses[400],
            403: errorResponses[400],
            404: errorResponses[400],
            409: errorResponses[400],
            422: errorResponses[400],
          },
        },
      },
      async (req) => {
        const out = await app.services.requests.askForDocument(req.user!, req.params.id, side, req.body);
        return { success: true as const, message: out.message, document: presentDocument(out.document) };
      },
    );
};
