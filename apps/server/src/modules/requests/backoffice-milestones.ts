import {
  ADMIN_MESSAGES,
  holidaysUpdateSchema,
  isBackofficeRole,
  milestoneAdvanceSchema,
  milestonePlanSchema,
  type Actor,
  type Holiday,
  type ServiceMilestones,
} from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { AuditEntryInput } from './backoffice-service.ts';
import type { RequestService } from './service.ts';

function assertStaff(actor: Actor | null | undefined): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.signInRequired);
  if (!isBackofficeRole(actor.role)) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.forbidden);
}
const actorName = (a: Actor) => a.name || a.email || a.mobile || `#${a.id}`;

/**
 * The back office's side of milestones (issue 21): a service's milestones (its editor page), the
 * holidays of the working-day clock, and moving a request to its next milestone. Every change is
 * audited in its own transaction; the rules are the requests service's (milestones.ts).
 */
export function createMilestoneAdmin(deps: {
  requests: RequestService;
  audit: (tx: Tx | Db, entry: AuditEntryInput) => Promise<void>;
  clock: Clock;
}) {
  const audit =
    (actor: Actor, action: string, entityType: string, entityId: string, before: unknown, after: unknown) =>
    async (tx: Tx | Db) =>
      deps.audit(tx, {
        actorId: actor.id,
        actorName: actorName(actor),
        actorRole: actor.role,
        action,
        entityType,
        entityId,
        before,
        after,
        createdAt: deps.clock.now(),
      });

  return {
    async milestones(actor: Actor, serviceId: number): Promise<ServiceMilestones> {
      assertStaff(actor);
      return deps.requests.servicePlan(serviceId);
    },
    /** Replaces a service's milestones: 422 naming the field for no milestones or days outside 1–365. */
    async setMilestones(actor: Actor, serviceId: number, body: unknown): Promise<ServiceMilestones> {
      assertStaff(actor);
      const input = parseOrThrow(milestonePlanSchema, body);
      return deps.requests.saveServicePlan(serviceId, input.milestones, (tx, before) =>
        audit(
          actor,
          'service.milestones',
          'service',
          String(serviceId),
          before.custom ? before.milestones : null,
          input.milestones,
        )(tx),
      );
    },
    async holidays(actor: Actor): Promise<Holiday[]> {
      assertStaff(actor);
      return deps.requests.holidays();
    },
    async setHolidays(actor: Actor, body: unknown): Promise<Holiday[]> {
      assertStaff(actor);
      const input = parseOrThrow(holidaysUpdateSchema, body);
      const before = await deps.requests.holidays();
      return deps.requests.saveHolidays(
        input.holidays,
        audit(actor, 'holidays.update', 'holidays', 'all', before, input.holidays),
      );
    },
    /** Moves a request to its next milestone; 409 when someone moved it since the version the staff member saw. */
    async advance(actor: Actor, id: number, body: unknown): Promise<string> {
      assertStaff(actor);
      const input = parseOrThrow(milestoneAdvanceSchema, body);
      return deps.requests.advance(
        actor,
        id,
        input.version,
        audit(actor, 'request.milestone', 'service_request', String(id), { version: input.version }, null),
      );
    },
  };
}
export type MilestoneAdmin = ReturnType<typeof createMilestoneAdmin>;
