import type { Tx } from '../../db/tx.ts';
import { dueDates, notices, testimonials } from '../../db/schema.ts';
import type { SeedDueDate, SeedNotice, SeedTestimonial } from '../../db/seed/types.ts';

/** The demo home content: notices and testimonials in the order given, and the due dates. */
export async function seedContent(
  tx: Tx,
  content: { notices: SeedNotice[]; dueDates: SeedDueDate[]; testimonials: SeedTestimonial[] },
): Promise<void> {
  await tx.insert(notices).values(content.notices.map((n, i) => ({ ...n, sortOrder: i })));
  await tx.insert(dueDates).values(content.dueDates);
  await tx.insert(testimonials).values(content.testimonials.map((x, i) => ({ ...x, sortOrder: i })));
}
