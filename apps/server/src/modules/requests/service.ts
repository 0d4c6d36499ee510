import { createBalances } from './balances.ts';
import { createRequestContext, type RequestDeps } from './context.ts';
import { createCustomerViews } from './customer-views.ts';
import { createDeliverables } from './deliverables.ts';
import { createDocumentAsks } from './document-asks.ts';
import { createDocuments } from './documents.ts';
import { createMilestones } from './milestones.ts';
import { createReminders } from './reminders.ts';
import { createSavedDocuments } from './saved-documents.ts';
import { createStages } from './stages.ts';

export type { RequestDeps } from './context.ts';
export type * from './types.ts';

/**
 * Service requests after payment, one part per concern: the customer's lists (customer-views.ts),
 * documents (documents.ts), stages and assignment (stages.ts), the deliverable (deliverables.ts),
 * balances, feedback and the orphan-file sweep (balances.ts), reminders (reminders.ts), and
 * milestones, the named expert and late-milestone warnings (milestones.ts); their
 * shared helpers are in context.ts. Files are written to storage first under a generated key
 * (marked pending), then recorded in a transaction that clears the mark; a crash in between leaves
 * a pending mark the start-up sweep resolves, never a record without its file.
 */
export function createRequestService(d: RequestDeps) {
  const c = createRequestContext(d);
  const milestones = createMilestones(c);
  const reminders = createReminders(c);
  const asks = createDocumentAsks(c);
  const documents = createDocuments(c, asks);
  return {
    maxFileBytes: d.maxFileBytes,
    ...milestones,
    /** Every reminder due at `now`: the customers' (reminders.ts) and the late milestones' warnings. */
    async reminders(now: Date) {
      return [...(await reminders.reminders(now)), ...(await milestones.lateWarnings(now))];
    },
    ...createCustomerViews(c, milestones),
    ...asks,
    ...documents,
    ...createSavedDocuments(c, documents),
    ...createDeliverables(c),
    ...createStages(c),
    ...createBalances(c),
  };
}
export type RequestService = ReturnType<typeof createRequestService>;
