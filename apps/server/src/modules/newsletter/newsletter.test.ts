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

describe('POST /api/v1/newsletter/subscribe (urlencoded)', () => {
  it('answers JSON to a urlencoded post that asks for JSON', async () => {
    const ok = await postForm('email=json%40example.in', { accept: 'application/json' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    const bad = await postForm('email=nope', { accept: 'application/json' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(NEWSLETTER_MESSAGES.invalid);
    expect(await rowCount()).toBe(1);
  });

  it('answers JSON, never a redirect, to a urlencoded post that does not ask for JSON (the page form posts to /newsletter/subscribe)', async () => {
    const res = await postForm('email=plain%40example.in&return_to=%2Fgst', { referer: 'https://evil.example/phish' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
  });
});
