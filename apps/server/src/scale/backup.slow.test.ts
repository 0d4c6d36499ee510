import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../../tests/helpers/db.ts';
import { startServerProcess, type ServerProcess } from '../../../../tests/helpers/server-process.ts';
import { openPglite } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** `npm run backup` / `npm run restore`, as an operator runs them (the scripts, with DATA_DIR). */
function run(script: 'backup' | 'restore', dataDir: string, args: string[], extra: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, `scripts/${script}.ts`), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', DATA_DIR: dataDir, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** Issue 26: a consistent backup of the embedded default while the server runs, restored elsewhere. */
describe.runIf(testDbKind() === 'pglite')('backup and restore of the embedded default', () => {
  const dirs: string[] = [];
  const tmp = (p: string) => {
    const d = mkdtempSync(path.join(os.tmpdir(), p));
    dirs.push(d);
    return d;
  };
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('the running server writes the copy; restored into a fresh DATA_DIR it has the row and the files', async () => {
    const dataDir = tmp('anupalan-live-');
    server = await startServerProcess({ DATA_DIR: dataDir });
    const email = `backup.${Date.now()}@example.in`;
    const sub = await fetch(`${server.url}/api/v1/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(sub.status).toBe(200);
    // A stored upload (the local store's folder).
    mkdirSync(path.join(dataDir, 'uploads', 'documents'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'documents', 'scan.pdf'), '%PDF-1.4 backup probe');

    const to = path.join(tmp('anupalan-backups-'), 'first');
    const backup = await run('backup', dataDir, [to]);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain(`written by the running server (pid ${server.pid})`);
    expect(server.output()).toContain('backup written');
    const manifest = JSON.parse(readFileSync(path.join(to, 'manifest.json'), 'utf8'));
    // Keys the server generated (outside production, without AADHAAR_KEY) go with the data they open.
    expect(manifest).toMatchObject({ format: 1, byServer: true, uploads: 1, secrets: existsSync(path.join(dataDir, 'secrets')) });
    // The server kept serving.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    // A second backup into the same directory is refused, nothing overwritten.
    const again = await run('backup', dataDir, [to]);
    expect(again.code).toBe(1);
    expect(again.out).toContain('is not empty');

    // Restore refuses the live DATA_DIR while its server runs.
    const live = await run('restore', dataDir, [to]);
    expect(live.code).toBe(1);
    expect(live.out).toContain(`a server (pid ${server.pid}) runs on`);

    // Into a fresh DATA_DIR: the row and the file are there.
    const fresh = path.join(tmp('anupalan-restored-'), 'data');
    const restored = await run('restore', fresh, [to]);
    expect(restored.code, restored.out).toBe(0);
    expect(readFileSync(path.join(fresh, 'uploads', 'documents', 'scan.pdf'), 'utf8')).toBe('%PDF-1.4 backup probe');
    expect(existsSync(path.join(fresh, 'secrets'))).toBe(manifest.secrets);
    const db = await openPglite(fresh);
    try {
      const rows = await db.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      expect(rows).toHaveLength(1);
    } finally {
      await db.close();
    }
    // A second restore over it is refused.
    const over = await run('restore', fresh, [to]);
    expect(over.code).toBe(1);
    expect(over.out).toContain('is not empty');

    // On PostgreSQL the script says what to use instead.
    const pg = await run('backup', dataDir, [path.join(to, '..', 'pg')], { DATABASE_URL: 'postgres://u@127.0.0.1:1/x' });
    expect(pg.code).toBe(1);
    expect(pg.out).toContain('DATABASE_URL is set: back up PostgreSQL with pg_dump');
  }, 120_000);
});
