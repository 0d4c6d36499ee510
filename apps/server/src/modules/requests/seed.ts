import type { MilestoneWaitsOn } from '@anupalan/shared';
import type { Tx } from '../../db/tx.ts';
import { serviceMilestones } from '../../db/schema.ts';

export type SeedMilestone = readonly [name: string, workingDays: number, waitsOn: MilestoneWaitsOn];

/** The demo services' milestones (issue 21), by the services' ids from the catalogue's seed. */
export async function seedMilestones(
  tx: Tx,
  serviceIds: ReadonlyMap<string, number>,
  plans: Record<string, readonly SeedMilestone[]>,
): Promise<void> {
  const rows = [...serviceIds].flatMap(([slug, serviceId]) =>
    (plans[slug] ?? []).map(([name, workingDays, waitsOn], position) => ({
      serviceId,
      position,
      name,
      workingDays,
      waitsOn,
    })),
  );
  if (rows.length) await tx.insert(serviceMilestones).values(rows);
}
