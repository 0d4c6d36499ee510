import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Clock } from '../../lib/clock.ts';

const DAY_MS = 86_400_000;

export interface RetentionDeps {
  clock: Clock;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Days a completed order's documents are kept (DOCUMENT_RETENTION_DAYS). */
  documentDays: number;
  /** Days a consultation request that never became an order is kept (LEAD_RETENTION_DAYS). */
  leadDays: number;
  /** The requests module: documents and deliverables of orders completed before the date, except those kept in the vault; answers their keys. */
  expiredDocuments: (before: Date) => Promise<string[]>;
  /** The leads module: unconverted consultation requests made before the date; answers how many. */
  deleteUnconvertedLeads: (before: Date) => Promise<number>;
  /** Expired data exports (files and rows). */
  sweepExports: () => Promise<number>;
}

/**
 * The retention sweep (issue 24), daily on the job queue's schedule: completed orders' documents
 * after their period (unless the customer keeps them in their vault), unconverted consultation
 * requests after theirs, and expired exports. Safe to run twice (each step deletes what is due).
 */
export function createRetention(d: RetentionDeps) {
  return async function runRetention() {
    const now = d.clock.now().getTime();
    const keys = await d.expiredDocuments(new Date(now - d.documentDays * DAY_MS));
    for (const key of keys) await d.storage.delete(key).catch((err) => d.log.error({ err, key }, 'retention: file not deleted'));
    const leads = await d.deleteUnconvertedLeads(new Date(now - d.leadDays * DAY_MS));
    const exports = await d.sweepExports();
    if (keys.length || leads || exports) d.log.info({ documents: keys.length, leads, exports }, 'retention sweep');
    return { documents: keys.length, leads, exports };
  };
}
