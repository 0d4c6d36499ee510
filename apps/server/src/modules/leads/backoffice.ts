import {
  ADMIN_MESSAGES,
  isBackofficeRole,
  leadListQuerySchema,
  leadUpdateSchema,
  type Actor,
  type AdminLead,
  type AdminServices,
} from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { istDayStart, istNextDay } from '../../db/paged.ts';
import { assertStaff, audited } from '../../lib/backoffice.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { parseOrThrow, parseQuery } from '../../lib/validation.ts';
import type { UserService } from '../users/service.ts';
import { createLeadAdminRepository } from './backoffice-repository.ts';
import type { LeadRow } from './repository.ts';

function toLead(l: LeadRow, names: Map<number, { name: string }>): AdminLead {
  return {
    id: l.id,
    name: l.name,
    mobile: l.mobile,
    email: l.email,
    serviceName: l.serviceName,
    message: l.message,
    status: l.status,
    assigneeId: l.assigneeId,
    assigneeName: l.assigneeId ? (names.get(l.assigneeId)?.name ?? null) : null,
    notes: l.staffNotes,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

/** The leads' back office (issue 11): the list with assignees' names, a lead's status, assignee and notes. */
export function createLeadAdminService(deps: { db: Db; users: UserService; clock: Clock }) {
  const { db, users, clock } = deps;
  const repo = createLeadAdminRepository(db);
  const present = async (rows: LeadRow[], tx?: Tx) => {
    const names = await (tx ? users.within(tx) : users).people(rows.flatMap((l) => (l.assigneeId ? [l.assigneeId] : [])));
    return rows.map((l) => toLead(l, names));
  };

  const backOffice = {
    async list(actor: Actor, query: unknown) {
      assertStaff(actor);
      const q = parseQuery(leadListQuerySchema, query);
      const { rows, total } = await repo.list(q);
      return { items: await present(rows), pageInfo: { page: q.page, pageSize: q.pageSize, total } };
    },
    async update(actor: Actor, id: number, body: unknown) {
      assertStaff(actor);
      const input = parseOrThrow(leadUpdateSchema, body);
      return audited(db, clock, actor, { action: 'lead.update', entityType: 'lead', entityId: id }, async (tx) => {
        const leadsTx = createLeadAdminRepository(tx);
        const before = await leadsTx.lock(id);
        if (!before) throw AppError.notFound('No such lead.');
        if (input.assigneeId) {
          const assignee = await users.within(tx).findById(input.assigneeId);
          if (!assignee || !isBackofficeRole(assignee.role) || assignee.status !== 'active') {
            throw new AppError('VALIDATION', ADMIN_MESSAGES.assigneeNotStaff, {
              assigneeId: [ADMIN_MESSAGES.assigneeNotStaff],
            });
          }
        }
        const change = {
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
          ...(input.notes !== undefined ? { staffNotes: input.notes } : {}),
        };
        await leadsTx.update(id, change);
        const pick = (l: { status: string; assigneeId: number | null; staffNotes: string }) => ({
          status: l.status,
          assigneeId: l.assigneeId,
          notes: l.staffNotes,
        });
        const after = (await leadsTx.find(id))!;
        return { before: pick(before), after: pick(after), result: (await present([after], tx))[0]! };
      });
    },
  } satisfies AdminServices['leads'];

  return {
    ...backOffice,
    /** Leads made within these days (India), by status (the dashboard). */
    byStatus: (from: string, to: string) => repo.byStatus(istDayStart(from), istNextDay(to)),
  };
}
export type LeadAdminService = ReturnType<typeof createLeadAdminService>;
