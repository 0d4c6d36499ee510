/**
 * The product's listening sockets (ADR 0018). Since libuv 1.45 (libuv/libuv#3696) Node accepts one
 * connection per listening handle per turn of the event loop; when a turn carries many requests'
 * work (200 buyers at once), new connections wait in the kernel's accept queue for seconds while
 * the product answers in milliseconds (docs/performance.md, "Buyers"). With `handles` > 1 the port
 * is bound that many times with SO_REUSEPORT (Linux: the kernel spreads new connections over the
 * sockets), so up to that many connections are accepted per turn. Fastify's server stays the one
 * HTTP server: each extra handle hands its sockets to it (`'connection'`), so the public fast path,
 * the timeouts, keep-alive, connection tracking, the 503 while closing and the graceful close are the
 * same for every connection whichever handle accepted it.
 *
 * SO_REUSEPORT would also let a second process of the same user bind the same port silently (two
 * products on one PGlite directory). So the port is first bound without it to prove it is free: a
 * second start fails there with a clear message. (Two starts within the same millisecond could
 * both pass that check; counting the port's sockets in /proc/net/tcp afterwards would close that
 * gap but costs 10–15 ms of start-up on a machine with many connections, so it is not done.)
 */
import type { Server as HttpServer } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface ListenOptions {
  port: number;
  host: string;
  /** Listening handles on the port (1: one socket, no SO_REUSEPORT). */
  handles: number;
}

export interface Listening {
  port: number;
  /** The extra handles (not Fastify's own server), and how many connections each accepted. */
  extra: { server: net.Server; accepted: number }[];
}

/** A start on a port something else holds: the message says so in plain words. */
export class PortInUseError extends Error {
  constructor(host: string, port: number, cause?: unknown) {
    super(
      `Port ${port} on ${host} is already in use: another process listens there (is another Anupalan running on this port?) ` +
        'or a recent connection still holds it. Stop that process or set PORT to a free port.',
      { cause },
    );
    this.name = 'PortInUseError';
  }
}

/** Whether SO_REUSEPORT spreads connections over sockets here (Node supports `reusePort` on these). */
export const REUSE_PORT_SUPPORTED = process.platform === 'linux' || process.platform === 'freebsd';

const inUse = (err: unknown) => (err as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';

function bind(server: net.Server, opts: net.ListenOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(opts, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Listens `app` on host:port with `handles` listening sockets; answers the port (useful with port 0). */
export async function listen(app: FastifyInstance, opts: ListenOptions): Promise<Listening> {
  const handles = REUSE_PORT_SUPPORTED ? Math.max(1, Math.floor(opts.handles)) : 1;
  const { host } = opts;
  if (handles > 1 && opts.port !== 0) {
    // Without SO_REUSEPORT this bind fails if anything listens on the port, with or without it.
    const probe = net.createServer();
    try {
      await bind(probe, { port: opts.port, host, exclusive: true });
    } catch (err) {
      if (inUse(err)) throw new PortInUseError(host, opts.port, err);
      throw err;
    }
    await new Promise((r) => probe.close(r));
  }
  try {
    await app.listen({ port: opts.port, host, ...(handles > 1 ? { reusePort: true } : {}) });
  } catch (err) {
    if (inUse(err)) throw new PortInUseError(host, opts.port, err);
    throw err;
  }
  const main = app.server as HttpServer & { noDelay?: boolean; keepAlive?: boolean; keepAliveInitialDelay?: number };
  const address = main.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const extra: Listening['extra'] = [];
  closeGracefully(main, extra);
  if (handles === 1) return { port, extra };

  try {
    for (let i = 1; i < handles; i++) {
      const entry = {
        server: net.createServer({
          // As http.Server configures its own sockets (it reads the request half-closed itself).
          allowHalfOpen: true,
          noDelay: main.noDelay ?? true,
          keepAlive: main.keepAlive ?? false,
          keepAliveInitialDelay: main.keepAliveInitialDelay ?? 0,
        }),
        accepted: 0,
      };
      entry.server.on('connection', (socket) => {
        entry.accepted++;
        main.emit('connection', socket);
      });
      await bind(entry.server, { port, host, reusePort: true });
      extra.push(entry);
    }
  } catch (err) {
    await app.close();
    throw err;
  }
  return { port, extra };
}

/**
 * Fastify closes its server (and waits for it) when the app closes: the extra handles stop
 * accepting at the same moment, and the close completes once their connections have ended too.
 * http.Server's close ends the idle connections, whichever handle accepted them; a connection busy
 * at that moment would stay open after its answer until its keep-alive timeout (72 s: its answer
 * still says `Connection: keep-alive`), so idle ones are ended every 100 ms until the close completes.
 */
function closeGracefully(main: HttpServer, extra: Listening['extra']) {
  const closeMain = main.close.bind(main);
  main.close = ((cb?: (err?: Error) => void) => {
    const sweep = setInterval(() => main.closeIdleConnections(), 100);
    const extrasClosed = Promise.all(extra.map((e) => new Promise<void>((r) => e.server.close(() => r()))));
    closeMain((err?: Error) => {
      void extrasClosed.then(() => {
        clearInterval(sweep);
        cb?.(err);
      });
    });
    return main;
  }) as typeof main.close;
}
