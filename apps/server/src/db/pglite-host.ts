import path from 'node:path';
import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FromThread, PgliteThreadOptions, ToThread } from './pglite-thread.ts';

/**
 * The main thread's side of db/pglite-thread.ts (ADR 0025): starts PGlite in its own thread and
 * hands node-postgres streams that carry the wire protocol to it over the worker's message port,
 * so the embedded database is reached through the same `pg` pool code as PostgreSQL.
 */
export interface PgliteThread {
  /** A new connection's stream, for `pg`'s `stream` option. */
  stream(): Duplex;
  dump(compression: 'gzip' | 'none'): Promise<Blob>;
  /** Closes PGlite (its files synced) and ends the thread. */
  close(): Promise<void>;
}

/** Found by isConnectionError (db/client.ts): a query the thread can no longer answer is a 503. */
const STOPPED = 'Connection terminated: the PGlite thread stopped';

export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  // A file path, not a module URL: the server bundle rewrites import.meta.dirname to this folder
  // (scripts/build-server.ts), and Node runs the TypeScript file itself.
  const worker = new Worker(path.join(import.meta.dirname, 'pglite-thread.ts'), {
    workerData: options,
    // Its own log lines (none expected) go to the process's stdout/stderr as they are.
    stdout: false,
    stderr: false,
  });
  const streams = new Map<number, ThreadStream>();
  const dumps = new Map<number, { resolve(b: Blob): void; reject(e: Error): void }>();
  let nextId = 1;
  let stopped: Error | undefined;
  let onClosed: (() => void) | undefined;
  // The thread keeps the process alive only while something waits for it, as a socket would.
  let waiting = 0;
  let closing = false;
  const busy = (delta: number) => {
    waiting += delta;
    if (waiting > 0 || closing) worker.ref();
    else worker.unref();
  };
  const post = (m: ToThread, transfer?: ArrayBuffer[]) => worker.postMessage(m, transfer);

  const ready = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the PGlite thread exited with code ${code} while starting`)));
    worker.on('message', (m: FromThread) => {
      if (m.t === 'ready') resolve();
      else if (m.t === 'failed') reject(new Error(m.message));
    });
  });
  await ready;
  worker.removeAllListeners('error').removeAllListeners('exit');

  const stop = (err: Error) => {
    stopped ??= err;
    for (const s of streams.values()) s.destroy(err);
    for (const d of dumps.values()) d.reject(err);
    dumps.clear();
  };
  worker.on('error', (err) => stop(new Error(`${STOPPED}: ${err.message}`)));
  worker.on('exit', () => {
    stop(new Error(STOPPED));
    onClosed?.();
  });
  worker.on('message', (m: FromThread) => {
    switch (m.t) {
      case 'data': {
        const s = streams.get(m.c);
        s?.answer(Buffer.from(m.bytes));
        return;
      }
      case 'error':
        streams.get(m.c)?.destroy(new Error(`PGlite: ${m.message}`));
        return;
      case 'dumped': {
        const d = dumps.get(m.id);
        dumps.delete(m.id);
        busy(-1);
        if (m.blob) d?.resolve(m.blob);
        else d?.reject(new Error(m.message ?? 'dump failed'));
        return;
      }
      case 'closed':
        return;
    }
  });
  busy(0);

  class ThreadStream extends Duplex {
    readonly id = nextId++;
    /** Chunks sent whose answer has not come back. */
    private inFlight = 0;
    private ended = false;

    constructor() {
      super();
      streams.set(this.id, this);
    }

    /** node-postgres calls connect(port, host) on its stream: there is nothing to dial. */
    connect(): this {
      process.nextTick(() => {
        if (stopped) this.destroy(stopped);
        else this.emit('connect');
      });
      return this;
    }
    setNoDelay(): this {
      return this;
    }
    setKeepAlive(): this {
      return this;
    }
    ref(): this {
      return this;
    }
    unref(): this {
      return this;
    }

    answer(bytes: Buffer): void {
      this.inFlight--;
      busy(-1);
      if (bytes.length) this.push(bytes);
    }

    override _write(chunk: Buffer, _enc: BufferEncoding, cb: (err?: Error | null) => void): void {
      this.send([chunk], cb);
    }

    /**
     * node-postgres corks its stream around a query's Parse, Bind, Describe, Execute and Sync: they
     * come here together and go to the thread as one message, answered at once (one trip instead of
     * five; PGlite takes several protocol messages in one call, as from a socket).
     */
    override _writev(chunks: { chunk: Buffer }[], cb: (err?: Error | null) => void): void {
      this.send(
        chunks.map((c) => c.chunk),
        cb,
      );
    }

    private send(chunks: Buffer[], cb: (err?: Error | null) => void): void {
      if (stopped) return cb(stopped);
      // A copy of exactly these bytes (a Buffer is often a view into a larger shared one), then moved.
      const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const bytes = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
      this.inFlight++;
      busy(1);
      post({ t: 'data', c: this.id, bytes }, [bytes]);
      cb();
    }

    override _read(): void {}

    override _final(cb: (err?: Error | null) => void): void {
      this.finish();
      cb();
      this.push(null);
    }

    override _destroy(err: Error | null, cb: (err?: Error | null) => void): void {
      this.finish();
      cb(err);
    }

    private finish(): void {
      if (this.ended) return;
      this.ended = true;
      streams.delete(this.id);
      if (this.inFlight > 0) busy(-this.inFlight);
      this.inFlight = 0;
      if (!stopped) post({ t: 'end', c: this.id });
    }
  }

  return {
    stream: () => new ThreadStream(),
    dump(compression) {
      if (stopped) return Promise.reject(stopped);
      const id = nextId++;
      busy(1);
      return new Promise<Blob>((resolve, reject) => {
        dumps.set(id, { resolve, reject });
        post({ t: 'dump', id, compression });
      });
    },
    async close() {
      if (stopped) return;
      closing = true;
      worker.ref();
      const exited = new Promise<void>((resolve) => {
        onClosed = resolve;
      });
      post({ t: 'close' });
      await exited;
    },
  };
}
