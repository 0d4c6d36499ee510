import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../../../tests/helpers/db.ts';
import { openPglite } from './client.ts';

/**
 * A process writing to its PGlite directory through the database thread (ADR 0025) is killed
 * (SIGKILL) between two writes: the directory opens again and keeps every committed write.
 */
const clientModule = path.resolve(import.meta.dirname, 'client.ts');

// The writer: opens the directory, makes a table, then commits numbered rows and says each one.
const WRITER = `
  const { openPglite } = await import(${JSON.stringify(clientModule)});
  const { sql } = await import('drizzle-orm');
  const db = await openPglite(process.env.KILL_DIR);
  await db.db.execute(sql\`create table if not exists kill_probe (n int primary key, pad text)\`);
  for (let n = 1; ; n++) {
    await db.db.transaction(async (tx) => {
      await tx.execute(sql\`insert into kill_probe values (\${n}, repeat('x', 2000))\`);
      await tx.execute(sql\`update kill_probe set pad = repeat('y', 2000) where n = \${n}\`);
    });
    process.stdout.write(\`committed \${n}\\n\`);
  }
`;

describe.runIf(testDbKind() === 'pglite')('PGlite killed mid-write', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'anupalan-pglite-kill-'));
  const dir = path.join(root, 'data');
  // Inside the checkout (ignored .tmp), so it finds the packages in node_modules.
  const writer = path.resolve(import.meta.dirname, `../../../../.tmp/pglite-kill-writer-${process.pid}.mjs`);
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(writer, { force: true });
  });

  it('opens again after SIGKILL during writes, with every row whose commit was answered', async () => {
    mkdirSync(path.dirname(writer), { recursive: true });
    writeFileSync(writer, WRITER);
    const child = spawn(process.execPath, [writer], {
      env: { ...process.env, KILL_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let committed = 0;
    let errors = '';
    child.stderr.on('data', (d) => (errors += d));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        const last = /committed (\d+)\n$/.exec(String(d));
        if (last) committed = Number(last[1]);
        // Killed while it keeps writing, some way in.
        if (committed >= 40) resolve();
      });
      child.on('exit', () => reject(new Error(`the writer stopped by itself: ${errors}`)));
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const db = await openPglite(dir);
    try {
      const r = (await db.db.execute(sql`select count(*)::int as n, max(n) as last from kill_probe`)) as unknown as {
        rows: { n: number; last: number }[];
      };
      expect(r.rows[0]!.last).toBeGreaterThanOrEqual(committed);
      // No gaps: every row up to the last is there.
      expect(r.rows[0]!.n).toBe(r.rows[0]!.last);
    } finally {
      await db.close();
    }
  }, 120_000);
});
