import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DATA_RIGHTS_TEXTS,
  EXPORT_LINK_HOURS,
  maskContact,
  type Actor,
  type ErasureSummary,
  type ExportJob,
  type SessionUser,
} from '@anupalan/shared';
import { t, type MessageKey } from '@anupalan/shared/i18n';
import type { Tx } from '../../db/tx.ts';
import type { FileStorage, StoredFile } from '../../adapters/storage/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { assertStaff, writeAudit } from '../../lib/backoffice.ts';
import type { DataRightsContributor, ErasureBlocker, ErasedPerson } from '../../lib/data-rights.ts';
import type { Notify } from '../notifications/service.ts';
import type { OtpService } from '../auth/otp.ts';
import type { DataRightsRepository, ExportRow } from './repository.ts';
import { zipWriter } from './zip.ts';

export const EXPORT_QUEUE = 'data-exports';

interface Person extends ErasedPerson {
  name: string;
  role: string;
  language: 'en' | 'hi';
}

export interface DataRightsDeps {
  repo: DataRightsRepository;
  /** Every module's part (app.ts's list; read at each use). */
  contributors: () => ReadonlyArray<DataRightsContributor>;
  storage: FileStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  otp: OtpService;
  notify: Notify;
  person: (userId: number) => Promise<Person | undefined>;
  transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  /** Puts the export's build on the job queue inside the transaction that made its row. */
  enqueueBuild: (tx: Tx, exportId: string) => Promise<void>;
  brandName: string;
}

const HOUR_MS = 3_600_000;

/**
 * Data rights (issue 24): the export of everything an account holds, built by a background job into
 * a zip its owner downloads for 24 hours; the erasure of the account (the customer with a code, or
 * staff for them, audited), each module erasing or anonymising its own rows in one transaction and
 * saying what it kept until when; the files deleted from storage once that transaction commits.
 */
export function createDataRightsService(d: DataRightsDeps) {
  const now = () => d.clock.now();

  function view(row: ExportRow): ExportJob {
    const live = row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() > now().getTime();
    return {
      id: row.id,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      ready_at: row.readyAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
      size_bytes: row.sizeBytes ?? null,
      download: live ? `/api/v1/user/data-rights/exports/${row.id}/download` : null,
    };
  }

  async function blockersOf(userId: number): Promise<ErasureBlocker[]> {
    const at = now();
    const all: ErasureBlocker[] = [];
    for (const c of d.contributors()) if (c.blockers) all.push(...(await c.blockers(userId, at)));
    return all;
  }

  function refuseIfBlocked(blockers: ErasureBlocker[]) {
    if (!blockers.length) return;
    const open = blockers.some((b) => b.kind === 'open_order');
    throw new AppError('CONFLICT', open ? DATA_RIGHTS_TEXTS.openOrders : blockers[0]!.message, {
      blockers: blockers.map((b) => b.message),
    });
  }

  async function erasable(userId: number): Promise<Person> {
    const person = await d.person(userId);
    if (!person) throw AppError.notFound(DATA_RIGHTS_TEXTS.notFound);
    if (await d.repo.erasureOf(userId)) throw new AppError('CONFLICT', DATA_RIGHTS_TEXTS.alreadyErased);
    if (person.role !== 'customer') throw new AppError('FORBIDDEN', DATA_RIGHTS_TEXTS.notCustomer);
    return person;
  }

  const text = (lang: 'en' | 'hi', key: string, values?: Record<string, string>) => t(lang, key as MessageKey, values);

  async function erase(userId: number, actor: { id: number; via: 'customer' | 'staff'; audit?: Actor; reason?: string }) {
    const person = await erasable(userId);
    refuseIfBlocked(await blockersOf(userId));
    const at = now();
    const summary: ErasureSummary = { erased: [], kept: [] };
    const files: string[] = [];
    await d.transaction(async (tx) => {
      for (const c of d.contributors()) {
        if (!c.erase) continue;
        const part = await c.erase(tx, person, at);
        summary.erased.push(...part.erased);
        summary.kept.push(...part.kept);
        files.push(...part.files);
      }
      const exports = await d.repo.deleteForUser(tx, userId);
      if (exports.length) summary.erased.push('dataRights.erased.exports');
      files.push(...exports);
      await d.repo.recordErasure(tx, {
        userId,
        actorId: actor.id,
        via: actor.via,
        summary: { ...summary, files: files.length, ...(actor.reason ? { reason: actor.reason } : {}) },
        erasedAt: at,
      });
      if (actor.audit) {
        await writeAudit(tx, actor.audit, {
          action: 'customer.erase',
          entityType: 'user',
          entityId: userId,
          before: null,
          after: { reason: actor.reason, erased: summary.erased, kept: summary.kept },
          at,
        });
      }
      // The person is told at the addresses they had (the account no longer has them).
      const lang = person.language;
      const line = (k: { what: string; why: string; until: string | null }) =>
        k.until
          ? text(lang, 'dataRights.delete.keptUntil', { what: text(lang, k.what), why: text(lang, k.why), until: k.until })
          : text(lang, 'dataRights.delete.keptWhile', { what: text(lang, k.what), why: text(lang, k.why) });
      await d.notify(tx, {
        event: 'account_erased',
        userId: null,
        to: { email: person.email, mobile: person.mobile },
        language: lang,
        key: `account_erased:${userId}`,
        vars: {
          name: person.name,
          erased: summary.erased.map((k) => text(lang, k)),
          kept: summary.kept.map(line),
        },
      });
    });
    // Files after the commit: a failed delete leaves a file no row points to (logged), never a row without its file.
    for (const key of new Set(files)) {
      try {
        await d.storage.delete(key);
      } catch (err) {
        d.log.error({ err, key }, 'erasure: a file could not be deleted');
      }
    }
    return summary;
  }

  return {
    /** Starts an export, or answers the one being built (one at a time per account). */
    async requestExport(user: SessionUser): Promise<ExportJob> {
      const row = await d.transaction(async (tx) => {
        const { row, created } = await d.repo.startExport(tx, randomUUID(), user.id, now());
        if (created) await d.enqueueBuild(tx, row.id);
        return row;
      });
      return view(row);
    },

    async latestExport(user: SessionUser): Promise<ExportJob | null> {
      const row = await d.repo.latest(user.id);
      return row ? view(row) : null;
    },

    /** The zip, to its owner only (403 to anyone else), while its link works (404 after). */
    async download(user: SessionUser, id: string): Promise<{ file: StoredFile; name: string }> {
      const row = await d.repo.find(id);
      if (!row) throw AppError.notFound(DATA_RIGHTS_TEXTS.notFound);
      if (row.userId !== user.id) throw new AppError('FORBIDDEN', DATA_RIGHTS_TEXTS.notYours);
      if (row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt.getTime() <= now().getTime()) {
        throw AppError.notFound(row.status === 'building' ? DATA_RIGHTS_TEXTS.notFound : DATA_RIGHTS_TEXTS.exportExpired);
      }
      const file = await d.storage.get(row.storageKey);
      if (!file) throw AppError.notFound(DATA_RIGHTS_TEXTS.exportExpired);
      return {
        file,
        name: `${d.brandName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data-${row.readyAt!.toISOString().slice(0, 10)}.zip`,
      };
    },

    /** The background job: every module's part, into one zip in storage; the owner is told. */
    async buildExport(id: string): Promise<void> {
      const row = await d.repo.find(id);
      if (!row || row.status !== 'building') return;
      const person = await d.person(row.userId);
      if (!person) return;
      const zip = await zipWriter();
      try {
        const data: Record<string, unknown> = {};
        const sections: string[] = [];
        for (const c of d.contributors()) {
          if (!c.export) continue;
          const part = await c.export(row.userId);
          data[c.name] = part.data;
          sections.push(c.name);
          for (const f of part.files ?? []) {
            const stored = await d.storage.get(f.key);
            if (stored) await zip.addStream(`files/${f.path}`, stored.stream);
          }
          for (const m of part.made ?? []) zip.addBytes(`files/${m.path}`, await m.bytes());
        }
        const at = now();
        const lang = person.language;
        zip.addText('data.json', JSON.stringify({ generated_at: at.toISOString(), account: row.userId, ...data }, null, 2));
        zip.addText(
          'README.txt',
          [
            text(lang, 'dataRights.readme.title', { brand: d.brandName }),
            '',
            text(lang, 'dataRights.readme.made', { date: at.toISOString().slice(0, 10), account: String(row.userId) }),
            text(lang, 'dataRights.readme.data', { sections: sections.join(', ') }),
            text(lang, 'dataRights.readme.files'),
            text(lang, 'dataRights.readme.aadhaar'),
            text(lang, 'dataRights.readme.amounts'),
            text(lang, 'dataRights.readme.rights'),
            '',
          ].join('\n'),
        );
        const built = await zip.finish();
        const key = `exports/${row.id}.zip`;
        await d.storage.put(key, built.stream(), 'application/zip', built.size);
        const expiresAt = new Date(at.getTime() + EXPORT_LINK_HOURS * HOUR_MS);
        if (!(await d.repo.markReady(row.id, { storageKey: key, sizeBytes: built.size, readyAt: at, expiresAt }))) {
          await d.storage.delete(key);
          return;
        }
        await d.transaction((tx) =>
          d.notify(tx, {
            event: 'data_export_ready',
            userId: row.userId,
            key: `data_export_ready:${row.id}`,
            vars: {
              name: person.name,
              until: expiresAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
              exportLink: '/profile#export-data',
            },
          }),
        );
      } finally {
        await zip.dispose();
      }
    },

    /** The queue's job: a build that fails is marked failed (the customer may ask again), never left building. */
    async runExportJob(id: string): Promise<void> {
      try {
        await this.buildExport(id);
      } catch (err) {
        d.log.error({ err, exportId: id }, 'data export failed');
        await d.repo.markFailed(id);
      }
    },

    /** Whether the account can be erased now, and why not; where the code goes. */
    async erasureCheck(user: SessionUser) {
      const person = await erasable(user.id);
      const blockers = await blockersOf(user.id);
      const to = person.mobile ? maskContact('mobile', person.mobile) : person.email ? maskContact('email', person.email) : null;
      return { blockers, to };
    },

    async sendErasureCode(user: SessionUser, clientIp: string) {
      const person = await erasable(user.id);
      refuseIfBlocked(await blockersOf(user.id));
      const kind = person.mobile ? ('mobile' as const) : ('email' as const);
      const identifier = (person.mobile ?? person.email)!;
      return d.otp.issue({ identifier, kind, purpose: 'erasure', userId: user.id, clientIp });
    },

    /** The customer's erasure, confirmed by the code sent to them (used once). */
    async eraseSelf(user: SessionUser, code: string) {
      await erasable(user.id);
      // Refused before the code is checked, so a code is not spent on an erasure that cannot happen.
      refuseIfBlocked(await blockersOf(user.id));
      const check = await d.otp.verify({ purpose: 'erasure', code, userId: user.id });
      if (!check.ok) throw new AppError('VALIDATION', check.message, { otp: [check.message] });
      return erase(user.id, { id: user.id, via: 'customer' });
    },

    /** Staff execute a customer's erasure request (audited, with the reason). */
    async eraseForCustomer(actor: Actor, userId: number, reason: string) {
      assertStaff(actor);
      return erase(userId, { id: actor.id, via: 'staff', audit: actor, reason });
    },

    /** Expired exports' files and rows (part of the retention sweep). */
    async sweepExports(): Promise<number> {
      const keys = await d.repo.deleteExpired(now());
      for (const key of keys) await d.storage.delete(key).catch((err) => d.log.error({ err, key }, 'export file not deleted'));
      return keys.length;
    },
  };
}
export type DataRightsService = ReturnType<typeof createDataRightsService>;
