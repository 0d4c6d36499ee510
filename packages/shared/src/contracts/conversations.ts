import { z } from 'zod';
import type { SessionUser } from '../auth.ts';
import { idParam } from '../ids.ts';
import { en as core } from '../i18n/en.ts';
import { english } from '../i18n/english.ts';
import { conversationsEn as E } from '../i18n/parts/conversations.en.ts';
import { pageInfoSchema, pageQuerySchema, type PageInfo } from './admin.ts';

/**
 * A conversation on every request (issue 21): the thread between the customer and whoever works on
 * the request (staff, the assigned service provider), internal notes for staff, unread counts, the
 * staff's inbox, and staff's review of uploaded documents. Every customer-facing text of the
 * feature is in the catalogue part `i18n/parts/conversations.*.ts`; CONVERSATION_TEXTS says them in
 * English (the server's refusals and the back office), the customer's pages through `useT()`.
 */

/* ---------------------------------------------------------------- texts */

export const CONVERSATION_TEXTS = {
  // Customer and staff pages
  threadTitle: E['conversations.threadTitle'],
  threadEmpty: E['conversations.threadEmpty'],
  threadEmptyStaff: E['conversations.threadEmptyStaff'],
  messageLabel: E['conversations.messageLabel'],
  attachmentLabel: E['conversations.attachmentLabel'],
  send: E['conversations.send'],
  sending: E['conversations.sending'],
  sent: E['conversations.sent'],
  noteLabel: E['conversations.noteLabel'],
  internalBadge: E['conversations.internalBadge'],
  you: E['conversations.you'],
  authorKind: {
    customer: E['conversations.author.customer'],
    staff: E['conversations.author.staff'],
    provider: E['conversations.author.provider'],
  } as Record<'customer' | 'staff' | 'provider', string>,
  unread: (n: number) => english(core['account.unread'], { count: n }),
  inboxTitle: E['conversations.inboxTitle'],
  inboxEmpty: E['conversations.inboxEmpty'],
  waiting: (text: string) => english(E['conversations.waiting'], { text }),
  // Refusals
  empty: E['conversations.empty'],
  tooLong: E['conversations.tooLong'],
  notYourRequest: E['conversations.notYourRequest'],
  notAssigned: E['conversations.notAssigned'],
  requestNotFound: E['conversations.requestNotFound'],
  attachmentNotFound: E['conversations.attachmentNotFound'],
  // Document review
  accept: E['conversations.accept'],
  reject: E['conversations.reject'],
  rejectReasonLabel: E['conversations.rejectReasonLabel'],
  reasonRequired: E['conversations.reasonRequired'],
  reasonTooLong: E['conversations.reasonTooLong'],
  accepted: (name: string) => english(E['conversations.accepted'], { name }),
  rejected: (name: string) => english(E['conversations.rejected'], { name }),
  alreadyReplaced: E['conversations.alreadyReplaced'],
  nothingToReview: E['conversations.nothingToReview'],
  documentNotFound: E['conversations.documentNotFound'],
  /** The review states a customer and staff see beside the spec's Pending / Ready. */
  reviewLabel: {
    accepted: E['conversations.review.accepted'],
    needs_reupload: E['conversations.review.needs_reupload'],
  } as Record<'accepted' | 'needs_reupload', string>,
  reviewReason: (reason: string) => english(E['conversations.reviewReason'], { reason }),
} as const;

export const MESSAGE_MAX = 4000;
export const REVIEW_REASON_MAX = 500;

/* ---------------------------------------------------------------- schemas */

export const AUTHOR_KINDS = ['customer', 'staff', 'provider'] as const;
export type AuthorKind = (typeof AUTHOR_KINDS)[number];

/** The form of a new message (multipart: these fields, and the file part `file`; or JSON without a file). */
export const messageFields = z.object({
  message: z
    .string({ error: CONVERSATION_TEXTS.empty })
    .trim()
    .min(1, { error: CONVERSATION_TEXTS.empty })
    .max(MESSAGE_MAX, { error: CONVERSATION_TEXTS.tooLong }),
  /** Staff only: 'true' keeps it as an internal note. */
  internal: z
    .enum(['true', 'false', 'on'])
    .optional()
    .transform((v) => v === 'true' || v === 'on'),
});
export type MessageFields = z.output<typeof messageFields>;

export const threadParams = z.object({ id: idParam });
export const attachmentParams = z.object({ id: idParam });

export const messageSchema = z.object({
  id: z.number(),
  author_kind: z.enum(AUTHOR_KINDS),
  /** First name of staff and providers; the customer's name for staff. */
  author_name: z.string(),
  mine: z.boolean(),
  internal: z.boolean(),
  body: z.string(),
  attachment: z.object({ name: z.string(), url: z.string(), size: z.number() }).nullable(),
  created_at: z.string(),
});
export type ThreadMessage = z.infer<typeof messageSchema>;

export const threadResponse = z.object({
  success: z.literal(true),
  request_id: z.number(),
  messages: z.array(messageSchema),
});
export type ThreadResponse = z.infer<typeof threadResponse>;

export const messageResponse = z.object({ success: z.literal(true), message: messageSchema });

export const unreadResponse = z.object({
  success: z.literal(true),
  total: z.number(),
  /** Unread per request id. */
  requests: z.record(z.string(), z.number()),
});
export type UnreadResponse = z.infer<typeof unreadResponse>;

export const inboxRowSchema = z.object({
  request_id: z.number(),
  customer_name: z.string(),
  service_name: z.string(),
  waiting_since: z.string(),
  waiting_minutes: z.number(),
  last_message: z.string(),
});
export type InboxRow = z.infer<typeof inboxRowSchema>;
/** The inbox is paged (`page`, `pageSize`: 25 by default, at most 100), oldest first. */
export const inboxQuery = pageQuerySchema;
export const inboxResponse = z.object({ success: z.literal(true), threads: z.array(inboxRowSchema), pageInfo: pageInfoSchema });

/* ---------------------------------------------------------------- document review */

export const documentReviewParams = z.object({ id: idParam, documentId: idParam });
export const documentReviewBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('accept'), version: z.coerce.number().int().positive() }),
  z.object({
    decision: z.literal('reject'),
    version: z.coerce.number().int().positive(),
    reason: z
      .string({ error: CONVERSATION_TEXTS.reasonRequired })
      .trim()
      .min(1, { error: CONVERSATION_TEXTS.reasonRequired })
      .max(REVIEW_REASON_MAX, { error: CONVERSATION_TEXTS.reasonTooLong }),
  }),
]);
export type DocumentReviewBody = z.output<typeof documentReviewBody>;
export const documentReviewResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  document: z.object({
    id: z.number(),
    version: z.number(),
    review: z.enum(['accepted', 'needs_reupload']).nullable(),
    review_reason: z.string().nullable(),
  }),
});

/** "3 h 20 min", "2 d 4 h": how long a thread has waited. */
export function waitingText(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h} h ${m % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

/** The pages' in-process reads (AppServices.conversations): the same answers as the routes. */
export interface ConversationPages {
  /** The thread as this side sees it, newest last (marks it read); throws the API's AppError (403, 404). */
  thread(user: SessionUser, requestId: number, side: 'customer' | 'staff' | 'provider'): Promise<ThreadMessage[]>;
  /** A customer's unread messages, in all and per request id. */
  unread(user: SessionUser): Promise<{ total: number; requests: Record<string, number> }>;
  /** Staff: threads waiting for a reply, oldest first, one page of them (the page's query string: `page`). */
  inbox(user: SessionUser, query?: Record<string, string>): Promise<{ threads: InboxRow[]; pageInfo: PageInfo }>;
}
