import { describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { useTestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { latestCode, multipart, post, uniqueEmail, uniqueIp, uniqueMobile } from '../../../../../tests/helpers/identity.ts';
import { consents } from '../../db/schema.ts';

/**
 * Consent (issue 24): recorded with its notice version, purposes and origin at sign-up, the
 * consultation form, partner registration and the newsletter; the customer's own consents, their
 * withdrawal, the new notice version asked once; the export's and erasure's parts.
 */
const t = useTestApp();
const UA = 'Mozilla/5.0 (consent test)';

const rowsFor = (where: { userId?: number; contact?: string }) =>
  t.app.services.database.db
    .select()
    .from(consents)
    .where(
      or(
        ...[
          where.userId ? eq(consents.userId, where.userId) : undefined,
          where.contact ? eq(consents.contact, where.contact) : undefined,
        ].filter(Boolean),
      ),
    )
    .orderBy(consents.id);

const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/privacy/consents', headers });
const send = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as InjectOptions['payload'] });

describe('consent recorded where it is given', () => {
  it('sign-up (the first OTP login): service delivery and the ticked purposes, under the notice shown, with address and browser', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    await post(t.app, '/api/v1/sendOtp', { user_name: mobile }, { remoteAddress: ip });
    const login = await post(
      t.app,
      '/api/v1/login',
      { user_name: mobile, otp: await latestCode(t.app, mobile), notice_version: 1, consent_purposes: ['whatsapp'] },
      { remoteAddress: ip, headers: { 'user-agent': UA } },
    );
    expect(login.statusCode, login.body).toBe(200);
    // The spec's answer, unchanged.
    expect(login.json()).toMatchObject({ status: 'success', message: 'OTP verified successfully', new_user: true });
    const rows = await rowsFor({ userId: login.json().user_id });
    expect(rows.map((r) => [r.purpose, r.noticeVersion, r.source, r.channel, r.clientIp, r.userAgent])).toEqual([
      ['service', 1, 'signup', 'web', ip, UA],
      ['whatsapp', 1, 'signup', 'web', ip, UA],
    ]);
    expect(rows.every((r) => r.withdrawnAt === null && Date.now() - r.givenAt.getTime() < 60_000)).toBe(true);

    // A later sign-in records nothing more.
    await post(t.app, '/api/v1/sendOtp', { user_name: mobile }, { remoteAddress: ip });
    await post(t.app, '/api/v1/login', {
      user_name: mobile,
      otp: await latestCode(t.app, mobile),
      consent_purposes: 'marketing',
    });
    expect(await rowsFor({ userId: login.json().user_id })).toHaveLength(2);
  });

  it('an API client that sends no consent fields: service delivery under the notice in force, channel api', async () => {
    const email = uniqueEmail('api');
    await post(t.app, '/api/v1/sendOtp', { user_name: email }, { remoteAddress: uniqueIp() });
    const login = await post(t.app, '/api/v1/login', { user_name: email, otp: await latestCode(t.app, email) });
    expect(login.statusCode, login.body).toBe(200);
    expect((await rowsFor({ userId: login.json().user_id })).map((r) => [r.purpose, r.noticeVersion, r.channel])).toEqual([
      ['service', 1, 'api'],
    ]);
  });

  it('the consultation form, partner registration and the newsletter', async () => {
    const svc = await seededServices(t.app);
    const email = uniqueEmail('lead');
    const lead = await post(
      t.app,
      '/api/v1/user/contact_us/store',
      {
        name: 'Asha',
        mobile: uniqueMobile(),
        email,
        service_id: svc.individual.id,
        notice_version: 1,
        consent_purposes: 'marketing',
      },
      { remoteAddress: uniqueIp(), headers: { 'user-agent': UA } },
    );
    expect(lead.statusCode, lead.body).toBe(200);
    expect(lead.json()).toEqual({ success: true, message: expect.any(String) });
    expect((await rowsFor({ contact: email })).map((r) => [r.purpose, r.source, r.noticeVersion, r.userAgent])).toEqual([
      ['service', 'consultation', 1, UA],
      ['marketing', 'consultation', 1, UA],
    ]);

    const mobile = uniqueMobile();
    await post(t.app, '/api/v1/reseller/custom_otp', { mobile }, { remoteAddress: uniqueIp() });
    await post(t.app, '/api/v1/reseller/custom_otp/store', { mobile, custom_otp: await latestCode(t.app, mobile) });
    const body = await multipart({
      name: 'Ravi Kumar',
      mailid: uniqueEmail('partner'),
      mobile,
      password: 'Partner@123',
      password_confirmation: 'Partner@123',
      notice_version: '1',
      consent_purposes: 'marketing,whatsapp',
    });
    const reg = await t.app.inject({ method: 'POST', url: '/api/v1/reseller/registration', ...body });
    expect(reg.statusCode, reg.body).toBe(201);
    expect((await rowsFor({ userId: reg.json().user_id })).map((r) => [r.purpose, r.source])).toEqual([
      ['service', 'partner_registration'],
      ['marketing', 'partner_registration'],
      ['whatsapp', 'partner_registration'],
    ]);

    const reader = uniqueEmail('reader');
    const sub = await post(t.app, '/api/v1/newsletter/subscribe', { email: reader, notice_version: 1 });
    expect(sub.statusCode, sub.body).toBe(200);
    await post(t.app, '/api/v1/newsletter/subscribe', { email: reader, notice_version: 1 });
    expect((await rowsFor({ contact: reader })).map((r) => [r.purpose, r.source, r.channel])).toEqual([
      ['marketing', 'newsletter', 'web'],
    ]);
  });

  it('refuses unknown purposes and notice versions (422), storing nothing', async () => {
    const svc = await seededServices(t.app);
    const email = uniqueEmail('badlead');
    const lead = await post(
      t.app,
      '/api/v1/user/contact_us/store',
      {
        name: 'Asha',
        mobile: uniqueMobile(),
        email,
        service_id: svc.individual.id,
        consent_purposes: ['marketing', 'sell_my_data'],
      },
      { remoteAddress: uniqueIp() },
    );
    expect(lead.statusCode).toBe(422);
    expect(lead.json().errors.consent_purposes).toEqual([
      'Choose consent purposes from: service delivery, marketing messages, WhatsApp messages.',
    ]);
    const version = await post(t.app, '/api/v1/newsletter/subscribe', { email, notice_version: 99 });
    expect(version.statusCode).toBe(422);
    expect(version.json().errors.notice_version).toBeDefined();
    expect(await rowsFor({ contact: email })).toHaveLength(0);

    const mobile = uniqueMobile();
    await post(t.app, '/api/v1/sendOtp', { user_name: mobile }, { remoteAddress: uniqueIp() });
    const login = await post(t.app, '/api/v1/login', {
      user_name: mobile,
      otp: await latestCode(t.app, mobile),
      consent_purposes: ['spam'],
    });
    expect(login.statusCode).toBe(422);

    const u = await signedInUser(t.app);
    for (const payload of [{ purpose: 'spam' }, { purpose: ['marketing'] }, {}]) {
      expect((await send('/api/v1/privacy/consents/withdraw', u.bearer, payload)).statusCode).toBe(422);
    }
    expect((await send('/api/v1/privacy/consents', u.bearer, { notice_version: 1, purposes: ['nothing'] })).statusCode).toBe(422);
    expect((await send('/api/v1/privacy/consents', u.bearer, { notice_version: 0, purposes: [] })).statusCode).toBe(422);
  });
});

describe("the customer's consents in the profile", () => {
  it('lists them, withdraws marketing at once, and refuses to withdraw service delivery here', async () => {
    const email = uniqueEmail('cust');
    // A newsletter subscription before the account: the same e-mail's consent is theirs too.
    await post(t.app, '/api/v1/newsletter/subscribe', { email, notice_version: 1 });
    const u = await signedInUser(t.app, { email });
    const answered = await send('/api/v1/privacy/consents', u.bearer, {
      notice_version: 1,
      purposes: ['whatsapp'],
      source: 'notice_update',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const before = (await get(u.bearer)).json();
    expect(before).toMatchObject({ success: true, needs_answer: false, notice: { version: 1, path: '/privacy-notice' } });
    expect(before.purposes.map((p: { purpose: string; given: boolean }) => [p.purpose, p.given])).toEqual([
      ['service', true],
      ['marketing', true],
      ['whatsapp', true],
    ]);
    expect(before.records.map((r: { purpose: string; source: string }) => `${r.purpose}/${r.source}`).sort()).toEqual([
      'marketing/newsletter',
      'service/notice_update',
      'whatsapp/notice_update',
    ]);

    const res = await send('/api/v1/privacy/consents/withdraw', u.bearer, { purpose: 'marketing' });
    expect(res.statusCode, res.body).toBe(200);
    const marketing = res.json().purposes.find((p: { purpose: string }) => p.purpose === 'marketing');
    expect(marketing).toMatchObject({ given: false, given_at: null });
    expect(Date.now() - Date.parse(marketing.withdrawn_at)).toBeLessThan(60_000);
    expect((await rowsFor({ contact: email }))[0]!.withdrawnAt).not.toBeNull();

    const service = await send('/api/v1/privacy/consents/withdraw', u.bearer, { purpose: 'service' });
    expect(service.statusCode).toBe(422);
    expect(service.json().message).toMatch(/deleting your account/);
    expect((await get(u.bearer)).json().purposes[0]).toMatchObject({ purpose: 'service', given: true });
  });

  it("never shows or changes another customer's consents: 401 signed out, 403 for another user_id", async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    await send('/api/v1/privacy/consents', a.bearer, { notice_version: 1, purposes: ['marketing'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/privacy/consents' })).statusCode).toBe(401);
    expect((await send('/api/v1/privacy/consents/withdraw', {}, { purpose: 'marketing' })).statusCode).toBe(401);
    const other = await send('/api/v1/privacy/consents/withdraw', b.bearer, { user_id: a.user.id, purpose: 'marketing' });
    expect(other.statusCode).toBe(403);
    expect(
      (await send('/api/v1/privacy/consents', b.bearer, { user_id: a.user.id, notice_version: 1, purposes: [] })).statusCode,
    ).toBe(403);
    // B sees only their own (none), A's marketing stays.
    expect((await get(b.bearer)).json().records).toEqual([]);
    expect((await get(a.bearer)).json().purposes[1]).toMatchObject({ purpose: 'marketing', given: true });
  });

  it('a new notice version asks a signed-in customer once', async () => {
    const u = await signedInUser(t.app);
    // Consent given under an earlier notice (version 0: before the versioned notice).
    await t.app.services.database.db.insert(consents).values({
      userId: u.user.id,
      purpose: 'service',
      noticeVersion: 0,
      source: 'signup',
      channel: 'web',
      givenAt: new Date('2026-01-10T10:00:00Z'),
    });
    expect((await get(u.bearer)).json().needs_answer).toBe(true);
    const answer = await send('/api/v1/privacy/consents', u.bearer, { notice_version: 1, purposes: [], source: 'notice_update' });
    expect(answer.json().needs_answer).toBe(false);
    expect((await get(u.bearer)).json().needs_answer).toBe(false);
    expect((await rowsFor({ userId: u.user.id })).map((r) => [r.purpose, r.noticeVersion, r.source])).toEqual([
      ['service', 0, 'signup'],
      ['service', 1, 'notice_update'],
    ]);
    // Answering twice records nothing twice.
    await send('/api/v1/privacy/consents', u.bearer, { notice_version: 1, purposes: [], source: 'notice_update' });
    expect(await rowsFor({ userId: u.user.id })).toHaveLength(2);
  });
});

describe("the export's and the erasure's parts", () => {
  it('exports the records as plain JSON and anonymises them in the given transaction', async () => {
    const email = uniqueEmail('erase');
    await post(t.app, '/api/v1/newsletter/subscribe', { email, notice_version: 1 }, { headers: { 'user-agent': UA } });
    const u = await signedInUser(t.app, { email });
    await send('/api/v1/privacy/consents', u.bearer, { notice_version: 1, purposes: ['whatsapp'] });
    const person = { id: u.user.id, email, mobile: null };
    const exported = await t.app.services.privacy.exportOf(person);
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
    expect(exported.map((r) => r.purpose).sort()).toEqual(['marketing', 'service', 'whatsapp']);

    const n = await t.app.services.database.db.transaction((tx) => t.app.services.privacy.eraseIn(tx, person));
    expect(n).toBe(3);
    expect(await rowsFor({ userId: u.user.id, contact: email })).toEqual([]);
    expect(await t.app.services.privacy.exportOf(person)).toEqual([]);
  });
});
