/**
 * API errors from the real product (issue 8, item 4): the built web app's catch-all route sits
 * beside the API, so this runs against the server `npm start` runs. Under /api/v1 every error is
 * JSON in the one error shape, with 404 or 405 (and Allow); expected client errors are never
 * logged as server errors (no stack at error level).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/harness.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Log entries at error level (pino: 50 and above) or carrying a stack, written since `from`. */
function serverErrorsSince(from: number): string[] {
  const out: string[] = [];
  for (const line of server.logs.slice(from).join('').split('\n')) {
    if (!line.trim()) continue;
    let entry: { level?: number; err?: { stack?: string } };
    try {
      entry = JSON.parse(line) as { level?: number; err?: { stack?: string } };
    } catch {
      // Not JSON: console.error output from the web app (React Router's error handler).
      out.push(line);
      continue;
    }
    if ((entry.level ?? 0) >= 50 || entry.err?.stack) out.push(line);
  }
  return out;
}

describe('errors under /api/v1 on the real server', () => {
  it('answers an unknown API path with 404 JSON for every method, not the HTML 404 page', async () => {
    const from = server.logs.length;
    for (const [method, path] of [
      ['GET', '/api/v1/no-such-endpoint'],
      ['POST', '/api/v1/no-such-endpoint'],
      ['PUT', '/api/v1/user/nothing-here'],
      ['DELETE', '/api/v1/web/menu/extra'],
      ['GET', '/api/v1/'],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'No such API endpoint.' });
    }
    expect(serverErrorsSince(from)).toEqual([]);
  });

  it('answers a known API path with the wrong method with 405 JSON and Allow, and logs no error', async () => {
    const from = server.logs.length;
    for (const [method, path, allow] of [
      ['POST', '/api/v1/web/menu', 'GET, HEAD'],
      ['GET', '/api/v1/login', 'POST'],
      ['DELETE', '/api/v1/faq/1', 'GET, HEAD'],
      ['PATCH', '/api/v1/user/update', 'POST'],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        success: false,
        code: 'METHOD_NOT_ALLOWED',
        message: 'This API endpoint does not accept this method.',
      });
    }
    expect(serverErrorsSince(from)).toEqual([]);
  });

  it('still serves pages, and a POST to a page without a form is a client error, not a logged server error', async () => {
    const from = server.logs.length;
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
    const res = await fetch(`${server.url}/about`, { method: 'POST', body: new URLSearchParams({ a: '1' }) });
    expect(res.status).toBe(405);
    expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
    expect(serverErrorsSince(from)).toEqual([]);
  });
});
