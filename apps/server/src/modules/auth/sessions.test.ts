import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { assertSelf } from './plugin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    extend(app) {
      app.get('/api/v1/__test/me', { preHandler: app.requireUser }, async (req) => ({ user: req.user }));
      app.post(
        '/api/v1/__test/me',
        { preHandler: app.requireUser, schema: { body: z.object({ user_id: z.union([z.number(), z.string()]).optional() }) } },
        async (req) => {
          assertSelf(req, (req.body as { user_id?: number | string }).user_id);
          return { ok: true };
        },
      );
      // An answer its route calls public: the cache policy makes it private when the request is signed in.
      app.get('/api/v1/__test/maybe-me', { preHandler: app.authenticate }, async (req, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return { user: req.user?.id ?? null };
      });
      app.get('/api/v1/__test/staff', { preHandler: app.requireRole('staff', 'admin') }, async () => ({ ok: true }));
    },
  });
});
afterAll(async () => t?.close());

describe('sessions', () => {
  it('knows the user from a Bearer token or the cookie', async () => {
    const s = await signedInUser(t.app, { name: 'Asha Verma' });
    for (const headers of [s.bearer, s.cookie]) {
      const res = await t.app.inject({ url: '/api/v1/__test/me', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: s.user.id, name: 'Asha Verma', role: 'customer' });
    }
  });

  it('reads the cookie one way for signing in and for the cache policy, however the header is spelled (issue 27)', async () => {
    const s = await signedInUser(t.app);
    const headers = [
      `anupalan_session =${s.token}`,
      ` anupalan_session=${s.token}`,
      `anupalan_session= ${s.token} `,
      `theme=dark;anupalan_session=${s.token}`,
      `anupalan_session\t=${s.token}`,
      `anupalan_session=${s.token}; anupalan_session=junk`,
      `anupalan_session=junk; anupalan_session=${s.token}`,
      `xanupalan_session=${s.token}`,
      `anupalan_session_old=${s.token}`,
      `anupalan_session=`,
    ];
    const seen: string[] = [];
    for (const cookie of headers) {
      const res = await t.app.inject({ url: '/api/v1/__test/maybe-me', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const signedIn = res.json().user === s.user.id;
      const kept = res.headers['cache-control'] === 'public, max-age=60';
      // A signed-in answer is never one a cache may keep.
      if (signedIn) expect(res.headers['cache-control'], cookie).toBe('private, no-store');
      seen.push(`${signedIn ? 'in' : 'out'}${kept ? ', public' : ''}: ${cookie.replace(s.token, 'TOKEN')}`);
    }
    expect(seen).toEqual([
      'in: anupalan_session =TOKEN',
      'in:  anupalan_session=TOKEN',
      'in: anupalan_session= TOKEN ',
      'in: theme=dark;anupalan_session=TOKEN',
      'in: anupalan_session\t=TOKEN',
      'in: anupalan_session=TOKEN; anupalan_session=junk',
      // A session cookie that signs nobody in is still a session cookie: private too.
      'out: anupalan_session=junk; anupalan_session=TOKEN',
      'out, public: xanupalan_session=TOKEN',
      'out, public: anupalan_session_old=TOKEN',
      'out, public: anupalan_session=',
    ]);
  });

  it('refuses a missing, forged or revoked session with 401', async () => {
    const s = await signedInUser(t.app);
    const missing = await t.app.inject({ url: '/api/v1/__test/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated. Please login again.',
    });
    const forged = await t.app.inject({
      url: '/api/v1/__test/me',
      headers: { authorization: `Bearer ${s.token.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(401);
    await t.app.services.sessions.revoke(s.token);
    expect((await t.app.inject({ url: '/api/v1/__test/me', headers: s.bearer })).statusCode).toBe(401);
  });

  it('refuses another user id with 403', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/me',
      headers: a.bearer,
      payload: { user_id: a.user.id },
    });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/me',
      headers: a.bearer,
      payload: { user_id: b.user.id },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only access your own account.');
  });

  it('refuses a cross-site state change made with the cookie, but not with a Bearer token', async () => {
    const s = await signedInUser(t.app);
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const csrf = await t.app.inject({ method: 'POST', url: '/api/v1/__test/me', headers: { ...s.cookie, ...evil }, payload: {} });
    expect(csrf.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/me',
      headers: { ...s.cookie, origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: {},
    });
    expect(sameOrigin.statusCode).toBe(200);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/__test/me',
      headers: { ...s.bearer, ...evil },
      payload: {},
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('checks roles on the server', async () => {
    const customer = await signedInUser(t.app);
    const staff = await signedInUser(t.app, { role: 'staff' });
    expect((await t.app.inject({ url: '/api/v1/__test/staff', headers: customer.bearer })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/__test/staff', headers: staff.bearer })).statusCode).toBe(200);
  });
});
