/**
 * `npm run backup -- [directory]`: a consistent copy of the embedded database (PGlite) and of
 * DATA_DIR's uploads and generated keys, taken by the running server when one runs on DATA_DIR
 * (SIGUSR2), otherwise by this script (apps/server/src/lib/backup.ts). Reads the same variables as
 * the server (DATA_DIR). The directory must be new or empty; by default backups/anupalan-<time>.
 * On PostgreSQL and S3, use pg_dump and the bucket's versioning instead (docs/deployment.md).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { REQUEST_FILE, runningServer, writeBackup } from '../apps/server/src/lib/backup.ts';

const fail = (message: string): never => {
  process.stderr.write(`backup: ${message}\n`);
  process.exit(1);
};

const config = (() => {
  try {
    return loadConfig(process.env);
  } catch (err) {
    return fail((err as Error).message);
  }
})();
if (config.databaseUrl) {
  fail(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump and the S3 bucket with its own tools (docs/deployment.md, "Backups").',
  );
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const where = process.env.INIT_CWD ?? process.cwd();
const to = path.resolve(where, process.argv[2] ?? path.join('backups', `anupalan-${stamp}`));
const uploadsDir = config.storage.provider === 'local' ? config.storage.dir : null;

if (existsSync(to) && readdirSync(to).length) fail(`The backup directory ${to} is not empty: give a new or empty directory.`);
rmSync(`${to}.error`, { force: true });

const pid = runningServer(config.dataDir);
if (pid) {
  // The server owns the database: it makes the copy itself, between two statements.
  writeFileSync(path.join(config.dataDir, REQUEST_FILE), JSON.stringify({ to }), { mode: 0o600 });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    if (existsSync(path.join(to, 'manifest.json'))) break;
    if (existsSync(`${to}.error`))
      fail(`the server (pid ${pid}) could not write it: ${readFileSync(`${to}.error`, 'utf8').trim()}`);
    if (Date.now() > deadline) fail(`the server (pid ${pid}) did not finish within 10 minutes; see its log.`);
    await new Promise((r) => setTimeout(r, 200));
  }
  process.stdout.write(`backup: written by the running server (pid ${pid}) to ${to}\n`);
} else {
  // Loaded only here: a refusal above answers without loading the database engine.
  const { openPglite } = await import('../apps/server/src/db/client.ts');
  const database = await openPglite(config.dataDir);
  try {
    await writeBackup(database, { dataDir: config.dataDir, uploadsDir, to, byServer: false });
  } catch (err) {
    fail((err as Error).message);
  } finally {
    await database.close();
  }
  process.stdout.write(`backup: no server running on ${config.dataDir}; written to ${to}\n`);
}
