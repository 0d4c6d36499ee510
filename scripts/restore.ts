/**
 * `npm run restore -- <backup directory>`: puts a backup made by `npm run backup` into DATA_DIR,
 * which must be fresh (no database, no uploads: move the old DATA_DIR aside first) and not in use
 * by a running server. Start the server on it afterwards (docs/deployment.md, "Backups").
 */
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { restoreBackup, runningServer } from '../apps/server/src/lib/backup.ts';

const fail = (message: string): never => {
  process.stderr.write(`restore: ${message}\n`);
  process.exit(1);
};

const from = process.argv[2];
if (!from) fail('give the backup directory: npm run restore -- <directory>');
const config = (() => {
  try {
    return loadConfig(process.env);
  } catch (err) {
    return fail((err as Error).message);
  }
})();
if (config.databaseUrl) fail('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deployment.md, "Backups").');
const pid = runningServer(config.dataDir);
if (pid) fail(`a server (pid ${pid}) runs on ${config.dataDir}: stop it, and restore into a fresh DATA_DIR.`);
const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), from!);
try {
  const manifest = await restoreBackup(source, config.dataDir, async (dir, dump) => {
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = new PGlite(dir, { loadDataDir: dump });
    await pg.waitReady;
    await pg.close();
  });
  process.stdout.write(
    `restore: ${source} (taken ${manifest.createdAt}, ${manifest.uploads} uploaded files) restored into ${config.dataDir}\n`,
  );
} catch (err) {
  fail((err as Error).message);
}
