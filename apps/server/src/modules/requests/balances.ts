import { REQUEST_MESSAGES, type FeedbackListQuery, type SessionUser } from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import type { RequestContext } from './context.ts';
import type { FeedbackEntry } from './types.ts';

/** Balances, open requests for a purchase, feedback, and the orphan-file sweep. */
export function createBalances(c: RequestContext) {
  const { d, serviceNameOf, owned } = c;
  return {
    /** The customer's balance record with its request (for the balance order). */
    async balanceFor(user: SessionUser, partialPaymentId: number) {
      const partial = await d.repo.findPartial(partialPaymentId);
      if (!partial) throw AppError.notFound(REQUEST_MESSAGES.paymentInfoMissing);
      if (partial.userId !== user.id) throw new AppError('FORBIDDEN', 'This payment belongs to another account.');
      if (partial.unpaidAmountPaise <= 0) throw new AppError('CONFLICT', REQUEST_MESSAGES.nothingDue);
      const request = await d.repo.find(partial.serviceRequestId);
      if (!request) throw AppError.notFound(REQUEST_MESSAGES.paymentInfoMissing);
      return { partial, request, serviceName: await serviceNameOf(request.serviceId) };
    },

    /**
     * The customer's newest request for the service that is not completed yet; with `period`, only
     * one for that period, with `companyId` (a business purchase) only one for that company.
     */
    async openRequestFor(userId: number, serviceId: number, where: { period?: string; companyId?: number | null } = {}) {
      return d.repo.openRequestFor(userId, serviceId, where);
    },

    async feedback(
      user: SessionUser,
      input: { rating: number; feedback: string; requestId: number | null },
    ): Promise<FeedbackEntry> {
      if (input.requestId) await owned(user, input.requestId);
      const row = await d.repo.insertFeedback({
        userId: user.id,
        serviceRequestId: input.requestId,
        rating: input.rating,
        message: input.feedback,
      });
      return { id: row.id, rating: row.rating, message: row.message, createdAt: row.createdAt };
    },

    /** The feedback list of the back office (paged; filters from the query string, already parsed). */
    async feedbackList(q: FeedbackListQuery) {
      return d.listFeedback(q);
    },
    /**
     * Deletes files written but never recorded (a crash mid-upload) and files replaced whose
     * deletion did not finish, once older than the grace period. Keys still referenced are kept.
     */
    async sweepOrphans(graceMs: number): Promise<number> {
      const keys = await d.repo.pendingOlderThan(new Date(Date.now() - graceMs));
      let removed = 0;
      for (const key of keys) {
        try {
          if (!(await d.repo.isReferenced(key))) {
            await d.storage.delete(key);
            removed++;
          }
          await d.repo.clearPending(key);
        } catch (err) {
          d.log?.warn({ err, key }, 'orphan sweep: will retry at the next start');
        }
      }
      if (d.storage.sweepTemporary) removed += await d.storage.sweepTemporary(graceMs).catch(() => 0);
      return removed;
    },
  };
}
