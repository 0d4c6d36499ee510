import type { Tx } from '../db/tx.ts';

/**
 * The data-rights pipeline's one interface (issue 24, modules/data-rights): each module that holds a
 * customer's personal data contributes its part of an export and of an erasure, over its own tables
 * only (db/ownership.ts). `app.ts` lists the contributors; adding one is one line there.
 */
export interface DataRightsContributor {
  /** Its section in the export's JSON and in the erasure's summary (`companies`, `orders`, …). */
  readonly name: string;
  /** What it holds about the person, as readable JSON, and the stored files that go into the zip. */
  export?(userId: number): Promise<ExportPart>;
  /** Why the account cannot be erased now (an open order, a payment in flight): the customer's words. */
  blockers?(userId: number, now: Date): Promise<ErasureBlocker[]>;
  /**
   * Erases or anonymises its rows in the erasure's transaction and says what it kept until when.
   * Files are deleted from storage only after the transaction commits (`files`).
   */
  erase?(tx: Tx, person: ErasedPerson, now: Date): Promise<ErasurePart>;
}

export interface ExportPart {
  data: unknown;
  /** Stored files: the storage key and the path inside the zip's `files/` folder. */
  files?: ReadonlyArray<{ key: string; path: string }>;
  /** Files made for the export (an invoice's PDF): the path inside `files/` and its bytes. */
  made?: ReadonlyArray<{ path: string; bytes: () => Promise<Buffer> }>;
}

export interface ErasureBlocker {
  kind: 'open_order' | 'payment_in_flight';
  /** What the customer must do first, naming the order. */
  message: string;
  requestId?: number;
}

/** The person as they were before the erasure (modules keyed by address, leads and the newsletter, need these). */
export interface ErasedPerson {
  id: number;
  email: string | null;
  mobile: string | null;
}

export interface ErasurePart {
  /** What was erased (plain words, for the customer). */
  erased: string[];
  /** What was kept, why, and until when (an ISO date; null: only as long as the named record is kept). */
  kept: Array<{ what: string; why: string; until: string | null }>;
  /** Storage keys to delete once the transaction has committed. */
  files: string[];
}

export const nothingErased = (): ErasurePart => ({ erased: [], kept: [], files: [] });
