import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { maskContact, type Role } from '@anupalan/shared';
import { useTestApp } from '../../../../../tests/helpers/app.ts';
import { waitForMessage } from '../../../../../tests/helpers/messages.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { latestCode, staffSignIn, uniqueEmail, uniqueMobile, wrongCode } from '../../../../../tests/helpers/identity.ts';
import { auditLog, leads, newsletterSubscribers, notificationDeliveries, paymentOrders, users } from '../../db/schema.ts';

const t = useTestApp({ env: { TEST_GATEWAY_SECRET: 'test-gateway-secret-for-admin-suite' } });

type Headers = Record<string, string>;
const call = (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

async function pendingPartner(kind: 'reseller' | 'service_provider' = 'reseller', name = 'Meera Nair') {
  const [u] = await t.database.db
    .insert(users)
    .values({ name, email: uniqueEmail('partner'), mobile: uniqueMobile(), role: kind, status: 'pending' })
    .returning();
  return u!;
}
/** The deliveries the notifications module made for a person (its log, written before it sends). */
async function deliveriesTo(userId: number) {
  const rows = await t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, userId));
  return rows.map((r) => ({ event: r.event, channel: r.channel, recipient: r.recipient }));
}
async function auditFor(entityType: string, entityId: number | string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.entityType} = ${entityType} and ${auditLog.entityId} = ${String(entityId)}`)
    .orderBy(auditLog.id);
}

describe('authorisation of every /api/v1/admin endpoint', () => {
  it('refuses anonymous (401) and customers, resellers, service providers (403); staff reach all but staff accounts; admins reach all', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const endpoints = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/v1/admin/'))
      .flatMap(([p, ops]) =>
        Object.keys(ops)
          .filter((m) => ['get', 'post', 'patch', 'put', 'delete'].includes(m))
          .map((m) => ({ method: m.toUpperCase() as InjectOptions['method'], path: p })),
      );
    // The document lists them all (issue 13's matrix reads it); a route missing from it would fail here.
    expect(endpoints.length).toBeGreaterThanOrEqual(19);
    const who: [string, Headers][] = [['anonymous', {}]];
    for (const role of ['customer', 'reseller', 'service_provider', 'staff', 'admin'] as Role[]) {
      who.push([role, (await signedInUser(t.app, { role })).bearer]);
    }
    const expected = (role: string, path: string): 'ok' | 401 | 403 => {
      if (role === 'anonymous') return 401;
      if (role === 'staff') return path.startsWith('/api/v1/admin/staff') ? 403 : 'ok';
      return role === 'admin' ? 'ok' : 403;
    };
    const failures: string[] = [];
    for (const { method, path } of endpoints) {
      const url = path.replace(/\{(id|userId)\}/, '2147483000').replace('{kind}', 'notices');
      for (const [role, headers] of who) {
        const res = await call(method, url, headers, method === 'GET' ? undefined : {});
        const want = expected(role, path);
        const ok =
          want === 'ok'
            ? ![401, 403].includes(res.statusCode) &&
              res.statusCode < 500 &&
              (method !== 'GET' || url.includes('2147483000') || res.statusCode === 200)
            : res.statusCode === want;
        if (!ok) failures.push(`${role} ${method} ${url} → ${res.statusCode} (want ${want})`);
        if (want !== 'ok') expect(res.json()).toMatchObject({ success: false });
      }
    }
    expect(failures).toEqual([]);
  });

  it('a cookie session from another site cannot change anything', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const p = await pendingPartner();
    const res = await call(
      'POST',
      `/api/v1/admin/partners/${p.id}/approve`,
      { ...staff.cookie, origin: 'https://evil.example' },
      {},
    );
    expect(res.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(row!.status).toBe('pending');
  });
});

describe('staff sign-in and staff accounts', () => {
  it('an admin creates a staff member who signs in; bad input and duplicates are refused; deactivation ends the sessions', async () => {
    const admin = await signedInUser(t.app, { role: 'admin' });
    const email = uniqueEmail('staff');
    const body = { name: 'Kavya Rao', email, password: 'Staff@2026', role: 'staff' };

    const weak = await call('POST', '/api/v1/admin/staff', admin.bearer, { ...body, password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual(['Password must be minimum 8 characters']);

    const created = await call('POST', '/api/v1/admin/staff', admin.bearer, body);
    expect(created.statusCode).toBe(201);
    const staffId = created.json().staff.id as number;
    expect(created.json().staff).toMatchObject({ name: 'Kavya Rao', email, role: 'staff', status: 'active' });

    const again = await call('POST', '/api/v1/admin/staff', admin.bearer, { ...body, email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ email: ['An account with this e-mail address already exists.'] });

    const wrong = await call('POST', '/api/v1/auth/staff-login', {}, { userName: email, password: 'Staff@2025' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid Credentials');

    const login = await staffSignIn(t.app, email, 'Staff@2026');
    expect(login.statusCode).toBe(200);
    expect(login.headers['set-cookie']).toMatch(/anupalan_session=/);
    const bearer = { authorization: `Bearer ${login.json().accessToken}` };
    expect((await call('GET', '/api/v1/admin/partners', bearer)).statusCode).toBe(200);

    const self = await call('POST', `/api/v1/admin/staff/${admin.user.id}/deactivate`, admin.bearer, {});
    expect(self.statusCode).toBe(409);

    const off = await call('POST', `/api/v1/admin/staff/${staffId}/deactivate`, admin.bearer, {});
    expect(off.statusCode).toBe(200);
    expect(off.json().staff.status).toBe('suspended');
    expect((await call('GET', '/api/v1/admin/partners', bearer)).statusCode).toBe(401);
    const relogin = await call('POST', '/api/v1/auth/staff-login', {}, { userName: email, password: 'Staff@2026' });
    expect(relogin.statusCode).toBe(403);

    const trail = await auditFor('user', staffId);
    expect(trail.map((a) => a.action)).toEqual(['staff.create', 'staff.deactivate']);
    expect(trail[1]).toMatchObject({ actorId: admin.user.id, before: { status: 'active' }, after: { status: 'suspended' } });
    expect(JSON.stringify(trail)).not.toContain('Staff@2026');
  });

  it('staff sign in with the password and a code; a code alone or a password alone opens nothing (issue 27)', async () => {
    const admin = await signedInUser(t.app, { role: 'admin' });
    const email = uniqueEmail('twofactor');
    const made = await call('POST', '/api/v1/admin/staff', admin.bearer, { name: 'Two Factor', email, password: 'Staff@2026' });
    const staffId = made.json().staff.id as number;
    const liveSessions = async () => {
      const r = await t.database.db.execute(
        sql`select count(*)::int as n from sessions where user_id = ${staffId} and revoked_at is null`,
      );
      return (r as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? (r as unknown as { n: number }[])[0]?.n;
    };

    // The storefront's e-mail code (the door that skipped the password and its lockout) is closed to staff…
    expect((await call('POST', '/api/v1/sendOtp', {}, { user_name: email })).statusCode).toBe(200);
    const byCode = await call('POST', '/api/v1/login', {}, { user_name: email, otp: await latestCode(t.app, email) });
    expect(byCode.statusCode).toBe(403);
    expect(byCode.json().message).toBe('Staff accounts sign in at the back office (Staff Login) with their password and a code.');
    // …and so is its password sign-in.
    const byPassword = await call(
      'POST',
      '/api/v1/login',
      {},
      { user_name: email, password: 'Staff@2026', login_type: 'password' },
    );
    expect(byPassword.statusCode).toBe(403);
    expect(await liveSessions()).toBe(0);

    // The back office: the password alone sends a code to the e-mail and opens no session.
    const first = await call('POST', '/api/v1/auth/staff-login', {}, { userName: email, password: 'Staff@2026' });
    expect(first.statusCode).toBe(200);
    const masked = maskContact('email', email);
    expect(masked).toMatch(/^t•••\d@example\.in$/);
    expect(first.json()).toMatchObject({
      success: true,
      otpRequired: true,
      to: masked,
      message: `Password accepted. Enter the code we sent to ${masked} to sign in.`,
    });
    expect(first.json().accessToken).toBeUndefined();
    expect(first.headers['set-cookie']).toBeUndefined();
    const code = await latestCode(t.app, email);
    // A wrong code, or the right code with a wrong password, signs nobody in.
    const wrongOtp = await call(
      'POST',
      '/api/v1/auth/staff-login',
      {},
      { userName: email, password: 'Staff@2026', otp: wrongCode(code) },
    );
    expect(wrongOtp.statusCode).toBe(401);
    expect(wrongOtp.json().message).toBe('Invalid OTP. 4 attempts left.');
    const wrongPassword = await call(
      'POST',
      '/api/v1/auth/staff-login',
      {},
      { userName: email, password: 'Staff@2025', otp: code },
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe('Invalid Credentials');
    expect(await liveSessions()).toBe(0);
    const ok = await call('POST', '/api/v1/auth/staff-login', {}, { userName: email, password: 'Staff@2026', otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ id: staffId, role: 'staff' });
    expect(await liveSessions()).toBe(1);
    // The code works once.
    const replay = await call('POST', '/api/v1/auth/staff-login', {}, { userName: email, password: 'Staff@2026', otp: code });
    expect(replay.statusCode).toBe(401);
    // A second device at once: a new code (the used one holds nothing back); the password sent
    // again within the minute keeps the code on its way rather than refusing.
    const again = await call('POST', '/api/v1/auth/staff-login', {}, { userName: email, password: 'Staff@2026' });
    expect(again.json().otpRequired).toBe(true);
    const second = await latestCode(t.app, email);
    expect((await call('POST', '/api/v1/auth/staff-login', {}, { userName: email, password: 'Staff@2026' })).statusCode).toBe(
      200,
    );
    expect(await latestCode(t.app, email)).toBe(second);
    const secondIn = await call('POST', '/api/v1/auth/staff-login', {}, { userName: email, password: 'Staff@2026', otp: second });
    expect(secondIn.statusCode).toBe(200);
    expect(await liveSessions()).toBe(2);
  });

  it("the staff sign-in has the customers' limit: after 10 wrong passwords the right one waits too", async () => {
    const admin = await signedInUser(t.app, { role: 'admin' });
    const email = uniqueEmail('limit');
    await call('POST', '/api/v1/admin/staff', admin.bearer, { name: 'L', email, password: 'Limit@2026' });
    for (let i = 0; i < 10; i++) {
      expect(
        (await call('POST', '/api/v1/auth/staff-login', {}, { userName: email, password: `Wrong@${i}abc` })).statusCode,
      ).toBe(401);
    }
    const held = await call('POST', '/api/v1/auth/staff-login', {}, { userName: email, password: 'Limit@2026' });
    expect(held.statusCode).toBe(429);
    // The same hold applies at the storefront's sign-in: one limit, two doors.
    const other = await call('POST', '/api/v1/login', {}, { user_name: email, password: 'Limit@2026', login_type: 'password' });
    expect(other.statusCode).toBe(429);
    const bad = await call('POST', '/api/v1/auth/staff-login', {}, { userName: '', password: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['password', 'userName']);
  });

  it('a customer with a password is refused at the staff sign-in and keeps no session', async () => {
    const email = uniqueEmail('cust');
    const admin = await signedInUser(t.app, { role: 'admin' });
    // Made as staff (so it has a password), then turned into a customer.
    const made = await call('POST', '/api/v1/admin/staff', admin.bearer, { name: 'C', email, password: 'Custo@2026' });
    await t.database.db.update(users).set({ role: 'customer' }).where(eq(users.id, made.json().staff.id));
    const res = await call('POST', '/api/v1/auth/staff-login', {}, { userName: email, password: 'Custo@2026' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account has no access to the back office.');
    expect(res.headers['set-cookie']).toBeUndefined();
    const live = await t.database.db.execute(
      sql`select count(*)::int as n from sessions where user_id = ${made.json().staff.id} and revoked_at is null`,
    );
    expect((live as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? (live as unknown as { n: number }[])[0]?.n).toBe(0);
  });
});

describe('partner applications', () => {
  it('approving a reseller makes a referral coupon, e-mails the applicant and is audited; a second approval is 409', async () => {
    const staff = await signedInUser(t.app, { role: 'staff', name: 'Sunita Staff' });
    const p = await pendingPartner('reseller', 'Meera Nair');

    const list = await call('GET', '/api/v1/admin/partners?status=pending&kind=reseller', staff.bearer);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.some((i: { id: number }) => i.id === p.id)).toBe(true);

    const res = await call('POST', `/api/v1/admin/partners/${p.id}/approve`, staff.bearer, {});
    expect(res.statusCode).toBe(200);
    const partner = res.json().partner;
    expect(partner).toMatchObject({ id: p.id, status: 'active', decidedByName: 'Sunita Staff' });
    expect(partner.referralCode).toMatch(/^REF-MEERAN\d{4}$/);

    const twice = await call('POST', `/api/v1/admin/partners/${p.id}/approve`, staff.bearer, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This application has already been decided.');
    const rejectLater = await call('POST', `/api/v1/admin/partners/${p.id}/reject`, staff.bearer, { reason: 'late' });
    expect(rejectLater.statusCode).toBe(409);

    // The code works as a coupon at checkout.
    const customer = await signedInUser(t.app);
    const { individual } = await seededServices(t.app);
    const check = await call('POST', '/api/v1/coupons/check', customer.bearer, {
      coupon_code: partner.referralCode,
      service_id: individual.id,
    });
    expect(check.statusCode).toBe(200);
    const coupons = await call('GET', `/api/v1/admin/coupons?q=${partner.referralCode}`, staff.bearer);
    expect(coupons.json().items[0]).toMatchObject({
      code: partner.referralCode,
      discountPercent: 10,
      resellerId: p.id,
      usageCount: 0,
    });

    const mail = [await waitForMessage(t.app, p.email!, (m) => m.channel === 'email')];
    expect(mail[0]?.body).toContain(partner.referralCode);
    expect(mail[0]?.body).toContain(
      `with your e-mail address (${p.email}) or your mobile number (${p.mobile}) and your password`,
    );
    expect(mail[0]?.subject).toMatch(/approved/);
    // Only to the proven e-mail: no SMS to the mobile beside it.
    expect(await deliveriesTo(p.id)).toEqual([{ event: 'partner_approved', channel: 'email', recipient: p.email }]);
    expect(t.app.services.outbox.list(p.mobile!)).toEqual([]);

    const trail = await auditFor('user', p.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'partner.approve',
      actorId: staff.user.id,
      actorName: 'Sunita Staff',
      before: { status: 'pending' },
      after: { status: 'active', referralCode: partner.referralCode },
    });
    const listed = await call('GET', `/api/v1/admin/audit?entityType=user&entityId=${p.id}`, staff.bearer);
    expect(listed.json().items).toHaveLength(1);
    expect(listed.json().pageInfo).toEqual({ page: 1, pageSize: 25, total: 1 });
  });

  it('a partner whose e-mail is unproven hears the decision by SMS at their proven mobile, with how to sign in and the step left; nothing goes to the unproven address', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const unproven = async (kind: 'reseller' | 'service_provider') => {
      const [u] = await t.database.db
        .insert(users)
        .values({
          name: 'Lata Rao',
          email: null,
          pendingEmail: uniqueEmail('unproven'),
          mobile: uniqueMobile(),
          role: kind,
          status: 'pending',
        })
        .returning();
      return u!;
    };
    const a = await unproven('reseller');
    const approved = await call('POST', `/api/v1/admin/partners/${a.id}/approve`, staff.bearer, {});
    expect(approved.statusCode).toBe(200);
    const code = approved.json().partner.referralCode as string;
    const sms = await waitForMessage(t.app, a.mobile!, (m) => m.channel === 'sms');
    expect(sms.body).toBe(
      `Anupalan: your reseller application has been approved. Sign in at ${t.config.publicUrl}/login with your mobile number and password. ` +
        `One step left: verify your e-mail address on your partner page ${t.config.publicUrl}/partner Referral code: ${code}`,
    );
    expect(await deliveriesTo(a.id)).toEqual([{ event: 'partner_approved', channel: 'sms', recipient: a.mobile }]);
    expect(t.app.services.outbox.list(a.pendingEmail!)).toEqual([]);
    expect(t.app.services.outbox.list(a.mobile!)).toHaveLength(1);

    // A reason longer than an SMS variable's 30 characters is cut at a word, and marked.
    const r = await unproven('service_provider');
    expect(
      (
        await call('POST', `/api/v1/admin/partners/${r.id}/reject`, staff.bearer, {
          reason: 'No GST registration certificate was attached',
        })
      ).statusCode,
    ).toBe(200);
    const rejected = await waitForMessage(t.app, r.mobile!, (m) => m.channel === 'sms');
    expect(rejected.body).toBe(
      'Anupalan: your service provider application has not been approved. Reason: No GST registration...',
    );
    expect(await deliveriesTo(r.id)).toEqual([{ event: 'partner_rejected', channel: 'sms', recipient: r.mobile }]);
    expect(t.app.services.outbox.list(r.pendingEmail!)).toEqual([]);
  });

  it('two approvals at once: one wins, the other is told, one coupon and one audit entry', async () => {
    const [a, b] = [await signedInUser(t.app, { role: 'staff' }), await signedInUser(t.app, { role: 'admin' })];
    const p = await pendingPartner();
    const results = await Promise.all([
      call('POST', `/api/v1/admin/partners/${p.id}/approve`, a.bearer, {}),
      call('POST', `/api/v1/admin/partners/${p.id}/approve`, b.bearer, {}),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditFor('user', p.id)).toHaveLength(1);
  });

  it('rejection needs a reason, keeps it, tells the applicant and blocks sign-in', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const p = await pendingPartner('service_provider', 'Arjun Das');
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await call('POST', `/api/v1/admin/partners/${p.id}/reject`, staff.bearer, body);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['reason']);
    }
    const ok = await call('POST', `/api/v1/admin/partners/${p.id}/reject`, staff.bearer, {
      reason: 'Documents <b>incomplete</b>',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().partner).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Documents <b>incomplete</b>',
      referralCode: null,
    });
    expect((await waitForMessage(t.app, p.email!, (m) => m.channel === 'email')).body).toContain(
      'Reason: Documents <b>incomplete</b>',
    );
    expect((await call('GET', `/api/v1/admin/partners/${p.id}`, staff.bearer)).json().partner.status).toBe('rejected');
    const unknown = await call('POST', '/api/v1/admin/partners/2147483000/approve', staff.bearer, {});
    expect(unknown.statusCode).toBe(404);
    const customer = await signedInUser(t.app);
    expect((await call('POST', `/api/v1/admin/partners/${customer.user.id}/approve`, staff.bearer, {})).statusCode).toBe(404);
    const badPercent = await call('POST', `/api/v1/admin/partners/${p.id}/approve`, staff.bearer, {
      referralDiscountPercent: -5,
    });
    expect(badPercent.statusCode).toBe(422);
  });
});

describe('audit log', () => {
  it('is append-only in the database and has no write endpoint', async () => {
    const staff = await signedInUser(t.app, { role: 'admin' });
    const p = await pendingPartner();
    await call('POST', `/api/v1/admin/partners/${p.id}/approve`, staff.bearer, {});
    await expect(t.database.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
    expect((await auditFor('user', p.id))[0]!.action).toBe('partner.approve');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call(method, '/api/v1/admin/audit', staff.bearer, {});
      expect([404, 405]).toContain(res.statusCode);
      const one = await call(method, '/api/v1/admin/audit/1', staff.bearer, {});
      expect([404, 405]).toContain(one.statusCode);
    }
  });

  it('pages and filters on the server; a bad filter is 400', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    for (let i = 0; i < 3; i++) await call('POST', '/api/v1/admin/coupons', staff.bearer, couponBody());
    const page = await call(
      'GET',
      `/api/v1/admin/audit?actorId=${staff.user.id}&action=coupon.create&pageSize=2&page=2`,
      staff.bearer,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json().pageInfo).toEqual({ page: 2, pageSize: 2, total: 3 });
    expect(page.json().items).toHaveLength(1);
    for (const q of ['pageSize=101', 'page=0', 'from=2026-13-40', 'actorId=abc', 'page=1&page=2']) {
      expect((await call('GET', `/api/v1/admin/audit?${q}`, staff.bearer)).statusCode).toBe(400);
    }
  });
});

let couponSeq = 0;
function couponBody(over: Record<string, unknown> = {}) {
  couponSeq += 1;
  return {
    code: `T${process.pid}X${Date.now() % 100000}X${couponSeq}`,
    discountPercent: 15,
    validFrom: '2026-01-01',
    validUntil: '2099-12-31',
    maxUses: 100,
    perUserLimit: 1,
    ...over,
  };
}

describe('coupons', () => {
  it('creates, edits and expires; bad input and duplicates are refused by field', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const body = couponBody({ code: `diwali-${Date.now() % 100000}` });
    const created = await call('POST', '/api/v1/admin/coupons', staff.bearer, body);
    expect(created.statusCode).toBe(201);
    const c = created.json().coupon;
    expect(c).toMatchObject({
      code: body.code.toUpperCase(),
      discountPercent: 15,
      state: 'current',
      usageCount: 0,
      active: true,
    });

    const dup = await call('POST', '/api/v1/admin/coupons', staff.bearer, { ...body, code: body.code.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ code: ['A coupon with this code already exists.'] });

    const bad: [Record<string, unknown>, string][] = [
      [{ discountPercent: -10 }, 'discountPercent'],
      [{ discountPercent: 0 }, 'discountPercent'],
      [{ discountPercent: 'ten' }, 'discountPercent'],
      [{ discountPercent: 101 }, 'discountPercent'],
      [{ code: '=1+1' }, 'code'],
      [{ code: '' }, 'code'],
      [{ validUntil: '2025-12-31' }, 'validUntil'],
      [{ validFrom: 'yesterday' }, 'validFrom'],
      [{ maxUses: 0 }, 'maxUses'],
      [{ serviceIds: [2147483000] }, 'serviceIds'],
    ];
    for (const [over, field] of bad) {
      const res = await call('POST', '/api/v1/admin/coupons', staff.bearer, couponBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(over)).toContain(field);
    }

    const other = (await call('POST', '/api/v1/admin/coupons', staff.bearer, couponBody())).json().coupon;
    const clash = await call('PATCH', `/api/v1/admin/coupons/${other.id}`, staff.bearer, { code: c.code });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toHaveProperty('code');

    const { individual } = await seededServices(t.app);
    const edited = await call('PATCH', `/api/v1/admin/coupons/${c.id}`, staff.bearer, {
      discountPercent: 25,
      serviceIds: [individual.id],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().coupon).toMatchObject({ discountPercent: 25, serviceIds: [individual.id] });
    const badOrder = await call('PATCH', `/api/v1/admin/coupons/${c.id}`, staff.bearer, { validUntil: '2025-06-01' });
    expect(badOrder.statusCode).toBe(422);

    const expired = await call('POST', `/api/v1/admin/coupons/${c.id}/expire`, staff.bearer, {});
    expect(expired.statusCode).toBe(200);
    expect(expired.json().coupon.state).toBe('expired');
    expect((await call('POST', `/api/v1/admin/coupons/${c.id}/expire`, staff.bearer, {})).statusCode).toBe(409);
    const customer = await signedInUser(t.app);
    const check = await call('POST', '/api/v1/coupons/check', customer.bearer, {
      coupon_code: c.code,
      service_id: individual.id,
    });
    expect(check.statusCode).toBe(422);

    const trail = await auditFor('coupon', c.id);
    expect(trail.map((a) => a.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.expire']);
    expect(trail[1]).toMatchObject({
      before: { discountPercent: 15, serviceIds: [] },
      after: { discountPercent: 25, serviceIds: [individual.id] },
    });

    const expiredList = await call('GET', '/api/v1/admin/coupons?state=expired', staff.bearer);
    expect(expiredList.json().items.some((i: { id: number }) => i.id === c.id)).toBe(true);
  });
});

describe('leads and subscribers', () => {
  it('updates a lead (status, assignee, notes) with an audit entry; only staff can be assignees', async () => {
    const staff = await signedInUser(t.app, { role: 'staff', name: 'Ravi Staff' });
    const [lead] = await t.database.db
      .insert(leads)
      .values({
        name: 'Asha',
        mobile: '9876501234',
        email: 'asha@example.in',
        serviceName: 'GST Registration',
        message: '<script>x</script>',
      })
      .returning();
    const customer = await signedInUser(t.app);
    const wrong = await call('PATCH', `/api/v1/admin/leads/${lead!.id}`, staff.bearer, { assigneeId: customer.user.id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('assigneeId');
    expect((await call('PATCH', `/api/v1/admin/leads/${lead!.id}`, staff.bearer, { status: 'won' })).statusCode).toBe(422);
    expect((await call('PATCH', `/api/v1/admin/leads/${lead!.id}`, staff.bearer, {})).statusCode).toBe(422);

    const res = await call('PATCH', `/api/v1/admin/leads/${lead!.id}`, staff.bearer, {
      status: 'contacted',
      assigneeId: staff.user.id,
      notes: 'Called; sends PAN tomorrow',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lead).toMatchObject({
      status: 'contacted',
      assigneeName: 'Ravi Staff',
      notes: 'Called; sends PAN tomorrow',
      message: '<script>x</script>',
    });
    const list = await call('GET', `/api/v1/admin/leads?status=contacted&assigneeId=${staff.user.id}`, staff.bearer);
    expect(list.json().items.map((l: { id: number }) => l.id)).toEqual([lead!.id]);
    const trail = await auditFor('lead', lead!.id);
    expect(trail[0]).toMatchObject({ before: { status: 'new', assigneeId: null, notes: '' }, after: { status: 'contacted' } });
    expect((await call('GET', '/api/v1/admin/leads?status=won', staff.bearer)).statusCode).toBe(400);
  });

  it('exports subscribers as CSV with formula cells neutralised', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const evil = `=hyperlink("http://x")${Date.now()}@evil.in`;
    await t.database.db.insert(newsletterSubscribers).values([{ email: evil }, { email: `plain${Date.now()}@example.in` }]);
    const res = await call('GET', '/api/v1/admin/subscribers/export.csv', staff.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('"email","subscribed","subscribed_at","unsubscribed_at"');
    const row = lines.find((l) => l.includes('evil.in'))!;
    expect(row.startsWith(`"'=hyperlink(""http://x"")`)).toBe(true);
    const list = await call('GET', '/api/v1/admin/subscribers?q=evil.in', staff.bearer);
    expect(list.json().items[0]).toMatchObject({ email: evil, subscribed: true });
    expect(
      (await call('GET', '/api/v1/admin/subscribers/export.csv', (await signedInUser(t.app, { role: 'reseller' })).bearer))
        .statusCode,
    ).toBe(403);
  });
});

describe('a referral code at checkout', () => {
  it("a customer buys with an approved reseller's code: the coupon's usage count and the dashboard's revenue follow", async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const p = await pendingPartner('reseller', 'Kiran Referrals');
    const code = (
      await call('POST', `/api/v1/admin/partners/${p.id}/approve`, staff.bearer, { referralDiscountPercent: 20 })
    ).json().partner.referralCode as string;
    const before = (await call('GET', '/api/v1/admin/dashboard', staff.bearer)).json();

    const customer = await signedInUser(t.app);
    const { individual } = await seededServices(t.app);
    const init = await call('POST', '/api/v1/services/payment/initiate', customer.bearer, {
      service_id: individual.id,
      coupon_code: code,
    });
    expect(init.statusCode).toBe(200);
    const orderId = init.json().data.order_id as string;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/test-gateway/orders/${orderId}/pay`,
      payload: { outcome: 'success' },
    });
    expect(paid.statusCode).toBe(200);
    const verify = await call('POST', '/api/v1/services/payment/verify', customer.bearer, paid.json());
    expect(verify.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, orderId));
    expect(order!.discountPaise).toBe(Math.round(individual.pricePaise * 0.2));

    const coupon = (await call('GET', `/api/v1/admin/coupons?q=${code}`, staff.bearer)).json().items[0];
    expect(coupon).toMatchObject({ code, usageCount: 1, resellerName: 'Kiran Referrals' });
    const after = (await call('GET', '/api/v1/admin/dashboard', staff.bearer)).json();
    expect(after.revenue.todayPaise - before.revenue.todayPaise).toBe(order!.amountPaise);
    expect(after.revenue.monthPaise - before.revenue.monthPaise).toBe(order!.amountPaise);
    expect(after.payments.rangeCount - before.payments.rangeCount).toBe(1);
  });
});

describe("a reseller's own referral code", () => {
  const OWN = 'This is your own referral code: it gives a discount to your customers, not to you.';

  it('is refused at every door on their own purchase and on one by an account with their e-mail; nothing is ordered or counted', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const { individual } = await seededServices(t.app);
    // The reseller's registered address is not proven yet; a customer account holds it.
    const shared = uniqueEmail('same-person');
    const [p] = await t.database.db
      .insert(users)
      .values({
        name: 'Vikram Self',
        email: null,
        pendingEmail: shared,
        mobile: uniqueMobile(),
        role: 'reseller',
        status: 'pending',
      })
      .returning();
    const code = (await call('POST', `/api/v1/admin/partners/${p!.id}/approve`, staff.bearer, {})).json().partner
      .referralCode as string;
    const reseller = { authorization: `Bearer ${(await t.app.services.sessions.create(p!.id)).token}` };
    const twin = await signedInUser(t.app, { email: shared });

    for (const [who, headers] of [
      ['the reseller', reseller],
      ['an account with their e-mail', twin.bearer],
    ] as const) {
      const check = await call('POST', '/api/v1/coupons/check', headers, {
        coupon_code: code.toLowerCase(),
        service_id: individual.id,
      });
      expect(check.statusCode, who).toBe(422);
      expect(check.json(), who).toMatchObject({ success: false, valid: false, message: OWN });
      const pay = await call('POST', '/api/v1/services/payment/initiate', headers, {
        service_id: individual.id,
        coupon_code: code,
      });
      expect(pay.statusCode, who).toBe(422);
      expect(pay.json().message, who).toBe(OWN);
    }
    const orders = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, p!.id));
    expect(orders.filter((o) => o.couponId !== null)).toEqual([]);
    expect(
      (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, twin.user.id))).filter(
        (o) => o.couponId !== null,
      ),
    ).toEqual([]);
    const coupon = (await call('GET', `/api/v1/admin/coupons?q=${code}`, staff.bearer)).json().items[0];
    expect(coupon).toMatchObject({ code, usageCount: 0 });

    // Anyone else still gets the discount.
    const customer = await signedInUser(t.app);
    const ok = await call('POST', '/api/v1/services/payment/initiate', customer.bearer, {
      service_id: individual.id,
      coupon_code: code,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.quote.discountPaise).toBeGreaterThan(0);
  });
});

describe('dashboard', () => {
  it('counts leads by status in the range; a reversed range is 400', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const before = (await call('GET', '/api/v1/admin/dashboard', staff.bearer)).json();
    await t.database.db
      .insert(leads)
      .values({ name: 'B', mobile: '9876501235', email: 'b@example.in', serviceName: 'ITR', status: 'converted' });
    const after = (await call('GET', '/api/v1/admin/dashboard', staff.bearer)).json();
    expect(after.leadsByStatus.converted).toBe(before.leadsByStatus.converted + 1);
    expect(after.revenue).toEqual({
      todayPaise: expect.any(Number),
      monthPaise: expect.any(Number),
      rangePaise: expect.any(Number),
    });
    expect((await call('GET', '/api/v1/admin/dashboard?from=2026-02-01&to=2026-01-01', staff.bearer)).statusCode).toBe(400);
  });
});
