import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { listen, type Listening } from './listen.ts';

const HOST = '127.0.0.1';
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

/** A Fastify app with a fast route and a slow one held until the test releases it. */
function app() {
  const a = Fastify();
  apps.push(a);
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const held = { n: 0 };
  a.get('/fast', async () => ({ ok: true }));
  a.get('/slow', async () => {
    held.n++;
    await released;
    return { slow: true };
  });
  return { a, release, held };
}

/** One raw connection: what it sent, and everything the server sent until it closed the connection. */
function connect(port: number, send: string) {
  const socket = net.connect(port, HOST);
  socket.write(send);
  let text = '';
  socket.on('data', (d) => (text += d.toString('latin1')));
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  return { socket, closed };
}

/** Listening TCP sockets on `port` (Linux /proc/net/tcp, every address). */
function listeningSocketsOn(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  return readFileSync('/proc/net/tcp', 'latin1')
    .split('\n')
    .filter((line) => {
      const f = line.trim().split(/\s+/);
      return f[3] === '0A' && f[1]?.endsWith(`:${hex}`);
    }).length;
}

const status = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
const extraAccepted = (l: Listening) => l.extra.reduce((n, e) => n + e.accepted, 0);

async function until(cond: () => boolean) {
  for (let i = 0; i < 500 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(cond()).toBe(true);
}

describe('listening on several handles (SO_REUSEPORT, one HTTP server)', () => {
  it('binds the port that many times and answers connections from every handle', async () => {
    const { a } = app();
    const l = await listen(a, { port: 0, host: HOST, handles: 4 });
    expect(listeningSocketsOn(l.port)).toBe(4);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => connect(l.port, `GET /fast HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`).closed),
    );
    expect(answers.map(status)).toEqual(Array(40).fill(200));
    // The kernel spreads 40 connections over 4 sockets: some came in through the extra ones.
    expect(extraAccepted(l)).toBeGreaterThan(0);
  });

  it.each([1, 4])('refuses a second start on the same port (handles %i), with a clear message', async (handles) => {
    const first = app();
    const l = await listen(first.a, { port: 0, host: HOST, handles: 4 });
    const second = app();
    await expect(listen(second.a, { port: l.port, host: HOST, handles })).rejects.toThrow(
      `Port ${l.port} on ${HOST} is already in use: another process listens there (is another Anupalan running on this port?)`,
    );
    // The first is untouched and alone on its port.
    expect(listeningSocketsOn(l.port)).toBe(4);
    expect(status(await connect(l.port, `GET /fast HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`).closed)).toBe(200);
  });

  it('refuses a port another program holds without SO_REUSEPORT', async () => {
    const other = net.createServer();
    await new Promise<void>((r) => other.listen(0, HOST, r));
    const port = (other.address() as net.AddressInfo).port;
    try {
      await expect(listen(app().a, { port, host: HOST, handles: 4 })).rejects.toThrow(
        `Port ${port} on ${HOST} is already in use`,
      );
    } finally {
      other.close();
    }
  });

  it.each([4, 1])(
    'on close (handles %i): stops accepting, answers what is in flight, 503 to what starts after, then ends',
    async (handles) => {
      const { a, release, held } = app();
      const l = await listen(a, { port: 0, host: HOST, handles });
      let connections = 0;
      a.server.on('connection', () => connections++);
      const slow = Array.from({ length: 8 }, () => connect(l.port, `GET /slow HTTP/1.1\r\nHost: x\r\n\r\n`));
      // Requests whose headers are still arriving when the close begins.
      const partial = Array.from({ length: 8 }, () => connect(l.port, `GET /fast HTTP/1.1\r\nHost: x\r\n`));
      await until(() => held.n === 8 && connections === 16);
      const accepted = extraAccepted(l);
      if (handles > 1) expect(accepted).toBeGreaterThan(0);

      let done = false;
      const closing = a.close().then(() => (done = true));
      await until(() => listeningSocketsOn(l.port) === 0);
      const refused = await Promise.all(
        Array.from({ length: 12 }, () =>
          connect(l.port, 'GET /fast HTTP/1.1\r\nHost: x\r\n\r\n').closed.then(
            () => 'answered',
            (err: NodeJS.ErrnoException) => err.code,
          ),
        ),
      );
      expect(refused).toEqual(Array(12).fill('ECONNREFUSED'));

      for (const p of partial) p.socket.write('\r\n');
      expect((await Promise.all(partial.map((p) => p.closed))).map(status)).toEqual(Array(8).fill(503));
      expect(done).toBe(false);
      release();
      // Answered, then the connection is ended by the server (not left open for its keep-alive time).
      const answers = await Promise.all(slow.map((s) => s.closed));
      expect(answers.map(status)).toEqual(Array(8).fill(200));
      expect(answers.every((t) => t.endsWith('{"slow":true}'))).toBe(true);
      await closing;
      expect(extraAccepted(l)).toBe(accepted);
    },
  );
});
