import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  RECORDS_RETENTION_YEARS,
  REQUEST_MESSAGES,
  VAULT_MESSAGES as M,
  formatIndianDate,
  isBackofficeRole,
  type SavedOffer,
  type SessionUser,
  type VaultDocument,
  type VaultList,
  type VaultState,
} from '@anupalan/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertStaff } from '../../lib/backoffice.ts';
import { AppError } from '../../lib/errors.ts';
import { checkDocumentUpload, uploadBody, type UploadedFile } from '../../lib/uploads.ts';
import { extensionFor, safeFileName } from '../requests/rules.ts';
import type { VaultPort } from '../requests/types.ts';
import type { VaultRepository, VaultRow } from './repository.ts';

/** An order that used a vault document (from the requests module, handed in `app.ts`). */
export interface VaultUse {
  vaultDocumentId: number;
  requestId: number;
  serviceName: string;
  /** When the request was completed; null while it is open. */
  completedAt: Date | null;
}

export interface VaultDeps {
  repo: VaultRepository;
  storage: FileStorage;
  clock: Clock;
  maxFileBytes: number;
  /** The orders whose documents are these vault documents (requests module). */
  usesOf(vaultIds: number[]): Promise<VaultUse[]>;
  /** Whether a request's document still points at this stored file (requests module). */
  keyInUse(key: string, tx?: Tx): Promise<boolean>;
  /** The customer's companies' names (companies module). */
  companiesOf(userId: number): Promise<{ id: number; name: string }[]>;
  /** The storage_pending marks (requests module): a file written before its row commits. */
  pendingFiles: { mark(key: string, tx?: Tx): Promise<void>; clear(key: string, tx?: Tx): Promise<void> };
}

function addMonths(d: Date, months: number): Date {
  const out = new Date(d);
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}

/** The Indian calendar date of an instant, YYYY-MM-DD. */
function indianDay(d: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);
}

export function stateOf(row: Pick<VaultRow, 'review' | 'expiresAt'>, now: Date): VaultState {
  if (row.review === 'needs_reupload') return 'needs_reupload';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return row.review ?? 'pending';
}

/**
 * The customer's document vault (issue 22): every file uploaded for an order is kept once, for
 * the person or one company; a later order that needs the same kind reuses the same stored file.
 * The requests module calls `port` (in its own transactions); My Documents, the staff's view and
 * the data export / erasure / retention hooks are here.
 */
export function createVaultService(d: VaultDeps) {
  const url = (id: number) => `/api/v1/user/vault/${id}/file`;

  function present(row: VaultRow, uses: VaultUse[], companies: Map<number, string>, now: Date): VaultDocument {
    return {
      id: row.id,
      name: row.name,
      kind_id: row.documentKindId,
      company_id: row.companyId,
      company_name: row.companyId ? (companies.get(row.companyId) ?? null) : null,
      file_name: row.fileName,
      content_type: row.contentType,
      size_bytes: row.sizeBytes,
      uploaded_at: row.createdAt.toISOString(),
      state: stateOf(row, now),
      review_reason: row.review === 'needs_reupload' ? row.reviewReason : null,
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
      orders: uses
        .filter((u) => u.vaultDocumentId === row.id)
        .map((u) => ({ request_id: u.requestId, service_name: u.serviceName, open: u.completedAt === null })),
      url: url(row.id),
    };
  }

  async function listOf(userId: number): Promise<VaultList> {
    const [rows, companies] = await Promise.all([d.repo.ofUser(userId), d.companiesOf(userId)]);
    const uses = await d.usesOf(rows.map((r) => r.id));
    const names = new Map(companies.map((c) => [c.id, c.name]));
    const now = d.clock.now();
    return { success: true, documents: rows.map((r) => present(r, uses, names, now)), companies };
  }

  /** The customer's own document (a document of someone else is "not found": nothing is told about it). */
  async function own(user: SessionUser, id: number): Promise<VaultRow> {
    const row = await d.repo.find(id);
    if (!row || row.userId !== user.id) throw AppError.notFound(M.notFound);
    return row;
  }

  /** Deletes a stored file nobody points at any more (after the commit; the pending mark lets the sweep retry). */
  async function dropFile(key: string): Promise<void> {
    if ((await d.repo.keyKept(key)) || (await d.keyInUse(key))) return;
    try {
      await d.storage.delete(key);
      await d.pendingFiles.clear(key);
    } catch {
      /* the start-up sweep deletes the marked file */
    }
  }

  const port: VaultPort = {
    async keep(tx, v) {
      const now = d.clock.now();
      const companyId = v.kind?.holder === 'person' ? null : v.companyId;
      const row = await d.repo.insert(tx, {
        userId: v.userId,
        companyId,
        documentKindId: v.kind?.id ?? null,
        name: v.kind?.name ?? v.name,
        storageKey: v.storageKey,
        fileName: v.fileName,
        contentType: v.contentType,
        sizeBytes: v.sizeBytes,
        expiresAt: v.kind?.validity_months ? addMonths(now, v.kind.validity_months) : null,
        createdAt: now,
        updatedAt: now,
      });
      return row.id;
    },
    keeps: (key, tx) => d.repo.keyKept(key, tx),
    forget: (tx, key) => d.repo.removeByKey(tx, key),
    async forUse(userId, vaultId, want) {
      const row = await d.repo.find(vaultId);
      if (!row || row.userId !== userId) throw AppError.notFound(M.notFound);
      const err = (message: string) => new AppError('VALIDATION', message, { vault_document_id: [message] });
      if (want.kindId === null || row.documentKindId !== want.kindId) throw err(M.otherKind);
      if (row.companyId !== want.companyId) throw err(M.otherCompany);
      const state = stateOf(row, d.clock.now());
      if (state === 'needs_reupload') throw err(M.rejected);
      if (state === 'expired') throw err(M.expired);
      return row;
    },
    async offers(userId, companyId, wanted) {
      const now = d.clock.now();
      const rows = await d.repo.ofKinds(
        userId,
        wanted.map((w) => w.kindId),
      );
      const out: SavedOffer[] = [];
      for (const w of wanted) {
        const holderCompany = w.holder === 'person' ? null : companyId;
        // Newest first: the newest accepted one, else the newest waiting for review.
        const valid = rows.filter((r) => r.documentKindId === w.kindId && r.companyId === holderCompany);
        const pick = valid.find((r) => stateOf(r, now) === 'accepted') ?? valid.find((r) => stateOf(r, now) === 'pending');
        if (!pick) continue;
        const accepted = stateOf(pick, now) === 'accepted';
        out.push({
          document_id: w.documentId,
          vault_document_id: pick.id,
          name: pick.name,
          state: accepted ? 'accepted' : 'pending',
          date: ((accepted ? pick.reviewedAt : null) ?? pick.createdAt).toISOString(),
        });
      }
      return out;
    },
    async reviewed(tx, vaultId, review) {
      await d.repo.update(tx, vaultId, {
        review: review.state,
        reviewReason: review.reason,
        reviewedAt: review.at,
        updatedAt: review.at,
      });
    },
  };

  return {
    port,
    /** GET /user/vault: My Documents. */
    mine: (user: SessionUser) => listOf(user.id),
    /** The staff's view of a customer's vault (the customer and request pages). */
    async forCustomer(staff: SessionUser, userId: number): Promise<VaultList> {
      assertStaff(staff);
      return listOf(userId);
    },

    /** GET /user/vault/:id/file: the owner, or staff. */
    async file(
      user: SessionUser,
      id: number,
    ): Promise<{ stream: Readable; contentType: string; fileName: string; size?: number }> {
      const row = await d.repo.find(id);
      if (!row || (row.userId !== user.id && !isBackofficeRole(user.role))) throw AppError.notFound(M.notFound);
      const file = await d.storage.get(row.storageKey);
      if (!file) throw AppError.notFound(M.notFound);
      return {
        stream: file.stream,
        contentType: row.contentType,
        fileName: row.fileName,
        ...(file.size !== undefined ? { size: file.size } : {}),
      };
    },

    /** POST /user/vault/:id/replace: a new file for the same document; it waits for a new review. */
    async replace(
      user: SessionUser,
      id: number,
      upload: UploadedFile | undefined,
    ): Promise<{ message: string; document: VaultDocument }> {
      const row = await own(user, id);
      if (!upload) throw new AppError('VALIDATION', REQUEST_MESSAGES.textOrFile, { file: [REQUEST_MESSAGES.textOrFile] });
      const { size, contentType } = checkDocumentUpload(upload, d.maxFileBytes);
      const key = `vault/${user.id}/${randomUUID()}.${extensionFor(contentType)}`;
      await d.pendingFiles.mark(key);
      try {
        await d.storage.put(key, uploadBody(upload), contentType, size);
      } catch (err) {
        await d.pendingFiles.clear(key).catch(() => undefined);
        throw err;
      }
      const now = d.clock.now();
      const months = row.expiresAt ? Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / (30.44 * 86_400_000)) : 0;
      const updated = await d.repo.transaction(async (tx) => {
        const out = await d.repo.update(tx, id, {
          storageKey: key,
          fileName: safeFileName(upload.filename, contentType, row.name),
          contentType,
          sizeBytes: size,
          review: null,
          reviewReason: null,
          reviewedAt: null,
          expiresAt: row.expiresAt ? addMonths(now, months) : null,
          createdAt: now,
          updatedAt: now,
        });
        await d.pendingFiles.clear(key, tx);
        await d.pendingFiles.mark(row.storageKey, tx);
        return out!;
      });
      await dropFile(row.storageKey);
      const uses = await d.usesOf([id]);
      const companies = new Map((await d.companiesOf(user.id)).map((c) => [c.id, c.name]));
      return { message: M.replaced(row.name), document: present(updated, uses, companies, now) };
    },

    /**
     * DELETE /user/vault/:id: refused while an open order uses it (the order named); a completed
     * order's file stays as long as the law asks (the date said), otherwise the file goes too.
     */
    async remove(
      user: SessionUser,
      id: number,
    ): Promise<{ message: string; kept_until: string | null; kept_for_order: number | null }> {
      const row = await own(user, id);
      const uses = await d.usesOf([id]);
      const open = uses.find((u) => u.completedAt === null);
      if (open) throw new AppError('CONFLICT', M.usedByOpenOrder(open.requestId, open.serviceName));
      const completed = uses.filter((u) => u.completedAt).sort((a, b) => b.completedAt!.getTime() - a.completedAt!.getTime())[0];
      await d.repo.transaction(async (tx) => {
        await d.repo.remove(tx, id);
        // A completed order's record keeps the file; otherwise it goes after the commit.
        if (!completed) await d.pendingFiles.mark(row.storageKey, tx);
      });
      if (completed) {
        const until = new Date(completed.completedAt!);
        until.setUTCFullYear(until.getUTCFullYear() + RECORDS_RETENTION_YEARS);
        return {
          message: M.deletedKept(row.name, completed.requestId, formatIndianDate(until)),
          kept_until: indianDay(until),
          kept_for_order: completed.requestId,
        };
      }
      await dropFile(row.storageKey);
      return { message: M.deleted(row.name), kept_until: null, kept_for_order: null };
    },

    /* ---- hooks for the data export, the account erasure and the retention job (issue 24, wired at merge) */

    /** A user's vault as plain JSON for a data export, and the storage keys of its files. */
    async exportFor(userId: number): Promise<{ documents: Record<string, unknown>[]; storageKeys: string[] }> {
      const rows = await d.repo.ofUser(userId);
      return {
        documents: rows.map((r) => ({
          id: r.id,
          name: r.name,
          company_id: r.companyId,
          file_name: r.fileName,
          content_type: r.contentType,
          size_bytes: r.sizeBytes,
          uploaded_at: r.createdAt.toISOString(),
          review: r.review,
          review_reason: r.reviewReason,
          reviewed_at: r.reviewedAt?.toISOString() ?? null,
          expires_at: r.expiresAt?.toISOString() ?? null,
          storage_key: r.storageKey,
        })),
        storageKeys: [...new Set(rows.map((r) => r.storageKey))],
      };
    },
    /**
     * Erases a user's vault rows inside the caller's transaction (each file is marked pending in it)
     * and answers the storage keys; after the commit the caller passes them to `dropFiles`, which
     * deletes each file that no request document still points at.
     */
    async eraseFor(tx: Tx, userId: number): Promise<string[]> {
      const rows = await d.repo.removeOfUser(tx, userId);
      const keys = [...new Set(rows.map((r) => r.storageKey))];
      for (const key of keys) await d.pendingFiles.mark(key, tx);
      return keys;
    },
    async dropFiles(keys: string[]): Promise<void> {
      for (const key of keys) await dropFile(key);
    },
    /** Whether a stored file is kept in someone's vault (the retention job must keep it). */
    keeps: (key: string, tx?: Tx) => d.repo.keyKept(key, tx),
    keepsAny: (keys: string[], tx?: Tx) => d.repo.keysKept(keys, tx),
  };
}
export type VaultService = ReturnType<typeof createVaultService>;
