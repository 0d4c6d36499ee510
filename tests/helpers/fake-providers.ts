import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';

/**
 * Local imitations of the message providers, started by the tests that use them: an SMTP server
 * and an HTTP API (MSG91's flow, WhatsApp Cloud's messages). Each records what it received and
 * answers as the test sets.
 */
async function listen(server: Server | TcpServer): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

export interface SmtpMessage {
  to: string[];
  data: string;
}

/** An SMTP server: `refuse(rcpt)` gives a code and text for a recipient it refuses (550 …). */
export async function fakeSmtp(refuse: (rcpt: string) => string | null = () => null) {
  const messages: SmtpMessage[] = [];
  const server = createTcpServer((socket) => {
    let inData = false;
    let rcpts: string[] = [];
    let data: string[] = [];
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push({ to: rcpts, data: data.join('\n') });
            rcpts = [];
            data = [];
            socket.write('250 OK queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 fake\r\n');
        else if (cmd === 'RCPT') {
          const rcpt = /<([^>]*)>/.exec(line)?.[1] ?? '';
          const refused = refuse(rcpt);
          if (refused) socket.write(`${refused}\r\n`);
          else {
            rcpts.push(rcpt);
            socket.write('250 OK\r\n');
          }
        } else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  const port = await listen(server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The decoded text of what was sent to `to` (quoted-printable soft breaks joined). */
    to(rcpt: string) {
      return messages.filter((m) => m.to.includes(rcpt)).map((m) => m.data.replace(/=\n/g, '').replace(/=3D/g, '='));
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export interface HttpCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** An HTTP API: `answer(call)` gives the status and JSON body (default 200 and `ok`). */
export async function fakeHttpApi(answer: (call: HttpCall) => { status: number; body: unknown }) {
  const calls: HttpCall[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      /* not JSON */
    }
    const call = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
    calls.push(call);
    const out = answer(call);
    res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.body));
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** The answers of MSG91's flow API and WhatsApp Cloud's messages API. */
export const MSG91_OK = { status: 200, body: { type: 'success', message: '3763646c3058393530393036' } };
export const whatsappOk = (id: string) => ({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id }] } });
