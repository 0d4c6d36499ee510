import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CONVERSATION_TEXTS as T,
  REQUEST_MESSAGES,
  type AuthorKind,
  type SessionUser,
  type WorkCalendar,
} from '@anupalan/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { checkDocumentUpload, uploadBody, type UploadedFile } from '../../lib/uploads.ts';
import type { Notify, NotifyEvent } from '../notifications/service.ts';
import { partnerRefusal } from '../users/partner-standing.ts';
import type { ConversationRepository, MessageRow } from './repository.ts';
import { afterWorkingDays } from './working-days.ts';

/** What the conversation needs to know of a request (the requests module's row, as handed in app.ts). */
export interface RequestRef {
  id: number;
  userId: number;
  serviceId: number;
  assignedTo: number | null;
}

interface Person {
  id: number;
  name: string;
  role: string;
  status: string;
  email: string | null;
}

export interface ConversationDeps {
  repo: ConversationRepository;
  /** A request by id (the requests module). */
  requestOf: (id: number) => Promise<RequestRef | undefined>;
  /** The ids of a customer's requests (the requests module). */
  requestIdsOf: (userId: number) => Promise<number[]>;
  /** One account, for the provider's standing and the author's name (the users module). */
  person: (id: number) => Promise<Person | undefined>;
  /** Names by id (the users module). */
  names: (ids: number[]) => Promise<Map<number, string>>;
  /** The active administrators' ids (the users module): the escalation's last step. */
  adminIds: () => Promise<number[]>;
  /** The working-day clock's calendar (Sundays and the staff's holidays, the requests module). */
  workCalendar: () => Promise<WorkCalendar>;
  serviceNamesOf: (ids: readonly number[]) => Promise<Map<number, string>>;
  storage: FileStorage;
  notify: Notify;
  clock: Clock;
  log?: FastifyBaseLogger;
  maxFileBytes: number;
}

/** Who is reading or writing: the request's customer, staff (back office), or its assigned provider. */
export type Side = 'customer' | 'staff' | 'provider';

export interface MessageView {
  id: number;
  authorKind: AuthorKind;
  authorName: string;
  mine: boolean;
  internal: boolean;
  body: string;
  attachment: { name: string; url: string; size: number } | null;
  createdAt: Date;
}

export interface InboxEntry {
  requestId: number;
  customerName: string;
  serviceName: string;
  waitingSince: Date;
  waitingMinutes: number;
  lastMessage: string;
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
/** Where each side reads the thread (the links in messages). */
export const threadLinks = {
  customer: (requestId: number) => `/myrequests/${requestId}/messages`,
  staff: (requestId: number) => `/admin/requests/${requestId}`,
  provider: (requestId: number) => `/partner/requests/${requestId}`,
};
const dateInIndia = (d: Date) =>
  d.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

export function createConversationService(d: ConversationDeps) {
  /** The request, if `user` may take part on `side` (403 otherwise; 404 for no such request). */
  async function access(user: SessionUser, requestId: number, side: Side): Promise<RequestRef> {
    const request = await d.requestOf(requestId);
    if (side === 'customer') {
      if (!request) throw AppError.notFound(T.requestNotFound);
      if (request.userId !== user.id) throw new AppError('FORBIDDEN', T.notYourRequest);
      return request;
    }
    if (side === 'staff') {
      if (user.role !== 'staff' && user.role !== 'admin') throw new AppError('FORBIDDEN', T.notAssigned);
      if (!request) throw AppError.notFound(T.requestNotFound);
      return request;
    }
    // A service provider: approved, e-mail proven, and assigned to this very request.
    const account = await d.person(user.id);
    const refusal = partnerRefusal(account, 'service_provider');
    if (refusal) throw new AppError('FORBIDDEN', refusal.message);
    if (!request || request.assignedTo !== user.id) throw new AppError('FORBIDDEN', T.notAssigned);
    return request;
  }

  function checkedFile(file: UploadedFile | undefined) {
    if (!file) return null;
    const { size, contentType: type } = checkDocumentUpload(file, d.maxFileBytes);
    const name = (file.filename || `attachment.${EXTENSIONS[type]}`).replace(/[^\w.\- ()]+/g, '_').slice(0, 120);
    return { file, size, type, name };
  }

  async function views(rows: MessageRow[], viewer: SessionUser, side: Side): Promise<MessageView[]> {
    const names = await d.names([...new Set(rows.map((r) => r.authorId).filter((x): x is number => x !== null))]);
    return rows.map((r) => {
      const full = (r.authorId !== null && names.get(r.authorId)) || T.authorKind[r.authorKind];
      // The customer sees staff and providers by first name; staff see everyone's full name.
      const authorName = side === 'staff' || r.authorKind === 'customer' ? full : firstName(full);
      return {
        id: r.id,
        authorKind: r.authorKind,
        authorName,
        mine: r.authorId === viewer.id,
        internal: r.internal,
        body: r.body,
        attachment: r.attachmentKey
          ? { name: r.attachmentName ?? 'attachment', url: `/api/v1/messages/${r.id}/attachment`, size: r.attachmentSize ?? 0 }
          : null,
        createdAt: r.createdAt,
      };
    });
  }

  return {
    maxFileBytes: d.maxFileBytes,
    access,

    /** The thread as `side` sees it (internal notes for staff only), newest last; marks it read. */
    async thread(user: SessionUser, requestId: number, side: Side): Promise<MessageView[]> {
      await access(user, requestId, side);
      const thread = await d.repo.threadOf(requestId);
      if (!thread) return [];
      const rows = await d.repo.messages(thread.id, { internal: side === 'staff' });
      const last = rows.at(-1);
      if (last) await d.repo.markRead(thread.id, user.id, last.id);
      return views(rows, user, side);
    },

    /** A new message (or, for staff, an internal note), with an optional attachment. */
    async send(
      user: SessionUser,
      requestId: number,
      side: Side,
      input: { message: string; internal: boolean; file?: UploadedFile | undefined },
    ): Promise<MessageView> {
      const request = await access(user, requestId, side);
      const internal = side === 'staff' && input.internal;
      const file = checkedFile(input.file);
      let key: string | null = null;
      if (file) {
        key = `conversations/${requestId}/${randomBytes(12).toString('hex')}.${EXTENSIONS[file.type]}`;
        try {
          await d.storage.put(key, uploadBody(file.file), file.type, file.size);
        } catch (err) {
          await d.storage.delete(key).catch(() => undefined);
          throw new AppError('UNAVAILABLE', REQUEST_MESSAGES.storageUnavailable).withCause(err);
        }
      }
      const now = d.clock.now();
      // Read before the transaction (PGlite has one connection: no query outside it while it is open).
      const service = (await d.serviceNamesOf([request.serviceId])).get(request.serviceId) ?? 'your service';
      const ownerRole = request.assignedTo !== null ? (await d.person(request.assignedTo))?.role : undefined;
      const authorKind: AuthorKind = side === 'customer' ? 'customer' : side === 'provider' ? 'provider' : 'staff';
      try {
        const row = await d.repo.transaction(async (tx) => {
          const thread = await d.repo.lockThread(tx, requestId, now);
          const row = await d.repo.addMessage(
            tx,
            thread.id,
            {
              authorId: user.id,
              authorKind,
              internal,
              body: input.message,
              attachmentKey: key,
              attachmentName: file?.name ?? null,
              attachmentType: file?.type ?? null,
              attachmentSize: file?.size ?? null,
            },
            now,
          );
          // A customer's message waits for a reply (from its first unanswered one); a reply ends the wait.
          const waitingSince = side === 'customer' ? (thread.waitingSince ?? now) : internal ? thread.waitingSince : null;
          await d.repo.setWaiting(tx, thread.id, { waitingSince, lastMessageAt: now });
          if (internal) return row;
          if (side === 'customer') {
            // The request's owner hears of it; unassigned, it waits in the staff's inbox (and escalates).
            if (request.assignedTo !== null)
              await d.notify(tx, {
                event: 'message_for_team',
                userId: request.assignedTo,
                requestId,
                vars: {
                  customer: user.name,
                  service,
                  requestId: String(requestId),
                  message: input.message,
                  threadLink: threadLinks[ownerRole === 'service_provider' ? 'provider' : 'staff'](requestId),
                },
              });
          } else {
            await d.notify(tx, {
              event: 'message_received',
              userId: request.userId,
              requestId,
              vars: {
                from: `${firstName(user.name)} (${T.authorKind[authorKind]})`,
                service,
                requestId: String(requestId),
                message: input.message,
                threadLink: threadLinks.customer(requestId),
              },
            });
          }
          return row;
        });
        await d.repo.markRead(row.threadId, user.id, row.id);
        return (await views([row], user, side))[0]!;
      } catch (err) {
        if (key) await d.storage.delete(key).catch(() => undefined);
        throw err;
      }
    },

    /** A customer's unread messages: per request and in all. */
    async unread(user: SessionUser): Promise<{ total: number; requests: Map<number, number> }> {
      const ids = await d.requestIdsOf(user.id);
      const requests = await d.repo.unreadFor(user.id, ids);
      let total = 0;
      for (const n of requests.values()) total += n;
      return { total, requests };
    },

    /** Threads waiting for a reply, oldest first, with the time waiting: one page of them, and how many wait in all. */
    async inbox(page: { page: number; pageSize: number } = { page: 1, pageSize: 25 }): Promise<{
      items: InboxEntry[];
      total: number;
    }> {
      const now = d.clock.now();
      const [waiting, total] = await Promise.all([
        d.repo.waiting({ limit: page.pageSize, offset: (page.page - 1) * page.pageSize }),
        d.repo.waitingCount(),
      ]);
      const requests = (await Promise.all(waiting.map((w) => d.requestOf(w.serviceRequestId)))).filter(
        (r): r is RequestRef => !!r,
      );
      const byId = new Map(requests.map((r) => [r.id, r]));
      const [names, services] = await Promise.all([
        d.names(requests.map((r) => r.userId)),
        d.serviceNamesOf([...new Set(requests.map((r) => r.serviceId))]),
      ]);
      const items = waiting.flatMap((w) => {
        const r = byId.get(w.serviceRequestId);
        if (!r || !w.waitingSince) return [];
        return [
          {
            requestId: r.id,
            customerName: names.get(r.userId) ?? '',
            serviceName: services.get(r.serviceId) ?? '',
            waitingSince: w.waitingSince,
            waitingMinutes: Math.max(0, Math.floor((now.getTime() - w.waitingSince.getTime()) / 60_000)),
            lastMessage: w.lastBody,
          },
        ];
      });
      return { items, total };
    },

    /** An attachment, to the request's customer (not of an internal note), staff, or its assigned provider. */
    async attachment(user: SessionUser, messageId: number) {
      const m = await d.repo.message(messageId);
      const notFound = () => AppError.notFound(T.attachmentNotFound);
      if (!m || !m.attachmentKey) throw notFound();
      const side: Side =
        user.role === 'staff' || user.role === 'admin' ? 'staff' : user.role === 'service_provider' ? 'provider' : 'customer';
      try {
        await access(user, m.requestId, side);
      } catch {
        throw notFound();
      }
      if (m.internal && side !== 'staff') throw notFound();
      const stored = await d.storage.get(m.attachmentKey);
      if (!stored) throw notFound();
      return { ...stored, contentType: m.attachmentType ?? stored.contentType, fileName: m.attachmentName ?? 'attachment' };
    },

    /**
     * The escalations due at `now` (run by the notifications' reminder sweep, ADR 0021): a customer
     * message unanswered for 1 working day goes to the request's owner (the admins when it has
     * none); unanswered for 2, to the admins. Each is keyed, so a sweep run twice sends once.
     */
    async escalations(now: Date): Promise<NotifyEvent[]> {
      const candidates = await d.repo.waitingSince(new Date(now.getTime() - 24 * 60 * 60 * 1000));
      if (!candidates.length) return [];
      const [admins, cal] = await Promise.all([d.adminIds(), d.workCalendar()]);
      const out: NotifyEvent[] = [];
      for (const thread of candidates) {
        const since = thread.waitingSince!;
        const request = await d.requestOf(thread.serviceRequestId);
        if (!request) continue;
        const levels: Array<{ level: 'owner' | 'admins'; to: number[] }> = [];
        if (afterWorkingDays(since, 1, cal) <= now)
          levels.push({ level: 'owner', to: request.assignedTo !== null ? [request.assignedTo] : admins });
        if (afterWorkingDays(since, 2, cal) <= now) levels.push({ level: 'admins', to: admins });
        if (!levels.length) continue;
        const [customer, service, last] = await Promise.all([
          d.names([request.userId]),
          d.serviceNamesOf([request.serviceId]),
          d.repo.waiting({ threadIds: [thread.id] }).then((w) => w[0]?.lastBody ?? ''),
        ]);
        for (const { level, to } of levels)
          for (const userId of to)
            out.push({
              event: 'message_waiting',
              userId,
              requestId: request.id,
              key: `conversation-waiting:${thread.id}:${since.getTime()}:${level}:${userId}`,
              vars: {
                customer: customer.get(request.userId) ?? 'A customer',
                service: service.get(request.serviceId) ?? '',
                requestId: String(request.id),
                since: dateInIndia(since),
                message: last,
                threadLink: threadLinks.staff(request.id),
              },
            });
      }
      return out;
    },
  };
}
export type ConversationService = ReturnType<typeof createConversationService>;
