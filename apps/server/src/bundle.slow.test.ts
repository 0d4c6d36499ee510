import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { templateDataDir } from '../../../e2e/support/harness.ts';
import { testDbKind } from '../../../tests/helpers/db.ts';
import { TEST_PG_ADMIN_URL, pgUrlFor } from '../../../tests/helpers/env.ts';
import { startServerProcess } from '../../../tests/helpers/server-process.ts';
import { serveCommand } from '../../../scripts/serve-command.ts';

/**
 * ADR 0016: `npm run serve` runs the server bundle `npm run build` writes to apps/server/dist. The
 * bundle is started as `npm run serve` starts it (its entry and Node options, read from
 * package.json) on an existing PGlite data directory (a copy of the browser tests' template: made by
 * the sources, migrated, seeded, locations loaded; the bundle reads the migrations journal from
 * apps/server/src/db/migrations and finds nothing to apply) or on a new PostgreSQL database (the
 * bundle runs every migration and the seed): PGlite's files and argon2's binary load, the web build
 * is found, and SIGTERM stops it cleanly.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const serve = serveCommand(root);
const entry = serve?.entry;
const ADMIN = { email: 'bundle.admin@example.in', password: 'Bundle@2026x' };

describe('the server bundle (npm run build, then npm run serve)', () => {
  it('is what `npm run serve` runs', () => {
    expect(entry, 'npm run serve should run the bundle').toMatch(/^apps\/server\/dist\/\S+\.mjs$/);
    expect(serve!.nodeOptions).toContain('--enable-source-maps');
    expect(existsSync(path.join(root, entry!)), `${entry} is missing: run "npm run build" first`).toBe(true);
  });

  it('starts on a data directory or a new database, serves /readyz, a page, an API answer and a password sign-in, and stops on SIGTERM', async () => {
    const kind = testDbKind();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-bundle-'));
    if (kind === 'pglite') cpSync(await templateDataDir(), dataDir, { recursive: true });
    const dbName = `anupalan_bundle_${process.pid}_${Date.now() % 100_000}`;
    const admin = kind === 'postgres' ? new pg.Client({ connectionString: TEST_PG_ADMIN_URL }) : undefined;
    if (admin) {
      await admin.connect();
      await admin.query(`create database "${dbName}"`);
    }
    const env: Record<string, string> = {
      ...serve!.env,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(kind === 'postgres' ? { DATABASE_URL: pgUrlFor(dbName) } : {}),
    };
    const server = await startServerProcess(env, { entry: path.join(root, entry!), nodeOptions: serve!.nodeOptions });
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', database: kind });

      // A page: the web build (apps/web/build) found and rendered, with its client assets.
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<html lang="en-IN"');
      expect(html).toMatch(/<script[^>]+src="\/assets\/[^"]+\.js"|<link rel="modulepreload" href="\/assets\//);
      const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
      expect((await fetch(`${server.url}${asset}`)).status).toBe(200);

      // An API answer from the seeded catalogue (on PostgreSQL: the migrations ran from the bundle, then the seed).
      const menu = (await fetch(`${server.url}/api/v1/web/menu`).then((r) => r.json())) as { menus: { services: unknown[] }[] };
      expect(menu.menus.length).toBeGreaterThan(0);
      expect(menu.menus.some((m) => m.services.length > 0)).toBe(true);

      // argon2 (a native package outside the bundle): the administrator's password was hashed at
      // start; signing in checks it (a right one asks for the second factor), and a wrong one is refused.
      const signIn = (password: string) =>
        fetch(`${server.url}/api/v1/auth/staff-login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName: ADMIN.email, password }),
        });
      const ok = await signIn(ADMIN.password);
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { otpRequired: boolean }).otpRequired).toBe(true);
      expect((await signIn('Wrong@2026x')).status).toBe(401);

      // A request validated by a route schema: a bad body gets the API's 422, not a crash.
      const bad = await fetch(`${server.url}/api/v1/auth/staff-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: ADMIN.email }),
      });
      expect(bad.status).toBe(422);

      await server.stop();
      expect(server.child.exitCode).toBe(0);
      expect(server.output()).toContain('"msg":"shutting down"');
      expect(server.output()).not.toContain('"level":50');
    } finally {
      await server.kill();
      rmSync(dataDir, { recursive: true, force: true });
      if (admin) {
        await admin.query(`drop database if exists "${dbName}" with (force)`);
        await admin.end();
      }
    }
  }, 90_000);
});
