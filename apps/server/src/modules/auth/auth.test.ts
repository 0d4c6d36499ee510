import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, useTestApp } from '../../../../../tests/helpers/app.ts';
import {
  advanceClock,
  latestCode,
  post,
  uniqueEmail,
  uniqueIp,
  uniqueMobile,
  wrongCode,
} from '../../../../../tests/helpers/identity.ts';
import { otpCodes, users } from '../../db/schema.ts';
import { hashPassword } from './passwords.ts';

const t = useTestApp();

const sendOtp = (userName: unknown, ip = uniqueIp()) =>
  post(t.app, '/api/v1/sendOtp', { user_name: userName }, { remoteAddress: ip });
const login = (payload: unknown, ip = uniqueIp()) => post(t.app, '/api/v1/login', payload, { remoteAddress: ip });

async function signUpByOtp(identifier: string) {
  expect((await sendOtp(identifier)).statusCode).toBe(200);
  const res = await login({ user_name: identifier, otp: await latestCode(t.app, identifier) });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('sign-up and sign-in by OTP', () => {
  it('creates a customer on the first OTP login with a new mobile, and signs the same account in later', async () => {
    const mobile = uniqueMobile();
    const sent = await sendOtp(mobile);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 'success', success: true, message: 'OTP sent successfully', resend_after: 60 });

    const outbox = (await t.app.inject({ url: `/api/v1/dev/outbox?to=${mobile}` })).json();
    expect(outbox.success).toBe(true);
    expect(outbox.messages[0]).toMatchObject({ to: mobile, channel: 'sms' });
    expect(outbox.messages[0].body).toContain(outbox.messages[0].code);
    expect(outbox.messages[0].code).toMatch(/^[0-9]{6}$/);

    const res = await login({ user_name: mobile, otp: outbox.messages[0].code });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', success: true, name: '', mobile, role: 'customer', new_user: true });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`anupalan_session=${body.access_token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ success: true, id: body.user_id, mobile, role: 'customer', user: { id: body.user_id } });
    const byCookie = await t.app.inject({ url: '/api/v1/me', headers: { cookie: `anupalan_session=${body.access_token}` } });
    expect(byCookie.json().id).toBe(body.user_id);

    advanceClock(t.app, 61_000);
    const again = await signUpByOtp(mobile);
    expect(again.json()).toMatchObject({ user_id: body.user_id, new_user: false });
  });

  it('sends the code of an e-mail identifier by e-mail, and lower-cases the address', async () => {
    const email = uniqueEmail('Asha');
    await sendOtp(email.toUpperCase());
    const msgs = (await t.app.inject({ url: `/api/v1/dev/outbox?to=${email.toLowerCase()}` })).json().messages;
    expect(msgs[0]).toMatchObject({ channel: 'email', to: email.toLowerCase(), subject: 'Your Anupalan OTP' });
    const res = await login({ user_name: email, otp: msgs[0].code });
    expect(res.json()).toMatchObject({ email: email.toLowerCase(), new_user: true });
  });

  it('answers the same whether or not the account exists', async () => {
    const existing = uniqueMobile();
    await signUpByOtp(existing);
    advanceClock(t.app, 61_000);
    const a = await sendOtp(existing);
    const b = await sendOtp(uniqueMobile());
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
  });

  it('keeps only a keyed hash of the code', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    const code = await latestCode(t.app, mobile);
    const rows = await t.app.services.database.db.select().from(otpCodes).where(eq(otpCodes.identifier, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain(code);
  });

  it('refuses a malformed or missing identifier with the spec texts', async () => {
    for (const bad of ['1234567890', '9876543210', '0123456789', '98765', 'asha@', 'asha@example.toolongtld', '<script>']) {
      const res = await sendOtp(bad);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status: 'error', success: false, message: 'Please enter a valid Mobile No/Email ID' });
    }
    const empty = await sendOtp('');
    expect(empty.json().message).toBe('Please enter Mobile No/Email ID');
    const missing = await post(t.app, '/api/v1/sendOtp', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Please enter Mobile No/Email ID');
    const noOtp = await login({ user_name: uniqueMobile() });
    expect(noOtp.json()).toMatchObject({ status: 'error', message: 'Please Enter OTP' });
    const shortOtp = await login({ user_name: uniqueMobile(), otp: '12345' });
    expect(shortOtp.json().message).toBe('OTP must be 6 Digits');
  });
});

describe('OTP rules', () => {
  it('counts wrong codes, and a sixth try fails even with the right code', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    const code = await latestCode(t.app, mobile);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await login({ user_name: mobile, otp: wrongCode(code) });
      expect(res.statusCode).toBe(401);
      messages.push(res.json().message);
    }
    expect(messages).toEqual([
      'Invalid OTP. 4 attempts left.',
      'Invalid OTP. 3 attempts left.',
      'Invalid OTP. 2 attempts left.',
      'Invalid OTP. 1 attempt left.',
      'Too many wrong attempts. Please request a new OTP.',
    ]);
    const sixth = await login({ user_name: mobile, otp: code });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json()).toMatchObject({ status: 'error', message: 'Too many wrong attempts. Please request a new OTP.' });
    const [row] = await t.app.services.database.db.select().from(otpCodes).where(eq(otpCodes.identifier, mobile));
    expect(row!.attempts).toBe(5);
    // No account was made.
    expect(await t.app.services.users.findByMobile(mobile)).toBeUndefined();
  });

  it('refuses an expired code (10 minutes)', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    const code = await latestCode(t.app, mobile);
    advanceClock(t.app, 10 * 60_000 + 1000);
    const res = await login({ user_name: mobile, otp: code });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('OTP has expired. Please request a new OTP.');
  });

  it('refuses a code used once already', async () => {
    const mobile = uniqueMobile();
    await sendOtp(mobile);
    const code = await latestCode(t.app, mobile);
    expect((await login({ user_name: mobile, otp: code })).statusCode).toBe(200);
    const reused = await login({ user_name: mobile, otp: code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('This OTP has already been used. Please request a new OTP.');
  });

  it('refuses a login with a code never requested', async () => {
    const res = await login({ user_name: uniqueMobile(), otp: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please request an OTP first.');
  });

  it('refuses a new code within 60 s, saying how long to wait', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    expect((await sendOtp(mobile, ip)).statusCode).toBe(200);
    advanceClock(t.app, 15_000);
    const soon = await sendOtp(mobile, ip);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ status: 'error', success: false, code: 'RATE_LIMITED' });
    expect(soon.json().message).toBe('Please wait 45 seconds before requesting a new OTP.');
    expect(soon.headers['retry-after']).toBe('45');
    advanceClock(t.app, 46_000);
    expect((await sendOtp(mobile, ip)).statusCode).toBe(200);
    // The newest code replaces the old one.
    const newest = await latestCode(t.app, mobile);
    expect((await login({ user_name: mobile, otp: newest })).statusCode).toBe(200);
  });

  it('bounds the codes sent to one identifier in an hour', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp(mobile)).statusCode).toBe(200);
      advanceClock(t.app, 61_000);
    }
    const sixth = await sendOtp(mobile);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many OTP requests\. Please try again in \d+ minutes\.$/);
    advanceClock(t.app, 60 * 60_000);
    expect((await sendOtp(mobile)).statusCode).toBe(200);
  });

  it('sends a burst of codes to many fresh numbers from one address (carrier NAT): none is refused (issue 28)', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await sendOtp(uniqueMobile(), ip)).statusCode);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('gives each purpose its own budget: a password code right after signing in, from a busy address (issue 28)', async () => {
    const ip = uniqueIp();
    // Other people behind the same address sign in…
    for (let i = 0; i < 25; i++) expect((await sendOtp(uniqueMobile(), ip)).statusCode).toBe(200);
    // …and so does this customer, who then sets a password at once.
    const mobile = uniqueMobile();
    expect((await sendOtp(mobile, ip)).statusCode).toBe(200);
    const signedIn = await login({ user_name: mobile, otp: await latestCode(t.app, mobile) }, ip);
    expect(signedIn.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${signedIn.json().access_token}` };
    const pw = await post(t.app, '/api/v1/user/password/otp', {}, { headers: auth, remoteAddress: ip });
    expect(pw.statusCode).toBe(200);
    expect(pw.json().message).toBe('OTP sent to your registered mobile number');
  });

  it("a number whose sign-in budget is spent still gets its password code (purposes don't share)", async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp(mobile)).statusCode).toBe(200);
      advanceClock(t.app, 61_000);
    }
    expect((await sendOtp(mobile)).statusCode).toBe(429);
    const signedIn = await login({ user_name: mobile, otp: await latestCode(t.app, mobile) });
    const auth = { authorization: `Bearer ${signedIn.json().access_token}` };
    expect((await post(t.app, '/api/v1/user/password/otp', {}, { headers: auth, remoteAddress: uniqueIp() })).statusCode).toBe(
      200,
    );
  });
});

describe('the per-address bound (OTP_MAX_PER_ADDRESS_PER_HOUR)', () => {
  it('still holds, per purpose, at the configured number; other addresses are untouched', async () => {
    const small = await buildTestApp({ env: { OTP_MAX_PER_ADDRESS_PER_HOUR: '3' }, database: t.database });
    try {
      const ip = uniqueIp();
      const send = (mobile: string, from = ip) =>
        post(small.app, '/api/v1/sendOtp', { user_name: mobile }, { remoteAddress: from });
      for (let i = 0; i < 3; i++) expect((await send(uniqueMobile())).statusCode).toBe(200);
      const fourth = await send(uniqueMobile());
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toMatch(/^Too many OTP requests\. Please try again in \d+ minutes\.$/);
      expect((await send(uniqueMobile(), uniqueIp())).statusCode).toBe(200);
    } finally {
      await small.app.close();
    }
  });
});

describe('password sign-in', () => {
  it("gives 'Invalid Credentials' for an unknown account and for an account without a password", async () => {
    const unknown = await login({ user_name: uniqueEmail(), password: 'Secret@123', login_type: 'password' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ status: 'error', success: false, message: 'Invalid Credentials' });
    const mobile = uniqueMobile();
    await signUpByOtp(mobile);
    const noPassword = await login({ user_name: mobile, password: 'Secret@123', login_type: 'password' });
    expect(noPassword.statusCode).toBe(401);
    expect(noPassword.json().message).toBe('Invalid Credentials');
  });

  it('signs in with the password once one is set, refuses a wrong one', async () => {
    const mobile = uniqueMobile();
    const { user_id } = (await signUpByOtp(mobile)).json();
    await t.app.services.users.update(user_id, { passwordHash: await hashPassword('Secret@123') });
    const wrong = await login({ user_name: mobile, password: 'Secret@124', login_type: 'password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid Credentials');
    const ok = await login({ user_name: mobile, password: 'Secret@123', login_type: 'password' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'success', message: 'Login Successful', user_id, new_user: false });
    expect(String(ok.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const empty = await login({ user_name: mobile, password: '', login_type: 'password' });
    expect(empty.json().message).toBe('Please Enter Password');
  });

  it('stores argon2id hashes', async () => {
    expect(await hashPassword('Secret@123')).toMatch(/^\$argon2id\$/);
  });

  it('holds back an identifier after 10 wrong passwords', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 10; i++) {
      expect((await login({ user_name: email, password: `Wrong@${i}abc`, login_type: 'password' })).statusCode).toBe(401);
    }
    const held = await login({ user_name: email, password: 'Wrong@xabc', login_type: 'password' });
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/^Too many failed attempts/);
  });

  it('refuses partner accounts awaiting approval, and suspended accounts, with clear texts', async () => {
    const db = t.app.services.database.db;
    const passwordHash = await hashPassword('Secret@123');
    const pendingEmail = uniqueEmail('pending');
    await db.insert(users).values({ name: 'Partner', email: pendingEmail, role: 'reseller', status: 'pending', passwordHash });
    const pending = await login({ user_name: pendingEmail, password: 'Secret@123', login_type: 'password' });
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe('Your account is awaiting approval.');
    expect(pending.headers['set-cookie']).toBeUndefined();

    const suspendedEmail = uniqueEmail('suspended');
    await db.insert(users).values({ name: 'Gone', email: suspendedEmail, status: 'suspended', passwordHash });
    const suspended = await login({ user_name: suspendedEmail, password: 'Secret@123', login_type: 'password' });
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().message).toBe('Your account has been suspended. Please contact support.');
    // By OTP too.
    await sendOtp(suspendedEmail);
    const byOtp = await login({ user_name: suspendedEmail, otp: await latestCode(t.app, suspendedEmail) });
    expect(byOtp.statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('logout kills the session on the server and clears the cookie', async () => {
    const { access_token } = (await signUpByOtp(uniqueMobile())).json();
    const bearer = { authorization: `Bearer ${access_token}` };
    const out = await post(t.app, '/api/v1/logout', {}, { headers: bearer });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'success', success: true, message: 'Logged out successfully' });
    expect(String(out.headers['set-cookie'])).toMatch(/anupalan_session=;.*Expires=Thu, 01 Jan 1970/i);
    const me = await t.app.inject({ url: '/api/v1/me', headers: bearer });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('User not authenticated. Please login again.');
  });

  it('logout by cookie works from our own pages and is refused cross-site', async () => {
    const { access_token } = (await signUpByOtp(uniqueMobile())).json();
    const cookie = { cookie: `anupalan_session=${access_token}` };
    const evil = await post(
      t.app,
      '/api/v1/logout',
      {},
      { headers: { ...cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(evil.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/me', headers: cookie })).statusCode).toBe(200);
    const own = await post(t.app, '/api/v1/logout', {}, { headers: { ...cookie, 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/me', headers: cookie })).statusCode).toBe(401);
  });

  it('refuses a forged token', async () => {
    const { access_token } = (await signUpByOtp(uniqueMobile())).json();
    const forged = `${access_token.slice(0, -4)}AAAA`;
    const me = await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${forged}` } });
    expect(me.statusCode).toBe(401);
  });
});

/** Whether the back office's first factor accepts the password (admins sign in there, with a code after it). */
async function passwordAccepted(email: string, password: string): Promise<boolean> {
  return t.app.services.auth.checkPassword(email, password, { clientIp: uniqueIp() }).then(
    () => true,
    (err: { code?: string }) => {
      if (err.code !== 'UNAUTHENTICATED') throw err;
      return false;
    },
  );
}

describe('first administrator', () => {
  it('is created from ADMIN_EMAIL/ADMIN_PASSWORD, and its password reset on the next start', async () => {
    const email = uniqueEmail('admin');
    const first = await t.app.services.auth.ensureAdmin(email, 'Admin@12345');
    expect(first.created).toBe(true);
    const ok = await t.app.services.auth.checkPassword(email, 'Admin@12345', { clientIp: uniqueIp() });
    expect(ok).toMatchObject({ role: 'admin', id: first.userId });
    const second = await t.app.services.auth.ensureAdmin(email, 'Admin@67890');
    expect(second).toEqual({ created: false, userId: first.userId });
    expect(await passwordAccepted(email, 'Admin@12345')).toBe(false);
    expect(await passwordAccepted(email, 'Admin@67890')).toBe(true);
  });
});

describe('first administrator across restarts', () => {
  it('keeps the stored hash when the next start has the same password, and sets it again when it differs', async () => {
    const email = uniqueEmail('admin');
    const db = t.app.services.database.db;
    const hashOf = async () => (await db.select().from(users).where(eq(users.email, email)))[0]?.passwordHash;
    expect((await t.app.services.auth.ensureAdmin(email, 'Admin@12345')).created).toBe(true);
    const first = await hashOf();
    expect(first).toMatch(/^\$argon2id\$/);

    // A second boot on the same database with the same ADMIN_PASSWORD: nothing is hashed or written.
    const restarted = await buildTestApp({ database: t.database });
    try {
      const again = restarted.app.services.auth;
      expect(await again.ensureAdmin(email, 'Admin@12345')).toMatchObject({ created: false, unchanged: true });
      expect(await hashOf()).toBe(first);

      // The admin changed the password since: the next start sets ADMIN_PASSWORD again.
      await t.app.services.users.update((await again.ensureAdmin(email, 'Admin@12345')).userId, {
        passwordHash: await hashPassword('Changed@123'),
      });
      const reset = await again.ensureAdmin(email, 'Admin@12345');
      expect(reset.unchanged).toBeUndefined();
      expect(await hashOf()).not.toBe(first);
      expect(await passwordAccepted(email, 'Admin@12345')).toBe(true);
      expect(await passwordAccepted(email, 'Changed@123')).toBe(false);

      // Suspended since: the next start makes it an active admin again, whatever the stamp says.
      await t.app.services.users.update(reset.userId, { status: 'suspended' });
      expect((await again.ensureAdmin(email, 'Admin@12345')).unchanged).toBeUndefined();
      expect(await passwordAccepted(email, 'Admin@12345')).toBe(true);

      // A different ADMIN_PASSWORD: set, and the old one no longer signs in.
      const before = await hashOf();
      expect((await again.ensureAdmin(email, 'Admin@67890')).unchanged).toBeUndefined();
      expect(await hashOf()).not.toBe(before);
      expect(await passwordAccepted(email, 'Admin@12345')).toBe(false);
      expect(await passwordAccepted(email, 'Admin@67890')).toBe(true);
    } finally {
      await restarted.app.close();
    }
  });
});
