import {
  ADMIN_MESSAGES,
  DEFAULT_STAGE_TARGET_HOURS,
  REQUEST_ADMIN_MESSAGES,
  TARGET_STAGES,
  isBackofficeRole,
  targetsUpdateSchema,
  type Actor,
  type ServiceTargets,
  type TargetStage,
} from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { RequestAdminRepository } from './backoffice-repository.ts';
import type { AuditEntryInput } from './backoffice-service.ts';

function assertStaff(actor: Actor | null | undefined): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.signInRequired);
  if (!isBackofficeRole(actor.role)) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.forbidden);
}
const actorName = (a: Actor) => a.name || a.email || a.mobile || `#${a.id}`;

/** Target hours per stage per service (issue 11) and the overdue count of the dashboard. */
export function createTargetAdmin(deps: {
  repo: RequestAdminRepository;
  audit: (tx: Tx | Db, entry: AuditEntryInput) => Promise<void>;
  clock: Clock;
}) {
  const { repo, clock } = deps;
  function targetsOf(rows: Awaited<ReturnType<RequestAdminRepository['targets']>>): ServiceTargets[] {
    const by = new Map<number, ServiceTargets>();
    for (const r of rows) {
      let t = by.get(r.serviceId);
      if (!t) {
        t = {
          serviceId: r.serviceId,
          serviceName: r.serviceName,
          hours: { ...DEFAULT_STAGE_TARGET_HOURS },
          custom: Object.fromEntries(TARGET_STAGES.map((s) => [s, null])) as Record<TargetStage, number | null>,
        };
        by.set(r.serviceId, t);
      }
      if (r.stage && r.hours !== null) {
        t.hours[r.stage] = r.hours;
        t.custom[r.stage] = r.hours;
      }
    }
    return [...by.values()];
  }

  return {
    async targets(actor: Actor) {
      assertStaff(actor);
      return targetsOf(await repo.targets());
    },
    async setTargets(actor: Actor, serviceId: number, body: unknown) {
      assertStaff(actor);
      const input = parseOrThrow(targetsUpdateSchema, body) as Record<TargetStage, number | null>;
      const [before] = targetsOf(await repo.targets(serviceId));
      if (!before) throw AppError.notFound(REQUEST_ADMIN_MESSAGES.unknownService);
      await repo.transaction(async (tx) => {
        await repo.setTargets(tx, serviceId, input);
        await deps.audit(tx, {
          actorId: actor.id,
          actorName: actorName(actor),
          actorRole: actor.role,
          action: 'service.targets',
          entityType: 'service',
          entityId: String(serviceId),
          before: before.custom,
          after: input,
          createdAt: clock.now(),
        });
      });
      return targetsOf(await repo.targets(serviceId))[0]!;
    },
    async countOverdue(actor: Actor) {
      assertStaff(actor);
      return repo.countOverdue(clock.now());
    },
  };
}
