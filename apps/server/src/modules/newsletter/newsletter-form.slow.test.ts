import { beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { useTestApp } from '../../../../../tests/helpers/app.ts';
import { OFF_SITE_PATHS } from '../../../../../tests/helpers/fixtures.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

/**
 * The footer's newsletter form without JavaScript: a plain form post to the web app's route action
 * (`/newsletter/subscribe`, through the real server-rendered app: needs `npm run build`). It goes
 * back to the page the form named (`return_to`, a path on this site only), never to a Referer.
 */
const t = useTestApp({ web: true });
beforeEach(async () => {
  await t.database.db.delete(newsletterSubscribers);
});

/** What a browser sends for the footer form without JavaScript. */
function postForm(body: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/newsletter/subscribe',
    payload: body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      ...headers,
    },
  });
}

const field = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

async function emails() {
  return (await t.database.db.select().from(newsletterSubscribers)).map((r) => r.email);
}

async function rowCount() {
  const [r] = await t.database.db.select({ n: count() }).from(newsletterSubscribers);
  return r?.n ?? 0;
}

describe('POST /newsletter/subscribe (plain form, no JavaScript)', () => {
  it('stores the address and sends the browser back to its page with the result flag', async () => {
    const res = await postForm(`email=Form.User%40Example.in&${field('return_to', '/gst')}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/gst?newsletter=subscribed#newsletter');
    expect(await emails()).toEqual(['form.user@example.in']);
  });

  it('keeps the page query and replaces an earlier flag', async () => {
    const res = await postForm(`email=q%40example.in&${field('return_to', '/blogs?page=2&newsletter=invalid')}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/blogs?page=2&newsletter=subscribed#newsletter');
  });

  it('goes back to the page named by the form (return_to), whatever the Referer says', async () => {
    const res = await postForm(`email=rt%40example.in&${field('return_to', '/contact?a=1')}`, {
      referer: 'http://localhost/gst',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?a=1&newsletter=subscribed#newsletter');
    const bad = await postForm(`email=nope&${field('return_to', '/about')}`);
    expect(bad.headers.location).toBe('/about?newsletter=invalid#newsletter');
    expect(await rowCount()).toBe(1);
  });

  it('sends an invalid or missing address back with the invalid flag and stores nothing', async () => {
    for (const body of ['email=not-an-email', 'email=', '']) {
      const res = await postForm(body ? `${body}&${field('return_to', '/gst')}` : field('return_to', '/gst'));
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/gst?newsletter=invalid#newsletter');
    }
    expect(await rowCount()).toBe(0);
  });

  it('never redirects to another site: only same-origin paths, and no Referer is followed', async () => {
    for (const returnTo of [...OFF_SITE_PATHS, 'javascript:alert(1)', 'about', '']) {
      const r = await postForm(`email=rt%40example.in&${field('return_to', returnTo)}`, {
        referer: 'https://evil.example/phish',
      });
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toMatch(/^\/(?!\/)/);
      expect(r.headers.location).not.toContain('evil.example');
      expect(r.headers.location).toBe('/?newsletter=subscribed#newsletter');
    }
    const foreign = await postForm('email=safe%40example.in', { referer: 'https://evil.example/phish' });
    expect(foreign.headers.location).toBe('/?newsletter=subscribed#newsletter');
    const doubled = await postForm('email=safe%40example.in', { referer: 'http://localhost//evil.example/x' });
    expect(doubled.headers.location).toBe('/?newsletter=subscribed#newsletter');
    expect(await rowCount()).toBe(2);
  });
});
