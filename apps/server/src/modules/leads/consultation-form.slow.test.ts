import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSULTATION_MESSAGES as M, CONSULTATION_RATE_LIMIT } from '@anupalan/shared';
import { useTestApp } from '../../../../../tests/helpers/app.ts';
import { holdClock, intoThisMinute } from '../../../../../tests/helpers/clock.ts';
import { leads } from '../../db/schema.ts';

/**
 * The consultation form without JavaScript (or pressed before its script has loaded): a plain form
 * post to the category page it is on, answered by the page's route action through the real
 * server-rendered app (needs `npm run build`). Same schema, messages, limit and service as the API.
 */
const t = useTestApp({ web: true });
let serviceId: number;
let ipSeq = 0;

beforeAll(async () => {
  const menus = (await t.app.inject({ method: 'GET', url: '/api/v1/web/menu' })).json().menus;
  serviceId = menus.find((m: { route: string }) => m.route === '/gst').services[0].id;
});

/** Each test posts from its own address, so the per-address limit only bites where it is tested. */
const freshIp = () => `10.77.0.${++ipSeq}`;

/** What a browser without JavaScript sends for the form on /gst. */
function postForm(fields: Record<string, string>, ip = freshIp(), headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/gst',
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: ip,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      // What a browser sends from our page (Referrer-Policy same-origin keeps the real Origin).
      origin: 'http://localhost:80',
      ...headers,
    },
  });
}

const fields = (over: Record<string, string> = {}) => ({
  name: 'Nisha Verma',
  mobile: '9812345670',
  email: 'nisha.verma@example.in',
  service_id: String(serviceId),
  message: `No-JS post ${Date.now()} ${Math.random()}`,
  ...over,
});

const leadsWith = (message: string) => t.database.db.select().from(leads).where(eq(leads.message, message));
/** The value attribute of the input named `name` in the page (React escapes it). */
const inputValue = (html: string, name: string) =>
  html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0].match(/value="([^"]*)"/)?.[1];

describe('POST /gst (the consultation form as a plain form post)', () => {
  it('stores the lead and answers the page with the spec success message, the form empty again', async () => {
    const sent = fields({ name: 'Nisha <b>Verma</b>' });
    const res = await postForm(sent);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(M.success);
    expect(res.body).toContain('role="status"');
    expect(inputValue(res.body, 'name')).toBe('');
    const rows = await leadsWith(sent.message);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Nisha <b>Verma</b>',
      mobile: '9812345670',
      email: 'nisha.verma@example.in',
      serviceId,
      sourcePath: '/gst',
    });
  });

  it('reads a pasted +91 mobile as the form with its script does', async () => {
    const sent = fields({ mobile: '+91 98123 45671' });
    const res = await postForm(sent);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(M.success);
    const rows = await leadsWith(sent.message);
    expect(rows.map((r) => r.mobile)).toEqual(['9812345671']);
  });

  it('our pages ask browsers to send their own Origin; a post from another site stores nothing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/gst' });
    expect(page.headers['referrer-policy']).toBe('same-origin');
    for (const origin of ['https://evil.example', 'null']) {
      const sent = fields();
      const res = await postForm(sent, freshIp(), { origin });
      expect(res.statusCode).toBe(400);
      expect(await leadsWith(sent.message)).toEqual([]);
    }
  });

  it('a bad mobile: the shared message, everything typed kept, no lead', async () => {
    const sent = fields({ mobile: '51234', name: 'Kept "Name" & Co' });
    const res = await postForm(sent);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(M.mobile);
    expect(res.body).not.toContain(M.success);
    expect(inputValue(res.body, 'mobile')).toBe('51234');
    expect(inputValue(res.body, 'name')).toBe('Kept &quot;Name&quot; &amp; Co');
    expect(inputValue(res.body, 'email')).toBe('nisha.verma@example.in');
    expect(res.body).toContain(`>${sent.message}</textarea>`);
    expect(await leadsWith(sent.message)).toEqual([]);
  });

  it('an empty form and an unknown service: each field its shared message, no lead', async () => {
    const empty = await postForm({});
    expect(empty.statusCode).toBe(422);
    for (const text of [M.name, M.mobile, M.email, M.service]) expect(empty.body).toContain(text);

    const unknown = fields({ service_id: '987654' });
    const res = await postForm(unknown);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(M.unknownService);
    expect(await leadsWith(unknown.message)).toEqual([]);
  });

  it('a burst is limited like the API, counted together with it per address, storing nothing more', async () => {
    const ip = freshIp();
    // One limit window for the whole burst (the counter's window is fixed: a minute boundary would reset it).
    holdClock([t.app], intoThisMinute(15));
    // Half the allowance through the API, the rest through the form: one counter.
    const half = Math.floor(CONSULTATION_RATE_LIMIT.max / 2);
    for (let i = 0; i < half; i++) {
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/contact_us/store',
        payload: { ...fields(), service_id: serviceId },
        remoteAddress: ip,
      });
      expect(api.statusCode).toBe(200);
    }
    for (let i = half; i < CONSULTATION_RATE_LIMIT.max; i++) expect((await postForm(fields(), ip)).statusCode).toBe(200);
    const last = fields();
    const refused = await postForm(last, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.body).toContain(M.rateLimited);
    expect(refused.body).toContain(`>${last.message}</textarea>`);
    expect(await leadsWith(last.message)).toEqual([]);
    // And the API is refused for that address now too.
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/contact_us/store',
      payload: { ...fields(), service_id: serviceId },
      remoteAddress: ip,
    });
    expect(api.statusCode).toBe(429);
  });
});
