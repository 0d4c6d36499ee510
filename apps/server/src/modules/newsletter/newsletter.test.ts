import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { NEWSLETTER_MESSAGES } from '@anupalan/shared';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.delete(newsletterSubscribers);
});

const URL_ = '/api/v1/newsletter/subscribe';

function postJson(payload: unknown) {
  return t.app.inject({ method: 'POST', url: URL_, payload: payload as object, headers: { accept: 'application/json' } });
}

/** What a browser sends for the footer form without JavaScript. */
function postForm(body: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: URL_,
    payload: body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      referer: 'http://localhost/gst',
      ...headers,
    },
  });
}

async function rows() {
  return t.database.db.select().from(newsletterSubscribers);
}

async function rowCount() {
  const [r] = await t.database.db.select({ n: count() }).from(newsletterSubscribers);
  return r?.n ?? 0;
}

describe('POST /api/v1/newsletter/subscribe (JSON)', () => {
  it('stores the address lower-cased and answers success with a friendly message', async () => {
    const res = await postJson({ email: '  Priya.Sharma@Example.IN ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    const stored = await rows();
    expect(stored.map((r) => r.email)).toEqual(['priya.sharma@example.in']);
    expect(stored[0]!.unsubscribedAt).toBeNull();
  });

  it('answers the same e-mail twice with success both times and keeps one row', async () => {
    const first = await postJson({ email: 'ravi@example.in' });
    const second = await postJson({ email: 'RAVI@example.in' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await rowCount()).toBe(1);
  });

  it('keeps one row when the same address arrives many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => postJson({ email: 'race@example.in' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await rowCount()).toBe(1);
  });

  it('re-activates an address that had unsubscribed', async () => {
    await postJson({ email: 'back@example.in' });
    await t.database.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'back@example.in'));
    expect((await postJson({ email: 'back@example.in' })).statusCode).toBe(200);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.unsubscribedAt).toBeNull();
  });

  it.each([
    ['not an address', 'priya'],
    ['no domain', 'priya@'],
    ['no local part', '@example.in'],
    ['two at-signs', 'a@@example.in'],
    ['a space inside', 'priya sharma@example.in'],
    ['markup', '<script>alert(1)</script>@example.in'],
    ['too long', `${'a'.repeat(250)}@example.in`],
  ])('refuses %s with 422, a clear message and nothing stored', async (_label, email) => {
    const res = await postJson({ email });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION',
      message: NEWSLETTER_MESSAGES.invalid,
      errors: { email: [NEWSLETTER_MESSAGES.invalid] },
    });
    expect(await rowCount()).toBe(0);
  });

  it.each([
    ['an empty object', {}],
    ['an empty e-mail', { email: '' }],
    ['only spaces', { email: '   ' }],
    ['a number', { email: 42 }],
    ['an array', { email: ['a@example.in'] }],
    ['null', { email: null }],
  ])('asks for the address when it gets %s (422, nothing stored)', async (_label, payload) => {
    const res = await postJson(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', message: NEWSLETTER_MESSAGES.required });
    expect(res.json().errors.email).toEqual([NEWSLETTER_MESSAGES.required]);
    expect(await rowCount()).toBe(0);
  });

  it('refuses an empty body', async () => {
    const noBody = await t.app.inject({ method: 'POST', url: URL_ });
    expect(noBody.statusCode).toBe(422);
    expect(noBody.json()).toMatchObject({ success: false, code: 'VALIDATION', message: NEWSLETTER_MESSAGES.required });

    const emptyJson = await t.app.inject({
      method: 'POST',
      url: URL_,
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(emptyJson.statusCode).toBe(400);
    expect(emptyJson.json()).toEqual({ success: false, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
    expect(await rowCount()).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: URL_,
      payload: '{"email": "a@example.in"',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });

    const text = await t.app.inject({
      method: 'POST',
      url: URL_,
      payload: 'a@example.in',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });

    const jsonString = await t.app.inject({
      method: 'POST',
      url: URL_,
      payload: '"a@example.in"',
      headers: { 'content-type': 'application/json' },
    });
    expect(jsonString.statusCode).toBe(422);
    expect(await rowCount()).toBe(0);
  });
});

describe('POST /api/v1/newsletter/subscribe (plain form, no JavaScript)', () => {
  it('stores the address and sends the browser back to its page with the result flag', async () => {
    const res = await postForm('email=Form.User%40Example.in');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/gst?newsletter=subscribed#newsletter');
    expect((await rows()).map((r) => r.email)).toEqual(['form.user@example.in']);
  });

  it('keeps the page query and replaces an earlier flag', async () => {
    const res = await postForm('email=q%40example.in', { referer: 'http://localhost/blogs?page=2&newsletter=invalid' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/blogs?page=2&newsletter=subscribed#newsletter');
  });

  it('goes back to the page named by the form (return_to) when the browser sends no Referer', async () => {
    const res = await postForm('email=rt%40example.in&return_to=%2Fcontact%3Fa%3D1', { referer: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?a=1&newsletter=subscribed#newsletter');
    const bad = await postForm('email=nope&return_to=%2Fabout', { referer: '' });
    expect(bad.headers.location).toBe('/about?newsletter=invalid#newsletter');
    for (const returnTo of ['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 'about']) {
      const r = await postForm(`email=rt%40example.in&return_to=${encodeURIComponent(returnTo)}`, { referer: '' });
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe('/?newsletter=subscribed#newsletter');
    }
    expect(await rowCount()).toBe(1);
  });

  it('sends an invalid or missing address back with the invalid flag and stores nothing', async () => {
    for (const body of ['email=not-an-email', 'email=', '']) {
      const res = await postForm(body);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/gst?newsletter=invalid#newsletter');
    }
    expect(await rowCount()).toBe(0);
  });

  it('never redirects to another site', async () => {
    for (const referer of [
      'https://evil.example/phish',
      'http://localhost//evil.example/x',
      'javascript:alert(1)',
      'not a url',
    ]) {
      const res = await postForm('email=safe%40example.in', { referer });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/(?!\/)/);
      expect(res.headers.location).not.toContain('evil.example/phish');
    }
    const foreign = await postForm('email=safe%40example.in', { referer: 'https://evil.example/phish' });
    expect(foreign.headers.location).toBe('/?newsletter=subscribed#newsletter');
    const doubled = await postForm('email=safe%40example.in', { referer: 'http://localhost//evil.example/x' });
    expect(doubled.headers.location).toBe('/evil.example/x?newsletter=subscribed#newsletter');
    expect(await rowCount()).toBe(1);
  });

  it('answers JSON to a urlencoded post that asks for JSON', async () => {
    const ok = await postForm('email=json%40example.in', { accept: 'application/json' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    const bad = await postForm('email=nope', { accept: 'application/json' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(NEWSLETTER_MESSAGES.invalid);
    expect(await rowCount()).toBe(1);
  });
});
