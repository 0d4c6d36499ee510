/**
 * Backups of the embedded default (PGlite in DATA_DIR/pglite, files in DATA_DIR/uploads, generated
 * keys in DATA_DIR/secrets): `npm run backup -- <dir>` and `npm run restore -- <dir>`
 * (scripts/backup.ts, scripts/restore.ts; docs/deployment.md). On PostgreSQL and S3 the backup is
 * the operator's pg_dump and bucket versioning, not this.
 *
 * PGlite is one process's: nothing else may open DATA_DIR/pglite while the server runs, and a copy
 * of its files taken from outside could catch a page half-written. So the running server makes the
 * copy itself: `npm run backup` writes its request to DATA_DIR/backup-request.json and sends the
 * server SIGUSR2 (its pid is in DATA_DIR/server.pid); the server dumps the database with PGlite's
 * dumpDataDir, which runs between two statements (PGlite's query lock), so the copy is the data
 * directory at one instant, crash-consistent like a disk snapshot: a restore replays the WAL and a
 * transaction still open at that instant is rolled back. When no server runs, `npm run backup`
 * opens the directory itself and does the same.
 *
 * Files: uploads are copied before the dump and again after it (only what is new), so every file the
 * dumped rows name is in the copy (a file is written before its row and deleted after its row
 * changes); a file added after the dump is an orphan the restored server removes at its start.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client.ts';

export const BACKUP_FORMAT = 1;
export const PID_FILE = 'server.pid';
export const REQUEST_FILE = 'backup-request.json';
const DATABASE_FILE = 'pglite.tar.gz';

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** Taken by the running server (true) or by `npm run backup` with no server running. */
  byServer: boolean;
  database: typeof DATABASE_FILE;
  uploads: number;
  secrets: boolean;
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) n += e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1;
  return n;
}

/** Refuses a destination that already holds something (a backup is never written over another). */
function emptyDir(dir: string, what: string): void {
  if (existsSync(dir) && readdirSync(dir).length) throw new Error(`${what} ${dir} is not empty: give a new or empty directory.`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Writes a backup of the database and DATA_DIR's files to `to` (a new or empty directory). */
export async function writeBackup(
  database: Pick<Database, 'dump'>,
  opts: { dataDir: string; uploadsDir: string | null; to: string; byServer: boolean },
): Promise<BackupManifest> {
  if (!database.dump) throw new Error('Only the embedded database (PGlite) is backed up this way; on PostgreSQL use pg_dump.');
  emptyDir(opts.to, 'The backup directory');
  const uploadsTo = path.join(opts.to, 'uploads');
  const copyUploads = () => {
    if (opts.uploadsDir && existsSync(opts.uploadsDir)) {
      cpSync(opts.uploadsDir, uploadsTo, { recursive: true, force: false, errorOnExist: false, preserveTimestamps: true });
    }
  };
  copyUploads();
  const dump = await database.dump('gzip');
  writeFileSync(path.join(opts.to, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  copyUploads();
  const secrets = path.join(opts.dataDir, 'secrets');
  const hasSecrets = existsSync(secrets);
  if (hasSecrets) cpSync(secrets, path.join(opts.to, 'secrets'), { recursive: true });
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    byServer: opts.byServer,
    database: DATABASE_FILE,
    uploads: countFiles(uploadsTo),
    secrets: hasSecrets,
  };
  // Written last: a backup without its manifest is incomplete.
  writeFileSync(path.join(opts.to, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

export function readManifest(from: string): BackupManifest {
  const file = path.join(from, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${from} is not a complete backup (no manifest.json).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${from}: backup format ${manifest.format} is not ${BACKUP_FORMAT}.`);
  return manifest;
}

/**
 * Restores a backup into `dataDir`, whose pglite and uploads folders must not exist yet or be
 * empty (a fresh DATA_DIR: move the old one aside first). `open` starts PGlite on the directory
 * from the dump and closes it (scripts/restore.ts passes PGlite's loader).
 */
export async function restoreBackup(
  from: string,
  dataDir: string,
  open: (dir: string, dump: Blob) => Promise<void>,
): Promise<BackupManifest> {
  const manifest = readManifest(from);
  const pgliteDir = path.join(dataDir, 'pglite');
  emptyDir(pgliteDir, 'The database directory');
  emptyDir(path.join(dataDir, 'uploads'), 'The uploads directory');
  const dump = new Blob([readFileSync(path.join(from, manifest.database))]);
  await open(pgliteDir, dump);
  if (existsSync(path.join(from, 'uploads')))
    cpSync(path.join(from, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
  if (manifest.secrets) cpSync(path.join(from, 'secrets'), path.join(dataDir, 'secrets'), { recursive: true, force: false });
  return manifest;
}

/**
 * In the running server (PGlite only): writes DATA_DIR/server.pid and answers SIGUSR2 by taking
 * the backup DATA_DIR/backup-request.json asks for. The answer is the backup's manifest.json, or
 * `<to>.error` with the reason.
 */
export function serveBackups(opts: {
  database: Database;
  dataDir: string;
  uploadsDir: string | null;
  log: { info(o: object, m: string): void; error(o: object, m: string): void };
}): () => void {
  const pidFile = path.join(opts.dataDir, PID_FILE);
  writeFileSync(pidFile, `${process.pid}\n`, { mode: 0o600 });
  let running: Promise<void> | null = null;
  const onSignal = () => {
    running ??= (async () => {
      let to = '';
      try {
        ({ to } = JSON.parse(readFileSync(path.join(opts.dataDir, REQUEST_FILE), 'utf8')) as { to: string });
        const started = Date.now();
        const manifest = await writeBackup(opts.database, { ...opts, to, byServer: true });
        opts.log.info({ to, uploads: manifest.uploads, ms: Date.now() - started }, 'backup written');
      } catch (err) {
        opts.log.error({ err, to }, 'backup failed');
        if (to) writeFileSync(`${to}.error`, `${(err as Error).message}\n`, { mode: 0o600 });
      }
    })().finally(() => {
      running = null;
    });
  };
  process.on('SIGUSR2', onSignal);
  return () => {
    process.off('SIGUSR2', onSignal);
    try {
      if (readFileSync(pidFile, 'utf8').trim() === String(process.pid)) rmSync(pidFile);
    } catch {
      // Gone already.
    }
  };
}

/**
 * The pid in DATA_DIR/server.pid when that process is alive and is this product's server (a pid
 * file left by a killed server may name an unrelated process by now: it is never signalled).
 */
export function runningServer(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!/apps\/server\/(dist|src)\/server\.m?[jt]s/.test(cmdline)) return null;
    return pid;
  } catch {
    return null;
  }
}
