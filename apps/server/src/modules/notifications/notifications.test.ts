import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { auditLog, notificationDeliveries, users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { paidOrder } from '../../../../../tests/helpers/fixtures.ts';
import { uniqueMobile } from '../../../../../tests/helpers/identity.ts';
import { fakeHttpApi, fakeSmtp, MSG91_OK, whatsappOk, type HttpCall } from '../../../../../tests/helpers/fake-providers.ts';
import { NOTIFICATION_EVENTS, type NotificationEvent, type SessionUser } from '@anupalan/shared';

/**
 * Notifications (issue 20) through the real queue and the real adapters, against local imitations
 * of SMTP, MSG91's flow API and the WhatsApp Cloud API: what a provider received, and the delivery
 * log staff read.
 */
type Answer = (call: HttpCall) => { status: number; body: unknown };
let smsAnswer: Answer = () => MSG91_OK;
let waAnswer: Answer = () => whatsappOk('wamid.1');
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let msg91: Awaited<ReturnType<typeof fakeHttpApi>>;
let wa: Awaited<ReturnType<typeof fakeHttpApi>>;
let t: TestApp;
let app: FastifyInstance;
let staff: Awaited<ReturnType<typeof signedInUser>>;

// English DLT templates for every event; Hindi ones (`<event>.hi`) for all but documents_needed.
const FLOW = [
  ...NOTIFICATION_EVENTS.map((e, i) => `${e}=dlt${i + 1}`),
  ...NOTIFICATION_EVENTS.filter((e) => e !== 'documents_needed').map((e, i) => `${e}.hi=dlt-hi${i + 1}`),
].join(',');

beforeAll(async () => {
  smtp = await fakeSmtp((rcpt) => (rcpt.startsWith('nobody') ? '550 5.1.1 No such user here' : null));
  msg91 = await fakeHttpApi((c) => smsAnswer(c));
  wa = await fakeHttpApi((c) => waAnswer(c));
  t = await buildTestApp({
    env: {
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Anupalan <no-reply@anupalan.in>',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'test-auth-key-123',
      MSG91_TEMPLATE_ID: 'otp-template',
      MSG91_SENDER_ID: 'ANUPLN',
      MSG91_BASE_URL: msg91.url,
      MSG91_FLOW_TEMPLATES: FLOW,
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_TOKEN: 'wa-token-123456',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_BASE_URL: wa.url,
      PUBLIC_URL: 'https://anupalan.example',
      NOTIFY_INBOUND_SECRET: 'inbound-secret-0123456789',
    },
  });
  app = t.app;
  staff = await signedInUser(app, { role: 'staff', name: 'Ravi (staff)' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([smtp?.close(), msg91?.close(), wa?.close()]);
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

interface Delivery {
  id: number;
  event: string;
  channel: string;
  recipient: string;
  status: string;
  attempts: number;
  error: string | null;
  providerMessageId: string | null;
}

async function deliveries(query: string): Promise<Delivery[]> {
  const res = await inject('GET', `/api/v1/admin/notifications/deliveries?pageSize=100&${query}`, staff.bearer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Delivery[];
}

/** Waits until every delivery matching `query` has settled (sent, failed or skipped), at least `n`. */
async function settled(query: string, n: number): Promise<Delivery[]> {
  let last: Delivery[] = [];
  await expect
    .poll(
      async () => {
        last = await deliveries(query);
        return last.length >= n && last.every((d) => ['sent', 'failed', 'skipped'].includes(d.status));
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
  return last;
}

/** An event enqueued as another module does: inside a transaction of the app's database. */
async function enqueue(event: NotificationEvent, userId: number, vars: Record<string, string | string[]>, opts = {}) {
  await app.services.database.db.transaction((tx) => app.services.notifications.notify(tx, { event, userId, vars, ...opts }));
}

const stageVars = { service: 'GST Registration', requestId: '7', stage: 'In progress', requestsLink: '/myrequests' };

describe('payment received and documents needed', () => {
  it('e-mails a customer with an address the payment (invoice link) and the documents to upload, each once', async () => {
    const u = await signedInUser(app, { name: 'Asha Rao' });
    const svc = await seededServices(app);
    const paid = await paidOrder(app, u, { service_id: svc.individual.id });
    const rows = await settled(`userId=${u.user.id}`, 2);
    expect(rows.map((r) => `${r.event}/${r.channel}/${r.status}`).sort()).toEqual([
      'documents_needed/email/sent',
      'payment_received/email/sent',
    ]);
    const mails = smtp.to(u.user.email!);
    expect(mails).toHaveLength(2);
    const receipt = mails.find((m) => m.includes('Payment received'))!;
    expect(receipt).toContain(`https://anupalan.example/api/v1/invoices/${paid.data.invoice_id}/pdf`);
    const docs = mails.find((m) => m.includes('Documents needed'))!;
    expect(docs).toContain(
      `https://anupalan.example/document?serviceId=${svc.individual.id}&requestId=${paid.data.service_request_id}`,
    );
    // No SMS for a customer with an e-mail who did not choose it.
    expect(msg91.calls.filter((c) => JSON.stringify(c.body).includes(String(paid.data.service_request_id)))).toHaveLength(0);
  });

  it('sends a mobile-only customer SMS through the DLT template of each event', async () => {
    const mobile = uniqueMobile();
    const u = await signedInUser(app, { name: 'Mohan', mobile });
    await app.services.database.db.update(users).set({ email: null }).where(eq(users.id, u.user.id));
    const svc = await seededServices(app);
    const paid = await paidOrder(app, u, { service_id: svc.individual.id });
    const rows = await settled(`userId=${u.user.id}`, 2);
    expect(rows.map((r) => `${r.event}/${r.channel}/${r.status}`).sort()).toEqual([
      'documents_needed/sms/sent',
      'payment_received/sms/sent',
    ]);
    const calls = msg91.calls.filter((c) => JSON.stringify(c.body).includes(`91${mobile}`));
    expect(calls.map((c) => c.body.template_id).sort()).toEqual(
      [
        `dlt${NOTIFICATION_EVENTS.indexOf('documents_needed') + 1}`,
        `dlt${NOTIFICATION_EVENTS.indexOf('payment_received') + 1}`,
      ].sort(),
    );
    const docs = calls.find((c) => c.body.template_id === `dlt${NOTIFICATION_EVENTS.indexOf('documents_needed') + 1}`)!;
    const recipient = (docs.body.recipients as Record<string, string>[])[0]!;
    expect(recipient.requestId).toBe(String(paid.data.service_request_id));
    expect(recipient.uploadLink).toContain('https://anupalan.example/document?');
    for (const [k, v] of Object.entries(recipient))
      if (!k.endsWith('Link') && k !== 'mobiles') expect(v.length).toBeLessThanOrEqual(30);
    expect(rows.every((r) => r.providerMessageId === '3763646c3058393530393036')).toBe(true);
  });
  it("texts a Hindi customer through the event's Hindi DLT template, the English one where no Hindi is registered", async () => {
    const mobile = uniqueMobile();
    const u = await signedInUser(app, { name: 'Mohan', mobile });
    await app.services.database.db.update(users).set({ email: null, language: 'hi' }).where(eq(users.id, u.user.id));
    const svc = await seededServices(app);
    const paid = await paidOrder(app, u, { service_id: svc.individual.id });
    const rows = await settled(`userId=${u.user.id}`, 2);
    expect(rows.map((r) => `${r.event}/${r.channel}/${r.status}`).sort()).toEqual([
      'documents_needed/sms/sent',
      'payment_received/sms/sent',
    ]);
    const calls = msg91.calls.filter((c) => JSON.stringify(c.body).includes(`91${mobile}`));
    const hindiId = `dlt-hi${NOTIFICATION_EVENTS.filter((e) => e !== 'documents_needed').indexOf('payment_received') + 1}`;
    expect(calls.map((c) => c.body.template_id).sort()).toEqual(
      [hindiId, `dlt${NOTIFICATION_EVENTS.indexOf('documents_needed') + 1}`].sort(),
    );
    const receipt = (calls.find((c) => c.body.template_id === hindiId)!.body.recipients as Record<string, string>[])[0]!;
    expect(receipt.requestId).toBe(String(paid.data.service_request_id));
    expect(receipt.amount).toMatch(/^₹[\d,]+\.\d\d$/);
  });
});

describe('faults: nothing lost, nothing sent twice', () => {
  it('a rolled-back change leaves no message', async () => {
    const u = await signedInUser(app);
    await expect(
      app.services.database.db.transaction(async (tx) => {
        await app.services.notifications.notify(tx, { event: 'stage_changed', userId: u.user.id, vars: stageVars });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // A later event of the same person arrives; the rolled-back one never does.
    await enqueue('deliverable_ready', u.user.id, { service: 'ITR', requestId: '9', downloadLink: '/completed-services' });
    const rows = await settled(`userId=${u.user.id}`, 1);
    expect(rows.map((r) => r.event)).toEqual(['deliverable_ready']);
    expect(smtp.to(u.user.email!)).toHaveLength(1);
  });

  it('a stage change by staff whose transaction fails sends nothing', async () => {
    const u = await signedInUser(app);
    const svc = await seededServices(app);
    const paid = await paidOrder(app, u, { service_id: svc.individual.id });
    await settled(`userId=${u.user.id}`, 2);
    await expect(
      app.services.requests.changeStage(staff.user, paid.data.service_request_id, 'in_progress', null, async () => {
        throw new Error('audit insert failed');
      }),
    ).rejects.toThrow('audit insert failed');
    const moved = await inject('POST', `/api/v1/admin/requests/${paid.data.service_request_id}/stage`, staff.bearer, {
      stage: 'completed',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await settled(`requestId=${paid.data.service_request_id}&channel=email`, 3);
    const stages = rows.filter((r) => r.event === 'stage_changed');
    expect(stages).toHaveLength(1);
    const mail = smtp.to(u.user.email!).filter((m) => m.includes('stage_changed') || m.includes('is now at the stage'));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain('Completed');
  });

  it('a provider answering 5xx is retried with backoff, then the delivery is marked failed; the change stands', async () => {
    const mobile = uniqueMobile();
    const u = await signedInUser(app, { mobile });
    await inject('PUT', '/api/v1/user/notifications', u.bearer, { email: false, sms: true, whatsapp: false });
    let calls = 0;
    smsAnswer = (c) => {
      if (!JSON.stringify(c.body).includes(`91${mobile}`)) return MSG91_OK;
      calls += 1;
      return { status: 503, body: { type: 'error', message: 'Service unavailable' } };
    };
    try {
      await enqueue('stage_changed', u.user.id, stageVars);
      const [row] = await settled(`userId=${u.user.id}`, 1);
      // NOTIFY_RETRY_LIMIT=2 in tests: the first attempt and two retries.
      expect(row).toMatchObject({ channel: 'sms', status: 'failed', attempts: 3 });
      expect(row!.error).toContain('503');
      expect(calls).toBe(3);
    } finally {
      smsAnswer = () => MSG91_OK;
    }
  });

  it("a provider's 4xx for a bad number fails at once, not retried", async () => {
    const mobile = uniqueMobile();
    const u = await signedInUser(app, { mobile });
    await inject('PUT', '/api/v1/user/notifications', u.bearer, { email: false, sms: false, whatsapp: true });
    let calls = 0;
    waAnswer = (c) => {
      if (c.body.to !== `91${mobile}`) return whatsappOk('wamid.x');
      calls += 1;
      return { status: 400, body: { error: { message: '(#131026) Message undeliverable', code: 131026 } } };
    };
    try {
      await enqueue('stage_changed', u.user.id, stageVars);
      const [row] = await settled(`userId=${u.user.id}`, 1);
      expect(row).toMatchObject({ channel: 'whatsapp', status: 'failed', attempts: 1 });
      expect(row!.error).toContain('Message undeliverable');
      await new Promise((r) => setTimeout(r, 1500));
      expect(calls).toBe(1);
    } finally {
      waAnswer = () => whatsappOk('wamid.1');
    }
  });

  it('an invalid number or address fails with the reason, without calling the provider; the SMTP 550 is not retried', async () => {
    const u = await signedInUser(app);
    const before = msg91.calls.length;
    // A mobile-only recipient (SMS by default) with a malformed number; an address the mail server refuses.
    await enqueue('stage_changed', u.user.id, stageVars, { to: { email: null, mobile: '12345' } });
    await enqueue(
      'deliverable_ready',
      u.user.id,
      { service: 'ITR', requestId: '7', downloadLink: '/completed-services' },
      {
        to: { email: 'nobody@example.in', mobile: null },
      },
    );
    const rows = await settled(`userId=${u.user.id}`, 2);
    const byChannel = Object.fromEntries(rows.map((r) => [r.channel, r]));
    expect(byChannel.sms).toMatchObject({ status: 'failed', attempts: 1, error: 'Invalid mobile number: 12345' });
    expect(byChannel.email).toMatchObject({ status: 'failed', attempts: 1 });
    expect(byChannel.email!.error).toContain('550');
    expect(msg91.calls.length).toBe(before);
  });

  it('script in a variable is escaped in the HTML e-mail', async () => {
    const u = await signedInUser(app, { name: '<script>alert(1)</script>Asha' });
    await enqueue('stage_changed', u.user.id, { ...stageVars, service: '<img src=x onerror=alert(2)>' });
    await settled(`userId=${u.user.id}`, 1);
    const [mail] = smtp.to(u.user.email!);
    const html = mail!.slice(mail!.indexOf('<!doctype html>'));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;Asha');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
  });

  it('the same keyed event enqueued twice is delivered once per channel', async () => {
    const u = await signedInUser(app);
    const key = `test-once-${u.user.id}`;
    await enqueue('weekly_status', u.user.id, { ...stageVars, since: '1 March 2027' }, { key });
    await enqueue('weekly_status', u.user.id, { ...stageVars, since: '1 March 2027' }, { key });
    await settled(`userId=${u.user.id}`, 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await deliveries(`userId=${u.user.id}`)).toHaveLength(1);
    expect(smtp.to(u.user.email!)).toHaveLength(1);
  });
});

describe('channels the customer chose: WhatsApp opt-in, STOP', () => {
  it('sends WhatsApp only after the opt-in (time and source recorded), and a STOP ends SMS and WhatsApp', async () => {
    const mobile = uniqueMobile();
    const u = await signedInUser(app, { mobile });
    const prefs = (await inject('GET', '/api/v1/user/notifications', u.bearer)).json().data;
    expect(prefs).toMatchObject({ email: true, sms: false, whatsapp: false, whatsapp_opt_in_at: null });

    await enqueue('stage_changed', u.user.id, stageVars);
    expect((await settled(`userId=${u.user.id}`, 1)).map((r) => r.channel)).toEqual(['email']);
    expect(wa.calls.filter((c) => c.body.to === `91${mobile}`)).toHaveLength(0);

    const saved = await inject('PUT', '/api/v1/user/notifications', u.bearer, { email: true, sms: true, whatsapp: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.whatsapp_opt_in_source).toBe('profile');
    expect(Date.parse(saved.json().data.whatsapp_opt_in_at)).toBeGreaterThan(Date.now() - 60_000);

    await enqueue('stage_changed', u.user.id, { ...stageVars, stage: 'Completed' });
    await settled(`userId=${u.user.id}`, 4);
    const call = wa.calls.find((c) => c.body.to === `91${mobile}`)!;
    expect(call.headers.authorization).toBe('Bearer wa-token-123456');
    expect(call.path).toBe('/1234567890/messages');
    expect(call.body).toMatchObject({ type: 'template', template: { name: 'stage_changed', language: { code: 'en' } } });

    // STOP from the provider: refused without the secret, then recorded.
    const stop = { channel: 'sms', mobile: `+91${mobile}`, text: 'STOP' };
    expect((await inject('POST', '/api/v1/webhooks/notifications/stop', {}, stop)).statusCode).toBe(401);
    const secret = { 'x-webhook-secret': 'inbound-secret-0123456789' };
    expect((await inject('POST', '/api/v1/webhooks/notifications/stop', secret, stop)).json()).toEqual({
      success: true,
      stopped: true,
    });
    await inject('POST', '/api/v1/webhooks/notifications/stop', secret, { ...stop, channel: 'whatsapp' });
    expect((await inject('GET', '/api/v1/user/notifications', u.bearer)).json().data).toMatchObject({
      sms_stopped: true,
      whatsapp_stopped: true,
    });
    const smsBefore = msg91.calls.filter((c) => JSON.stringify(c.body).includes(`91${mobile}`)).length;
    const waBefore = wa.calls.filter((c) => c.body.to === `91${mobile}`).length;
    await enqueue('deliverable_ready', u.user.id, { service: 'ITR', requestId: '7', downloadLink: '/completed-services' });
    const rows = (await settled(`userId=${u.user.id}`, 7)).filter((r) => r.event === 'deliverable_ready');
    expect(Object.fromEntries(rows.map((r) => [r.channel, r.status]))).toEqual({
      email: 'sent',
      sms: 'skipped',
      whatsapp: 'skipped',
    });
    expect(msg91.calls.filter((c) => JSON.stringify(c.body).includes(`91${mobile}`)).length).toBe(smsBefore);
    expect(wa.calls.filter((c) => c.body.to === `91${mobile}`).length).toBe(waBefore);
    // One-time codes the customer asks for still arrive by SMS.
    const otp = await inject('POST', '/api/v1/sendOtp', { 'x-forwarded-for': '10.9.8.7' }, { user_name: mobile });
    expect(otp.statusCode).toBe(200);
    expect(msg91.calls.at(-1)!.body.template_id).toBe('otp-template');
  });

  it('honours consent withdrawn in the Privacy section: no WhatsApp after it, marketing only with marketing consent', async () => {
    const mobile = uniqueMobile();
    const u = await signedInUser(app, { mobile });
    await inject('PUT', '/api/v1/user/notifications', u.bearer, { email: true, sms: false, whatsapp: true });
    const digest = { month: 'December 2026', items: ['GSTR-3B: 20 Dec 2026'], calendarLink: '/calendar' };
    // No marketing consent yet: the digest (marketing) is logged as skipped on every channel.
    await enqueue('calendar_digest', u.user.id, digest);
    let rows = (await settled(`userId=${u.user.id}`, 2)).filter((r) => r.event === 'calendar_digest');
    expect(rows.map((r) => [r.channel, r.status, r.error])).toEqual(
      expect.arrayContaining([
        ['email', 'skipped', 'No marketing consent'],
        ['whatsapp', 'skipped', 'No marketing consent'],
      ]),
    );
    const given = await inject('POST', '/api/v1/privacy/consents', u.bearer, { notice_version: 1, purposes: ['marketing'] });
    expect(given.statusCode, given.body).toBe(200);
    await enqueue('calendar_digest', u.user.id, { ...digest, month: 'January 2027' });
    rows = (await settled(`userId=${u.user.id}`, 4)).filter((r) => r.event === 'calendar_digest' && r.status !== 'skipped');
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'whatsapp']);

    // Marketing and WhatsApp withdrawn: the next digest goes nowhere, a service message by e-mail only.
    for (const purpose of ['marketing', 'whatsapp'])
      expect((await inject('POST', '/api/v1/privacy/consents/withdraw', u.bearer, { purpose })).statusCode).toBe(200);
    expect((await inject('GET', '/api/v1/user/notifications', u.bearer)).json().data.whatsapp).toBe(false);
    const waBefore = wa.calls.filter((c) => c.body.to === `91${mobile}`).length;
    await enqueue('calendar_digest', u.user.id, { ...digest, month: 'February 2027' });
    await enqueue('stage_changed', u.user.id, stageVars);
    rows = await settled(`userId=${u.user.id}`, 6);
    expect(rows.filter((r) => r.event === 'calendar_digest' && r.status === 'skipped')).toHaveLength(3);
    expect(rows.filter((r) => r.event === 'stage_changed').map((r) => [r.channel, r.status])).toEqual([['email', 'sent']]);
    expect(wa.calls.filter((c) => c.body.to === `91${mobile}`).length).toBe(waBefore);

    // Choosing WhatsApp again on the Notifications card is a new opt-in, recorded as consent.
    await inject('PUT', '/api/v1/user/notifications', u.bearer, { email: true, sms: false, whatsapp: true });
    const privacy = (await inject('GET', '/api/v1/privacy/consents', u.bearer)).json();
    expect(privacy.purposes.find((p: { purpose: string }) => p.purpose === 'whatsapp')).toMatchObject({ given: true });
    await enqueue('stage_changed', u.user.id, { ...stageVars, stage: 'Completed' });
    rows = await settled(`userId=${u.user.id}`, 8);
    expect(rows.filter((r) => r.event === 'stage_changed' && r.channel === 'whatsapp').map((r) => r.status)).toEqual(['sent']);
  });

  it('refuses SMS or WhatsApp without a mobile number, naming the field', async () => {
    const u = await signedInUser(app);
    const res = await inject('PUT', '/api/v1/user/notifications', u.bearer, { email: true, sms: false, whatsapp: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.whatsapp).toEqual(['Add a mobile number to your profile to get WhatsApp messages.']);
  });
});

describe('back office: failed deliveries, resend, templates', () => {
  it('staff list the failed deliveries and resend one (audited); it is then sent once', async () => {
    const mobile = uniqueMobile();
    const u = await signedInUser(app, { mobile });
    await inject('PUT', '/api/v1/user/notifications', u.bearer, { email: false, sms: true, whatsapp: false });
    smsAnswer = (c) =>
      JSON.stringify(c.body).includes(`91${mobile}`) ? { status: 500, body: { type: 'error', message: 'down' } } : MSG91_OK;
    await enqueue('balance_due', u.user.id, { service: 'ITR', requestId: '7', amount: '₹500.00', payLink: '/myrequests' });
    const [failed] = await settled(`userId=${u.user.id}`, 1);
    expect(failed!.status).toBe('failed');
    smsAnswer = () => MSG91_OK;
    const list = await deliveries('status=failed');
    expect(list.some((d) => d.id === failed!.id)).toBe(true);

    const customer = await inject('POST', `/api/v1/admin/notifications/deliveries/${failed!.id}/resend`, u.bearer);
    expect(customer.statusCode).toBe(403);
    const resent = await inject('POST', `/api/v1/admin/notifications/deliveries/${failed!.id}/resend`, staff.bearer);
    expect(resent.statusCode, resent.body).toBe(200);
    const [row] = await settled(`userId=${u.user.id}`, 1);
    expect(row).toMatchObject({ status: 'sent', attempts: 4 });
    const again = await inject('POST', `/api/v1/admin/notifications/deliveries/${failed!.id}/resend`, staff.bearer);
    expect(again.statusCode).toBe(409);
    const audit = await app.services.database.db.select().from(auditLog).where(eq(auditLog.action, 'notification.resend'));
    expect(audit.some((a) => a.entityId === String(failed!.id) && a.actorId === staff.user.id)).toBe(true);
    const rows = await app.services.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, failed!.id));
    expect(rows[0]!.sentAt).toBeTruthy();
  });

  it('shows every template with its previews (e-mail HTML and text, SMS with its DLT id, WhatsApp)', async () => {
    const res = await inject('GET', '/api/v1/admin/notifications/templates', staff.bearer);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { event: string; email: { html: string; text: string }; sms: { dltTemplateId: string } }[];
    expect(items.map((i) => i.event)).toEqual([...NOTIFICATION_EVENTS]);
    const docs = items.find((i) => i.event === 'documents_needed')!;
    expect(docs.email.text).toContain('- PAN card');
    expect(docs.email.html).toContain('<li>Aadhaar card</li>');
    expect(docs.sms.dltTemplateId).toBe(`dlt${NOTIFICATION_EVENTS.indexOf('documents_needed') + 1}`);
  });
});

describe("back office's pages (the in-process door)", () => {
  const actor = (u: SessionUser): SessionUser => ({ id: u.id, name: u.name, email: u.email, mobile: u.mobile, role: u.role });

  it('refuses a customer, refuses an unknown status, and resends only a failed delivery', async () => {
    const door = app.services.notificationAdmin;
    const customer = await signedInUser(app);
    await expect(door.deliveries(actor(customer.user), {})).rejects.toMatchObject({ status: 403 });
    await expect(door.templates(actor(customer.user))).rejects.toMatchObject({ status: 403 });
    await expect(door.resend(actor(customer.user), 1)).rejects.toMatchObject({ status: 403 });
    await expect(door.deliveries(actor(staff.user), { status: 'lost' })).rejects.toMatchObject({ status: 400 });

    const mobile = uniqueMobile();
    const u = await signedInUser(app, { mobile });
    await inject('PUT', '/api/v1/user/notifications', u.bearer, { email: false, sms: true, whatsapp: false });
    smsAnswer = (c) =>
      JSON.stringify(c.body).includes(`91${mobile}`) ? { status: 500, body: { type: 'error', message: 'down' } } : MSG91_OK;
    await enqueue('balance_due', u.user.id, { service: 'ITR', requestId: '8', amount: '₹100.00', payLink: '/myrequests' });
    const [failed] = await settled(`userId=${u.user.id}`, 1);
    expect(failed!.status).toBe('failed');
    smsAnswer = () => MSG91_OK;
    const page = await door.deliveries(actor(staff.user), { status: 'failed', userId: String(u.user.id) });
    expect(page.items.map((d) => d.id)).toEqual([failed!.id]);
    await door.resend(actor(staff.user), failed!.id);
    const [row] = await settled(`userId=${u.user.id}`, 1);
    expect(row!.status).toBe('sent');
    await expect(door.resend(actor(staff.user), failed!.id)).rejects.toMatchObject({ status: 409 });
    const audit = await app.services.database.db.select().from(auditLog).where(eq(auditLog.action, 'notification.resend'));
    expect(audit.some((a) => a.entityId === String(failed!.id) && a.actorId === staff.user.id)).toBe(true);
    expect((await door.templates(actor(staff.user))).map((t) => t.event)).toEqual([...NOTIFICATION_EVENTS]);
  });
});

describe('reminders (the scheduled sweep)', () => {
  it('documents still missing 2 and 5 days after payment, each once; a week at one stage brings where it stands', async () => {
    const DAY = 86_400_000;
    const u = await signedInUser(app);
    const svc = await seededServices(app);
    const paid = await paidOrder(app, u, { service_id: svc.individual.id });
    const rid = paid.data.service_request_id;
    await settled(`requestId=${rid}`, 2);
    const clock = app.services.clock;
    const real = clock.now;
    const at = (ms: number) => {
      clock.now = () => new Date(Date.now() + ms);
    };
    try {
      at(DAY);
      await app.services.notifications.runReminders();
      at(2 * DAY + 3_600_000);
      // Two sweeps (an hour apart, or two instances): the reminder goes once.
      await app.services.notifications.runReminders();
      await app.services.notifications.runReminders();
      let rows = await settled(`requestId=${rid}`, 3);
      expect(rows.filter((r) => r.event === 'documents_reminder')).toHaveLength(1);
      at(7 * DAY + 3_600_000);
      await app.services.notifications.runReminders();
      await app.services.notifications.runReminders();
      rows = await settled(`requestId=${rid}`, 5);
      expect(rows.map((r) => r.event).sort()).toEqual([
        'documents_needed',
        'documents_reminder',
        'documents_reminder',
        'payment_received',
        'weekly_status',
      ]);
      const mails = smtp.to(u.user.email!);
      expect(mails.filter((m) => m.includes('Reminder: documents still needed'))).toHaveLength(2);
      expect(mails.some((m) => m.includes('has been at the stage "Paid"') || m.includes('Where your order stands'))).toBe(true);
    } finally {
      clock.now = real;
    }
  });
});
