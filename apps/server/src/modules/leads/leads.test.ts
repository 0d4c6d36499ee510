import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { CONSULTATION_MESSAGES as M, CONSULTATION_MESSAGE_MAX, CONSULTATION_RATE_LIMIT } from '@anupalan/shared';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { holdClock, intoThisMinute } from '../../../../../tests/helpers/clock.ts';
import { openPostgres } from '../../db/client.ts';
import { leads, rateLimitCounters, services } from '../../db/schema.ts';

let t: TestApp;
let serviceId: number;
let serviceName: string;
let ipSeq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const menus = (await t.app.inject({ method: 'GET', url: '/api/v1/web/menu' })).json().menus;
  serviceId = menus[1].services[0].id;
  serviceName = menus[1].services[0].service_name;
});
afterAll(async () => {
  await t?.close();
});

/** Each test sends from its own address, so the per-address limit only bites where it is tested. */
function freshIp(): string {
  ipSeq += 1;
  return `10.20.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
}

const valid = () => ({
  name: 'Asha Rao',
  mobile: '9876501234',
  email: 'asha.rao@example.in',
  service_id: serviceId,
  message: 'Please call me about GST registration.',
});

function post(payload: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/contact_us/store',
    payload: payload as Record<string, unknown>,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.headers,
  });
}

const db = () => t.database.db;
const count = async () => (await db().select({ id: leads.id }).from(leads)).length;
const lastLead = async () => (await db().select().from(leads).orderBy(desc(leads.id)).limit(1))[0];

describe('POST /api/v1/user/contact_us/store', () => {
  it('stores the request as a lead and answers the spec success message', async () => {
    const before = await count();
    const res = await post(
      { ...valid(), service_id: String(serviceId) },
      { headers: { referer: 'http://localhost/gst#faq-section' } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your request has been submitted successfully!' });
    expect(await count()).toBe(before + 1);
    const row = await lastLead();
    expect(row).toMatchObject({
      name: 'Asha Rao',
      mobile: '9876501234',
      email: 'asha.rao@example.in',
      serviceId,
      serviceName,
      message: 'Please call me about GST registration.',
      status: 'new',
      sourcePath: '/gst',
    });
    expect(row?.clientIp).toMatch(/^10\.20\./);
  });

  it('keeps the page the form was sent from, and drops a source_path that is not a path', async () => {
    expect((await post({ ...valid(), source_path: '/legal' })).statusCode).toBe(200);
    expect((await lastLead())?.sourcePath).toBe('/legal');
    expect((await post({ ...valid(), source_path: 'javascript:alert(1)' })).statusCode).toBe(200);
    expect((await lastLead())?.sourcePath).toBeNull();
  });

  it('accepts a request without a message', async () => {
    const { message: _m, ...rest } = valid();
    const res = await post(rest);
    expect(res.statusCode).toBe(200);
    expect((await lastLead())?.message).toBe('');
  });

  it('stores HTML and script as plain text, exactly as typed', async () => {
    const name = '<img src=x onerror=alert(1)>Ravi';
    const message = '<script>alert("x")</script> & <b>bold</b>';
    const res = await post({ ...valid(), name, message });
    expect(res.statusCode).toBe(200);
    const row = await lastLead();
    expect(row?.name).toBe(name);
    expect(row?.message).toBe(message);
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['a mobile of 9 digits', { mobile: '987650123' }, 'mobile', M.mobile],
    ['a mobile starting with 5', { mobile: '5876501234' }, 'mobile', M.mobile],
    ['a mobile with letters', { mobile: '98765O1234' }, 'mobile', M.mobile],
    ['a mobile of 11 digits', { mobile: '98765012345' }, 'mobile', M.mobile],
    ['the placeholder mobile the login form refuses', { mobile: '9876543210' }, 'mobile', M.mobile],
    ['a bad e-mail', { email: 'asha@example' }, 'email', M.email],
    ['an e-mail with script', { email: '<script>@example.in' }, 'email', M.email],
    ['no service', { service_id: '' }, 'service_id', M.service],
    ['a service that is not a number', { service_id: 'gst' }, 'service_id', M.service],
    ['no name', { name: '  ' }, 'name', M.name],
    ['a message over the limit', { message: 'x'.repeat(CONSULTATION_MESSAGE_MAX + 1) }, 'message', M.messageTooLong],
  ];

  it.each(refusals)('refuses %s with 422, a field error and nothing stored', async (_label, change, field, message) => {
    const before = await count();
    const res = await post({ ...valid(), ...change });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION', message });
    expect(body.errors[field]).toEqual([message]);
    expect(await count()).toBe(before);
  });

  it('refuses a missing service_id field', async () => {
    const { service_id: _s, ...rest } = valid();
    const res = await post(rest);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ service_id: [M.service] });
  });

  it('reports every invalid field of an empty form', async () => {
    const before = await count();
    const res = await post({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: [M.name],
      mobile: [M.mobile],
      email: [M.email],
      service_id: [M.service],
    });
    expect(await count()).toBe(before);
  });

  it('refuses an unknown service_id with 422 and a field error', async () => {
    const before = await count();
    const res = await post({ ...valid(), service_id: 987654 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION',
      message: M.unknownService,
      errors: { service_id: [M.unknownService] },
    });
    expect(await count()).toBe(before);
  });

  it('refuses a withdrawn (inactive) service', async () => {
    const [extra] = await db()
      .insert(services)
      .values({
        menuId: (await db().select({ menuId: services.menuId }).from(services).limit(1))[0]!.menuId,
        name: 'Withdrawn service',
        slug: `withdrawn-${Date.now()}`,
        pricePaise: 100_00,
        sacCode: '998231',
        type: 'both',
        active: false,
      })
      .returning();
    const res = await post({ ...valid(), service_id: extra!.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.service_id).toEqual([M.unknownService]);
    await db().delete(services).where(eq(services.id, extra!.id));
  });

  it('refuses malformed JSON and a non-JSON body without storing', async () => {
    const before = await count();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/contact_us/store',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(bad.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/contact_us/store',
      payload: '<lead><name>x</name></lead>',
      headers: { 'content-type': 'application/xml' },
      remoteAddress: freshIp(),
    });
    expect(text.statusCode).toBe(415);
    expect(await count()).toBe(before);
  });

  it(`answers 429 with a clear message after ${CONSULTATION_RATE_LIMIT.max} requests a minute from one address, storing nothing more`, async () => {
    // One limit window for the whole burst, 15 s into it (a real minute boundary mid-test would reset the count).
    const start = intoThisMinute(15);
    const moveClock = holdClock([t.app], start);
    const ip = freshIp();
    const before = await count();
    for (let i = 0; i < CONSULTATION_RATE_LIMIT.max; i++) {
      const ok = await post({ ...valid(), name: `Burst ${i}` }, { ip });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await post({ ...valid(), name: 'One too many' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: M.rateLimited });
    expect(refused.headers['retry-after']).toBe('45');
    expect(await count()).toBe(before + CONSULTATION_RATE_LIMIT.max);
    expect((await lastLead())?.name).toBe(`Burst ${CONSULTATION_RATE_LIMIT.max - 1}`);

    // Another address is not affected.
    expect((await post(valid())).statusCode).toBe(200);
    // Still refused at the window's last instant; the next window takes it again.
    moveClock(new Date(start.getTime() + 44_999));
    expect((await post(valid(), { ip })).statusCode).toBe(429);
    moveClock(new Date(start.getTime() + 45_000));
    expect((await post({ ...valid(), name: 'Next minute' }, { ip })).statusCode).toBe(200);
    expect((await lastLead())?.name).toBe('Next minute');
  });

  it('the limit holds across two app instances on one database, also for requests sent all at once', async () => {
    // On PostgreSQL the second instance has its own connection pool, as a second process would.
    const url = t.database.url;
    const second = await buildTestApp({ database: url ? { ...(await openPostgres(url, { max: 4 })), url } : t.database });
    try {
      // Both instances' clocks in one limit window (a real minute boundary mid-test would split the count).
      holdClock([t.app, second.app], intoThisMinute(30));
      const ip = freshIp();
      const before = await count();
      const send = (i: number) =>
        (i % 2 ? second.app : t.app).inject({
          method: 'POST',
          url: '/api/v1/user/contact_us/store',
          payload: { ...valid(), name: `Spread ${i}` },
          remoteAddress: ip,
        });
      const statuses = (await Promise.all(Array.from({ length: 12 }, (_, i) => send(i)))).map((r) => r.statusCode);
      expect(statuses.filter((x) => x === 200)).toHaveLength(CONSULTATION_RATE_LIMIT.max);
      expect(statuses.filter((x) => x === 429)).toHaveLength(12 - CONSULTATION_RATE_LIMIT.max);
      expect(await count()).toBe(before + CONSULTATION_RATE_LIMIT.max);
      // Sent one by one after that, through either instance: still refused.
      for (const app of [t.app, second.app]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/user/contact_us/store',
          payload: valid(),
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(429);
      }
      const [counter] = await db().select().from(rateLimitCounters).where(eq(rateLimitCounters.key, ip));
      expect(counter).toMatchObject({ scope: 'consultation', hits: 14 });
    } finally {
      // The second instance's own pool only (the shared PGlite database is closed by the first).
      if (url) await second.close();
      else await second.app.close();
    }
  });
});
