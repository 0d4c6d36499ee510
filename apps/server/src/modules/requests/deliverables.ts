import { randomUUID } from 'node:crypto';
import { REQUEST_MESSAGES, type SessionUser } from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { type UploadedFile } from '../../lib/uploads.ts';
import { safeFileName } from './rules.ts';
import type { RequestContext } from './context.ts';
import type { InTransaction } from './types.ts';

/** The deliverable: staff upload it, the customer (once nothing is due), staff and the provider read it. */
export function createDeliverables(c: RequestContext) {
  const {
    d,
    isStaff,
    storageDown,
    assertMayReadFiles,
    find,
    serviceNameOf,
    notifyDeliverable,
    putPending,
    dropReplaced,
    checkedFile,
    staffView,
  } = c;
  return {
    /** GET /user/requests/:id/deliverable (owner once nothing is due, staff, the assigned provider). */
    async deliverable(user: SessionUser, requestId: number) {
      const found = await find(requestId);
      if (!found) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
      await assertMayReadFiles(user, found.request);
      const r = found.request;
      if (!r.deliverableKey) throw AppError.notFound(REQUEST_MESSAGES.noFile);
      // The result is the provider's leverage to collect: the customer gets it once nothing is due
      // (staff and the assigned provider may always read it).
      if (!isStaff(user) && !(user.role === 'service_provider' && r.assignedTo === user.id)) {
        const partial = await d.repo.partialOfRequest(r.id);
        if (partial && partial.unpaidAmountPaise > 0)
          throw new AppError('PAYMENT_REQUIRED', REQUEST_MESSAGES.balanceDueForDownload(partial.unpaidAmountPaise));
      }
      let file;
      try {
        file = await d.storage.get(r.deliverableKey);
      } catch (err) {
        throw storageDown(err);
      }
      if (!file) throw AppError.notFound(REQUEST_MESSAGES.noFile);
      return {
        stream: file.stream,
        contentType: r.deliverableContentType ?? file.contentType,
        fileName: r.deliverableName ?? 'deliverable',
        ...(file.size !== undefined ? { size: file.size } : {}),
      };
    },

    /* ------------------------------------------------------------ staff */
    async uploadDeliverable(
      staff: SessionUser,
      requestId: number,
      upload: UploadedFile | undefined,
      inTransaction?: InTransaction,
    ) {
      const found = await find(requestId);
      if (!found) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
      if (!upload)
        throw new AppError('VALIDATION', REQUEST_MESSAGES.deliverableRequired, { file: [REQUEST_MESSAGES.deliverableRequired] });
      const file = await checkedFile(upload);
      if (!file)
        throw new AppError('VALIDATION', REQUEST_MESSAGES.deliverableRequired, { file: [REQUEST_MESSAGES.deliverableRequired] });
      const key = `deliverables/${requestId}/${randomUUID()}.${file.ext}`;
      await serviceNameOf(found.request.serviceId);
      await putPending(key, file.upload, file.contentType);
      let replaced: string | null;
      try {
        replaced = await d.repo.transaction(async (tx) => {
          const locked = await d.repo.lockRequest(tx, requestId);
          if (!locked) throw AppError.notFound(REQUEST_MESSAGES.requestNotFound);
          const { replacedKey } = await d.repo.setDeliverable(tx, requestId, {
            key,
            name: safeFileName(file.original, file.contentType, `request-${requestId}`),
            contentType: file.contentType,
          });
          await d.repo.clearPending(key, tx);
          if (replacedKey) await d.repo.markPending(replacedKey, tx);
          await notifyDeliverable(tx, locked);
          await inTransaction?.(tx);
          return replacedKey;
        });
      } catch (err) {
        await d.storage.delete(key).catch(() => undefined);
        await d.repo.clearPending(key).catch(() => undefined);
        throw err;
      }
      await dropReplaced(replaced);
      return staffView(requestId, REQUEST_MESSAGES.deliverableSaved);
    },
  };
}
