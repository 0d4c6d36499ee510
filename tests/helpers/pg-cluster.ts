import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of its own (initdb, pg_ctl) on a free port, for tests that stop and restart
 * the database: restarting it never disturbs the shared test cluster or other tests. Durable as
 * production is (synchronous commit on; only fsync is off, which matters for a machine crash, not a
 * server stop). As root, the server runs as the `postgres` system user, as scripts/test-services.sh does.
 */
export interface PgCluster {
  url: string;
  port: number;
  /** pg_ctl stop: `immediate` is a crash (recovery from WAL at the next start), `fast` a clean stop. */
  stop(mode?: 'immediate' | 'fast'): void;
  start(): void;
  /** Stops it and removes its files. */
  destroy(): void;
}

const pgBin = () => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  return path.join('/usr/lib/postgresql', versions.at(-1)!, 'bin');
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = pgBin();
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'anupalan-pgfault-'));
  const run = (cmd: string, args: string[]) =>
    execFileSync(root ? 'runuser' : path.join(bin, cmd), root ? ['-u', 'postgres', '--', path.join(bin, cmd), ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off -c max_connections=50`,
      'start',
    ]);
  const stop = (mode: 'immediate' | 'fast' = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy() {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
