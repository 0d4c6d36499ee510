import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';
import { SEED_RULES } from '../../modules/calendar/seed-rules.ts';

const CALENDAR_SEED_LOCK = 74_102;

/**
 * Loads the compliance calendar's rules (FY 2026-27, with their legal basis) when there are none:
 * reference data every installation needs, so it runs at every start, seeded or not. Staff never
 * delete a rule (they switch it off), so a table with rules is never reseeded.
 */
export async function seedCalendarRules(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CALENDAR_SEED_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(t.calendarRules);
    if ((row?.n ?? 0) > 0) return { seeded: false };
    await tx.insert(t.calendarRules).values(
      SEED_RULES.map((r) => ({
        code: r.code,
        filing: r.filing,
        appliesTo: r.applies_to,
        gstFrequencies: r.gst_frequencies,
        turnoverBands: r.turnover_bands,
        states: r.states,
        recurrence: r.recurrence,
        schedule: r.schedule as unknown as Record<string, unknown>,
        serviceSlug: r.service_slug,
        note: r.note,
        legalBasis: r.legal_basis,
      })),
    );
    return { seeded: true };
  });
}
