import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const serverEntry = path.join(root, 'apps/server/src/server.ts');

export interface ServerProcess {
  url: string;
  pid: number | undefined;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM and wait for the exit (SIGKILL after `graceMs`, 10 s unless told). */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL at once (a crash), and wait for the exit. */
  kill(): Promise<void>;
}

/**
 * The real server (`node apps/server/src/server.ts`, the built web app included) in its own process
 * on 127.0.0.1 and a free port, with its own DATA_DIR unless given (`opts.entry`: another entry, such
 * as the server bundle apps/server/dist/server.mjs, with `opts.nodeOptions`). Resolves once it logs
 * "listening"; rejects with its output when it exits first or takes over 60 s.
 */
export function startServerProcess(
  env: Record<string, string>,
  opts: { entry?: string; nodeOptions?: string[] } = {},
): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'anupalan-proc-'));
  const child = spawn(process.execPath, [...(opts.nodeOptions ?? []), opts.entry ?? serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED: 'true',
      // One process per instance unless a test asks for more (WORKERS defaults to the cores on PostgreSQL).
      WORKERS: '1',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
    if (out.length > 200_000) out = out.slice(-100_000);
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waitExit = async (signal: NodeJS.Signals, graceMs: number) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in 60 s:\n${out}`));
    }, 60_000);
    const onData = () => {
      // The "listening" line (info) carries the url.
      const m = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve({
          url: m[1],
          pid: child.pid,
          child,
          output: () => out,
          stop: (graceMs = 10_000) => waitExit('SIGTERM', graceMs),
          kill: () => waitExit('SIGKILL', 5_000),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${out}`));
    });
  });
}
