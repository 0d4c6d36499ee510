import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { creditNotes, invoices } from '../../db/schema.ts';
import type { DataRightsContributor } from '../../lib/data-rights.ts';
import { gstRecordsKeptUntil } from '@anupalan/shared';

const fileOf = (number: string) => number.replace(/[^A-Za-z0-9-]+/g, '-');

/**
 * Tax invoices, receipt vouchers and credit notes in an export (their JSON as issued and the PDF)
 * and an erasure (issue 24): kept exactly as issued, for the period the GST law requires
 * (`gstRecordsKeptUntil`); they show only what an invoice must (rule 46 of the CGST Rules).
 */
export function createInvoiceDataRights(
  db: Db,
  paymentIdsOf: (userId: number, tx?: Tx) => Promise<number[]>,
  render: (snapshot: Record<string, unknown>) => Promise<Buffer>,
): DataRightsContributor {
  async function of(paymentIds: number[], t: Db = db) {
    if (!paymentIds.length) return { issued: [], notes: [] };
    const issued = await t.select().from(invoices).where(inArray(invoices.paymentId, paymentIds)).orderBy(asc(invoices.id));
    const notes = issued.length
      ? await t
          .select()
          .from(creditNotes)
          .where(
            inArray(
              creditNotes.invoiceId,
              issued.map((i) => i.id),
            ),
          )
          .orderBy(asc(creditNotes.id))
      : [];
    return { issued, notes };
  }
  return {
    name: 'invoices',
    async export(userId) {
      const { issued, notes } = await of(await paymentIdsOf(userId));
      const doc = (kind: string, r: { number: string; issuedAt: Date; snapshot: Record<string, unknown> }) => ({
        kind,
        number: r.number,
        issued_at: r.issuedAt.toISOString(),
        pdf: `files/invoices/${fileOf(r.number)}.pdf`,
        as_issued: r.snapshot,
      });
      return {
        data: {
          invoices: issued.map((i) => doc(i.kind, i)),
          credit_notes: notes.map((n) => ({
            ...doc('credit_note', n),
            invoice: issued.find((i) => i.id === n.invoiceId)?.number ?? null,
          })),
        },
        made: [...issued, ...notes].map((r) => ({ path: `invoices/${fileOf(r.number)}.pdf`, bytes: () => render(r.snapshot) })),
      };
    },
    async erase(tx, person) {
      const t = tx as unknown as Db;
      const { issued, notes } = await of(await paymentIdsOf(person.id, tx), t);
      // Kept as issued but for the buyer's e-mail and mobile, which an invoice need not show (rule 46).
      const strip = (snapshot: Record<string, unknown>) => {
        const recipient = (snapshot.recipient ?? {}) as Record<string, unknown>;
        return { ...snapshot, recipient: { ...recipient, email: null, mobile: null } };
      };
      for (const i of issued)
        await t
          .update(invoices)
          .set({ snapshot: strip(i.snapshot) })
          .where(eq(invoices.id, i.id));
      for (const n of notes)
        await t
          .update(creditNotes)
          .set({ snapshot: strip(n.snapshot) })
          .where(eq(creditNotes.id, n.id));
      const last = [...issued, ...notes].map((r) => r.issuedAt).sort((a, b) => b.getTime() - a.getTime())[0];
      return {
        erased: [],
        kept: last ? [{ what: 'dataRights.kept.invoices', why: 'dataRights.why.gst', until: gstRecordsKeptUntil(last) }] : [],
        files: [],
      };
    },
  };
}
