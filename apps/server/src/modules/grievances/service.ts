import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  GRIEVANCE_ACK_HOURS,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_MESSAGES as M,
  GRIEVANCE_RESOLVE_MONTHS,
  GRIEVANCE_STATUS_LABELS,
  formatIndianDate,
  isBackofficeRole,
  isoDateInIndia,
  istDay,
  type Actor,
  type AdminGrievance,
  type AdminGrievanceDetail,
  type Grievance,
  type GrievanceCategory,
  type GrievanceListQuery,
  type GrievanceReport,
  type SessionUser,
} from '@anupalan/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Tx } from '../../db/tx.ts';
import { assertStaff } from '../../lib/backoffice.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { checkDocumentUpload, uploadBody, uploadSize, type UploadedFile } from '../../lib/uploads.ts';
import type { Notify } from '../notifications/service.ts';
import { extensionFor, safeFileName } from '../requests/rules.ts';
import type { UserService } from '../users/service.ts';
import type { GrievanceAttachmentRow, GrievanceMessageRow, GrievanceRepository, GrievanceRow } from './repository.ts';

export interface GrievanceDeps {
  repo: GrievanceRepository;
  storage: FileStorage;
  users: Pick<UserService, 'findById' | 'people' | 'activeWithRoles'>;
  /** The customer's own orders (the requests module): id and a label for the picker. */
  ordersOf: (user: SessionUser) => Promise<Array<{ id: number; label: string }>>;
  notify: Notify;
  clock: Clock;
  log: FastifyBaseLogger;
  maxFileBytes: number;
}

const HOUR = 3600_000;
const IST_OFFSET = 5.5 * HOUR;

/** The calendar year in India at an instant (the ticket number's year). */
export function indiaYear(at: Date): number {
  return new Date(at.getTime() + IST_OFFSET).getUTCFullYear();
}

/** GRV-2026-000123. */
export function ticketNumber(year: number, sequence: number): string {
  return `GRV-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The same time `months` calendar months later, counted on India's calendar (the complaint filed
 * at 01:30 IST on 1 May is due at 01:30 IST on 1 June, though it is still 30 April in UTC); the
 * 31st into a shorter month: its last day.
 */
export function addMonths(at: Date, months: number): Date {
  const day = istDay(at);
  const sinceMidnight = at.getTime() - Date.parse(`${day}T00:00:00+05:30`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return new Date(Date.parse(`${first.toISOString().slice(0, 10)}T00:00:00+05:30`) + sinceMidnight);
}

/** The clocks of a complaint received at `at`. */
export function clocksOf(at: Date): { ackDueAt: Date; resolveDueAt: Date } {
  return { ackDueAt: new Date(at.getTime() + GRIEVANCE_ACK_HOURS * HOUR), resolveDueAt: addMonths(at, GRIEVANCE_RESOLVE_MONTHS) };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const dueText = (d: Date) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(d);

export function createGrievanceService(d: GrievanceDeps) {
  /** An attachment by the document upload's rules: PDF, JPEG or PNG by its bytes, not empty, within the limit. */
  function checkedFile(field: string, file: UploadedFile) {
    const { size, contentType: type } = checkDocumentUpload(file, d.maxFileBytes, field);
    return { file, size, contentType: type, fileName: safeFileName(file.filename, type, 'attachment') };
  }

  function attachmentsView(rows: GrievanceAttachmentRow[]) {
    return rows.map((a) => ({ id: a.id, fileName: a.fileName, size: a.size }));
  }

  async function orderLabels(user: SessionUser, rows: GrievanceRow[]): Promise<Map<number, string>> {
    if (!rows.some((r) => r.requestId)) return new Map();
    return new Map((await d.ordersOf(user)).map((o) => [o.id, o.label]));
  }

  async function customerView(user: SessionUser, rows: GrievanceRow[]): Promise<Grievance[]> {
    const ids = rows.map((r) => r.id);
    const [replies, files, labels] = await Promise.all([
      d.repo.messagesOf(ids, 'reply'),
      d.repo.attachmentsOf(ids),
      orderLabels(user, rows),
    ]);
    return rows.map((g) => ({
      ticketNo: g.ticketNo,
      category: g.category,
      description: g.description,
      status: g.status,
      requestId: g.requestId,
      orderLabel: g.requestId ? (labels.get(g.requestId) ?? `Request #${g.requestId}`) : null,
      createdAt: g.createdAt.toISOString(),
      ackDueAt: g.ackDueAt.toISOString(),
      resolveDueAt: g.resolveDueAt.toISOString(),
      acknowledgedAt: iso(g.acknowledgedAt),
      resolvedAt: iso(g.resolvedAt),
      closedAt: iso(g.closedAt),
      resolution: g.resolution,
      attachments: attachmentsView(files.filter((f) => f.grievanceId === g.id)),
      replies: replies
        .filter((m) => m.grievanceId === g.id)
        .map((m) => ({ id: m.id, body: m.body, createdAt: m.createdAt.toISOString() })),
    }));
  }

  async function adminRows(rows: GrievanceRow[]): Promise<AdminGrievance[]> {
    const now = d.clock.now();
    const people = await d.users.people(rows.flatMap((r) => [r.userId, ...(r.assigneeId ? [r.assigneeId] : [])]));
    return rows.map((g) => {
      const c = people.get(g.userId);
      const a = g.assigneeId ? people.get(g.assigneeId) : undefined;
      const open = g.status === 'open' || g.status === 'acknowledged';
      return {
        id: g.id,
        ticketNo: g.ticketNo,
        category: g.category,
        description: g.description,
        status: g.status,
        requestId: g.requestId,
        orderLabel: g.requestId ? `Request #${g.requestId}` : null,
        customer: { id: g.userId, name: c?.name ?? '', email: c?.email ?? null, mobile: c?.mobile ?? null },
        assignee: a ? { id: a.id, name: a.name } : null,
        createdAt: g.createdAt.toISOString(),
        ackDueAt: g.ackDueAt.toISOString(),
        resolveDueAt: g.resolveDueAt.toISOString(),
        acknowledgedAt: iso(g.acknowledgedAt),
        resolvedAt: iso(g.resolvedAt),
        closedAt: iso(g.closedAt),
        resolution: g.resolution,
        ackOverdue: !g.acknowledgedAt && g.status !== 'closed' && g.ackDueAt < now,
        resolveOverdue: open && g.resolveDueAt < now,
        escalatedAt: iso(g.resolveEscalatedAt ?? g.ackEscalatedAt),
      };
    });
  }

  async function detail(id: number): Promise<AdminGrievanceDetail> {
    const g = await d.repo.byId(id);
    if (!g) throw AppError.notFound(M.notFound);
    const [[row], messages, files, staff] = await Promise.all([
      adminRows([g]),
      d.repo.messagesOf([id]),
      d.repo.attachmentsOf([id]),
      d.users.activeWithRoles(['staff', 'admin']),
    ]);
    const authors = await d.users.people(messages.flatMap((m: GrievanceMessageRow) => (m.authorId ? [m.authorId] : [])));
    return {
      ...row!,
      attachments: attachmentsView(files),
      messages: messages.map((m) => ({
        id: m.id,
        kind: m.kind,
        body: m.body,
        authorId: m.authorId,
        authorName: m.authorId ? (authors.get(m.authorId)?.name ?? null) : null,
        createdAt: m.createdAt.toISOString(),
      })),
      staff,
    };
  }

  /** Tells the customer of a change on their ticket (in the change's transaction). */
  async function tell(tx: Tx, g: GrievanceRow, status: GrievanceRow['status'], message: string) {
    await d.notify(tx, {
      event: 'grievance_update',
      userId: g.userId,
      vars: {
        ticketNo: g.ticketNo,
        status: GRIEVANCE_STATUS_LABELS[status],
        message,
        ticketLink: `/grievance/${g.ticketNo}`,
      },
    });
  }

  /** A staff action on a ticket under its row's lock; refused on a closed one. */
  async function act(
    actor: Actor,
    id: number,
    fn: (tx: Tx, g: GrievanceRow, now: Date) => Promise<void>,
  ): Promise<AdminGrievanceDetail> {
    assertStaff(actor);
    await d.repo.transaction(async (tx) => {
      const g = await d.repo.lock(tx, id);
      if (!g) throw AppError.notFound(M.notFound);
      if (g.status === 'closed') throw new AppError('CONFLICT', M.closedAlready);
      await fn(tx, g, d.clock.now());
    });
    return detail(id);
  }

  return {
    maxFileBytes: d.maxFileBytes,

    /** The customer files a complaint: a ticket number at once, and the same by their channels. */
    async file(
      user: SessionUser,
      input: { category: GrievanceCategory; description: string; request_id: number | null },
      uploads: Record<string, UploadedFile | undefined>,
    ): Promise<Grievance> {
      if (input.request_id !== null) {
        const own = await d.ordersOf(user);
        if (!own.some((o) => o.id === input.request_id))
          throw new AppError('VALIDATION', M.orderNotYours, { request_id: [M.orderNotYours] });
      }
      const files = Object.entries(uploads)
        .filter((e): e is [string, UploadedFile] => !!e[1] && (uploadSize(e[1]) > 0 || e[1].tooLarge || !!e[1].filename))
        .map(([field, file]) => checkedFile(field, file));
      const now = d.clock.now();
      // Files first (outside the transaction), under keys we make; removed again if the ticket is not stored.
      const stored: Array<{ key: string; f: ReturnType<typeof checkedFile> }> = [];
      try {
        for (const f of files) {
          const key = `grievances/${randomUUID()}.${extensionFor(f.contentType)}`;
          await d.storage.put(key, uploadBody(f.file), f.contentType, f.size);
          stored.push({ key, f });
        }
        const row = await d.repo.transaction(async (tx) => {
          const year = indiaYear(now);
          const ticketNo = ticketNumber(year, await d.repo.nextSequence(tx, year));
          const clocks = clocksOf(now);
          const g = await d.repo.insert(tx, {
            ticketNo,
            userId: user.id,
            requestId: input.request_id,
            category: input.category,
            description: input.description,
            ...clocks,
            createdAt: now,
            updatedAt: now,
          });
          await d.repo.insertAttachments(
            tx,
            stored.map(({ key, f }) => ({
              grievanceId: g.id,
              storageKey: key,
              fileName: f.fileName,
              contentType: f.contentType,
              size: f.size,
              createdAt: now,
            })),
          );
          await d.notify(tx, {
            event: 'grievance_received',
            userId: user.id,
            vars: {
              ticketNo,
              category: GRIEVANCE_CATEGORY_LABELS[input.category],
              ackBy: dueText(clocks.ackDueAt),
              resolveBy: formatIndianDate(clocks.resolveDueAt),
              ticketLink: `/grievance/${ticketNo}`,
            },
          });
          return g;
        });
        return (await customerView(user, [row]))[0]!;
      } catch (err) {
        await Promise.all(stored.map(({ key }) => d.storage.delete(key).catch(() => undefined)));
        throw err;
      }
    },

    async mine(user: SessionUser): Promise<Grievance[]> {
      return customerView(user, await d.repo.forUser(user.id));
    },

    /** One ticket of the customer's own; another's is "not found", as one that does not exist. */
    async ticket(user: SessionUser, ticketNo: string): Promise<Grievance> {
      const g = await d.repo.byTicket(ticketNo);
      if (!g || g.userId !== user.id) throw AppError.notFound(M.notFound);
      return (await customerView(user, [g]))[0]!;
    },

    orders: (user: SessionUser) => d.ordersOf(user),

    /** An attachment's bytes for its customer or staff. */
    async attachment(user: SessionUser, id: number) {
      const a = await d.repo.attachment(id);
      const g = a ? await d.repo.byId(a.grievanceId) : undefined;
      if (!a || !g || (g.userId !== user.id && !isBackofficeRole(user.role))) throw AppError.notFound(M.notFound);
      const stored = await d.storage.get(a.storageKey);
      if (!stored) throw AppError.notFound(M.notFound);
      return { stream: stored.stream, size: stored.size, fileName: a.fileName, contentType: a.contentType };
    },

    /* ---------------------------------------------------------------- the back office */

    async list(actor: Actor, q: GrievanceListQuery) {
      assertStaff(actor);
      const now = d.clock.now();
      const { rows, total } = await d.repo.list({
        ...(q.status ? { status: q.status } : {}),
        overdue: q.overdue === '1',
        now,
        page: q.page,
        pageSize: q.pageSize,
      });
      return { items: await adminRows(rows), pageInfo: { page: q.page, pageSize: q.pageSize, total } };
    },

    async detail(actor: Actor, id: number) {
      assertStaff(actor);
      return detail(id);
    },

    acknowledge: (actor: Actor, id: number) =>
      act(actor, id, async (tx, g, now) => {
        if (g.acknowledgedAt) return;
        await d.repo.update(tx, id, { acknowledgedAt: now, status: g.status === 'open' ? 'acknowledged' : g.status }, now);
        await tell(tx, g, 'acknowledged', 'We have acknowledged your complaint and are looking into it.');
      }),

    async assign(actor: Actor, id: number, assigneeId: number) {
      assertStaff(actor);
      // Asked before the transaction (its connection is held until it ends).
      const staff = await d.users.activeWithRoles(['staff', 'admin']);
      if (!staff.some((s) => s.id === assigneeId))
        throw new AppError('VALIDATION', M.assigneeNotStaff, { assigneeId: [M.assigneeNotStaff] });
      return act(actor, id, async (tx, _g, now) => {
        await d.repo.update(tx, id, { assigneeId }, now);
      });
    },

    note: (actor: Actor, id: number, body: string) =>
      act(actor, id, async (tx, _g, now) => {
        await d.repo.insertMessage(tx, { grievanceId: id, kind: 'note', authorId: actor.id, body, createdAt: now });
        await d.repo.update(tx, id, {}, now);
      }),

    /** A reply the customer sees on the ticket and receives; the first one acknowledges the complaint. */
    reply: (actor: Actor, id: number, body: string) =>
      act(actor, id, async (tx, g, now) => {
        await d.repo.insertMessage(tx, { grievanceId: id, kind: 'reply', authorId: actor.id, body, createdAt: now });
        const status = g.status === 'open' ? 'acknowledged' : g.status;
        await d.repo.update(tx, id, { status, ...(g.acknowledgedAt ? {} : { acknowledgedAt: now }) }, now);
        await tell(tx, g, status, body);
      }),

    resolve: (actor: Actor, id: number, resolution: string) =>
      act(actor, id, async (tx, g, now) => {
        await d.repo.update(
          tx,
          id,
          { status: 'resolved', resolution, resolvedAt: now, ...(g.acknowledgedAt ? {} : { acknowledgedAt: now }) },
          now,
        );
        await tell(tx, g, 'resolved', resolution);
      }),

    close: (actor: Actor, id: number) =>
      act(actor, id, async (tx, g, now) => {
        if (g.status !== 'resolved') throw new AppError('CONFLICT', M.notResolved);
        await d.repo.update(tx, id, { status: 'closed', closedAt: now }, now);
      }),

    /**
     * The overdue sweep (a scheduled job on the queue, hourly): each ticket past a clock is flagged
     * and the admins are told once per clock; a second sweep, or another instance's, tells no one again.
     */
    async escalate(): Promise<number> {
      const now = d.clock.now();
      const due = await d.repo.toEscalate(now);
      const admins = await d.users.activeWithRoles(['admin']);
      let told = 0;
      for (const [clock, rows] of [
        ['ack', due.ack],
        ['resolve', due.resolve],
      ] as const) {
        for (const g of rows) {
          await d.repo.transaction(async (tx) => {
            if (!(await d.repo.markEscalated(tx, g.id, clock, now))) return;
            told += 1;
            for (const admin of admins) {
              await d.notify(tx, {
                event: 'grievance_escalated',
                userId: admin.id,
                key: `grievance-escalated:${g.id}:${clock}:${admin.id}`,
                vars: {
                  name: admin.name || 'there',
                  ticketNo: g.ticketNo,
                  clock: clock === 'ack' ? 'acknowledgement (48 hours)' : 'resolution (one month)',
                  due: dueText(clock === 'ack' ? g.ackDueAt : g.resolveDueAt),
                  queueLink: `/admin/grievances/${g.id}`,
                },
              });
            }
          });
        }
      }
      if (told) d.log.warn({ tickets: told }, 'overdue grievances escalated to admins');
      return told;
    },

    /** The compliance report's count for a month (India calendar): received, in time or late, still open. */
    async report(actor: Actor, asked?: string): Promise<GrievanceReport> {
      assertStaff(actor);
      const month = asked ?? isoDateInIndia(d.clock.now()).slice(0, 7);
      const from = new Date(`${month}-01T00:00:00+05:30`);
      const [y, m] = month.split('-').map(Number) as [number, number];
      const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
      const to = new Date(`${next}-01T00:00:00+05:30`);
      const rows = await d.repo.receivedBetween(from, to);
      const now = d.clock.now();
      const byCategory: Record<string, number> = {};
      for (const r of rows) byCategory[r.category] = (byCategory[r.category] ?? 0) + 1;
      return {
        month,
        received: rows.length,
        acknowledgedInTime: rows.filter((r) => r.acknowledgedAt && r.acknowledgedAt <= r.ackDueAt).length,
        acknowledgedLate: rows.filter((r) => (r.acknowledgedAt ? r.acknowledgedAt > r.ackDueAt : r.ackDueAt < now)).length,
        resolvedInTime: rows.filter((r) => r.resolvedAt && r.resolvedAt <= r.resolveDueAt).length,
        resolvedLate: rows.filter((r) => (r.resolvedAt ? r.resolvedAt > r.resolveDueAt : r.resolveDueAt < now)).length,
        open: rows.filter((r) => r.status === 'open' || r.status === 'acknowledged').length,
        byCategory,
      };
    },
  };
}
export type GrievanceService = ReturnType<typeof createGrievanceService>;
