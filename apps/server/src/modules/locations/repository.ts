import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { districts, localities, states } from '../../db/schema.ts';

/** The only code that queries states, districts and localities. Names match case-insensitively. */
export function createLocationRepository(db: Db) {
  const byName = (column: typeof states.name | typeof districts.name, name: string) =>
    sql`lower(${column}) = lower(${name.trim()})`;
  return {
    async listStates(): Promise<string[]> {
      const rows = await db.select({ name: states.name }).from(states).orderBy(asc(states.name));
      return rows.map((r) => r.name);
    },
    async findState(name: string): Promise<{ id: number; name: string } | undefined> {
      const [row] = await db.select({ id: states.id, name: states.name }).from(states).where(byName(states.name, name));
      return row;
    },
    async listDistricts(stateId: number): Promise<string[]> {
      const rows = await db
        .select({ name: districts.name })
        .from(districts)
        .where(eq(districts.stateId, stateId))
        .orderBy(asc(districts.name));
      return rows.map((r) => r.name);
    },
    async findDistrict(stateId: number, name: string): Promise<{ id: number; name: string } | undefined> {
      const [row] = await db
        .select({ id: districts.id, name: districts.name })
        .from(districts)
        .where(and(eq(districts.stateId, stateId), byName(districts.name, name)));
      return row;
    },
    async listLocalities(districtId: number): Promise<{ name: string; pincode: string }[]> {
      return db
        .select({ name: localities.name, pincode: localities.pincode })
        .from(localities)
        .where(eq(localities.districtId, districtId))
        .orderBy(asc(localities.name));
    },
  };
}
export type LocationRepository = ReturnType<typeof createLocationRepository>;
