/**
 * The embedded database's own thread (ADR 0025): PGlite runs here, in a `node:worker_threads`
 * worker, so its queries (WebAssembly, synchronous while they run) never hold the main thread's
 * event loop, which keeps accepting connections and answering cached pages meanwhile.
 *
 * The main thread talks to it in PostgreSQL's wire protocol, as node-postgres speaks it to a real
 * server (db/pglite-host.ts makes a MessagePort look like node-postgres's socket): every chunk of
 * protocol bytes goes to PGlite's `execProtocolRaw`, in arrival order, and its answer goes back.
 * PGlite is one session, so the main thread keeps one connection (a pool of one): transactions
 * cannot interleave. When a connection ends in the middle of a transaction (its stream destroyed,
 * as a dropped TCP connection ends a PostgreSQL backend's), the transaction is rolled back and the
 * session's advisory locks are released, so the next connection starts clean.
 *
 * Started by db/pglite-host.ts with `workerData: PgliteThreadOptions`; loaded by Node directly
 * (type stripping) from the sources, bundled server or not, so it imports only PGlite and Node.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

export interface PgliteThreadOptions {
  /** The PGlite directory (DATA_DIR/pglite), or null for an in-memory database. */
  dir: string | null;
  startParams: string[];
  loadDataDir?: PGliteOptions['loadDataDir'];
  pgliteWasmModule?: PGliteOptions['pgliteWasmModule'];
  fsBundle?: PGliteOptions['fsBundle'];
}

/** Main thread → this thread. */
export type ToThread =
  | { t: 'data'; c: number; bytes: ArrayBuffer }
  | { t: 'end'; c: number }
  | { t: 'dump'; id: number; compression: 'gzip' | 'none' }
  | { t: 'close' };

/** This thread → main thread. */
export type FromThread =
  | { t: 'ready' }
  | { t: 'failed'; message: string }
  | { t: 'data'; c: number; bytes: ArrayBuffer }
  | { t: 'error'; c: number; message: string }
  | { t: 'dumped'; id: number; blob?: Blob; message?: string }
  | { t: 'closed' };

const READY_FOR_QUERY = 0x5a; // 'Z'

/** The transaction status of the last ReadyForQuery in an answer ('I' idle, 'T' in one, 'E' failed one), if it ends with one. */
function lastStatus(out: Uint8Array): number | undefined {
  const n = out.length;
  if (n >= 6 && out[n - 6] === READY_FOR_QUERY && out[n - 5] === 0 && out[n - 4] === 0 && out[n - 3] === 0 && out[n - 2] === 5)
    return out[n - 1];
  return undefined;
}

const IDLE = 0x49; // 'I'

async function main(): Promise<void> {
  const port = parentPort!;
  const opts = workerData as PgliteThreadOptions;
  let db: PGlite;
  try {
    const { dir, startParams, ...engine } = opts;
    db = dir === null ? new PGlite({ ...engine, startParams }) : new PGlite(dir, { ...engine, startParams });
    await db.waitReady;
  } catch (err) {
    port.postMessage({ t: 'failed', message: (err as Error).message ?? String(err) } satisfies FromThread);
    return;
  }

  // One operation at a time, in arrival order (PGlite is one session).
  let chain: Promise<void> = Promise.resolve();
  const run = (op: () => Promise<void>) => {
    chain = chain.then(op, op);
  };
  let status = IDLE;
  /** The connection whose bytes the session last executed: an `end` of another one changes nothing. */
  let current = 0;

  port.on('message', (m: ToThread) => {
    switch (m.t) {
      case 'data':
        run(async () => {
          current = m.c;
          try {
            const out = await db.execProtocolRaw(new Uint8Array(m.bytes));
            status = lastStatus(out) ?? status;
            const bytes = out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer;
            port.postMessage({ t: 'data', c: m.c, bytes } satisfies FromThread, [bytes]);
          } catch (err) {
            port.postMessage({ t: 'error', c: m.c, message: (err as Error).message ?? String(err) } satisfies FromThread);
          }
        });
        break;
      case 'end':
        run(async () => {
          if (m.c !== current) return;
          current = 0;
          // What PostgreSQL does when a backend's connection ends: its transaction rolled back,
          // its session-level advisory locks (the migrations' lock) released.
          await db.exec(`${status === IDLE ? '' : 'rollback; '}select pg_advisory_unlock_all()`).catch(() => {});
          status = IDLE;
        });
        break;
      case 'dump':
        run(async () => {
          try {
            const blob = await db.dumpDataDir(m.compression);
            port.postMessage({ t: 'dumped', id: m.id, blob } satisfies FromThread);
          } catch (err) {
            port.postMessage({ t: 'dumped', id: m.id, message: (err as Error).message } satisfies FromThread);
          }
        });
        break;
      case 'close':
        run(async () => {
          await db.close().catch(() => {});
          port.postMessage({ t: 'closed' } satisfies FromThread);
          port.close();
        });
        break;
    }
  });
  port.postMessage({ t: 'ready' } satisfies FromThread);
}

void main();
