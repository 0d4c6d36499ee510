import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, useTestApp } from '../../../../tests/helpers/app.ts';
import { OFF_SITE_PATHS } from '../../../../tests/helpers/fixtures.ts';
import { signedInUser } from '../../../../tests/helpers/auth.ts';
import {
  latestCode,
  multipart,
  oversizedPng,
  post,
  uniqueEmail,
  uniqueIp,
  uniqueMobile,
  wrongCode,
} from '../../../../tests/helpers/identity.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { otpCodes, users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { createLocalStorage } from '../adapters/storage/local.ts';
import { secureDataDir } from '../lib/data-dir.ts';

/**
 * Issue 13, "Found, to fix" 4–10 and 12: each test sends the attack the probe sent and checks the
 * answer a client would see (or the row the database keeps).
 */
const t = useTestApp();

type Signed = Awaited<ReturnType<typeof signedInUser>>;
const customer = (over: { password?: string } = {}) =>
  signedInUser(t.app, { name: 'Asha Verma', email: uniqueEmail('sec'), mobile: uniqueMobile() }).then(async (s) => {
    if (over.password) {
      await t.app.services.database.db
        .update(users)
        .set({ passwordHash: await hashPassword(over.password) })
        .where(eq(users.id, s.user.id));
    }
    return s;
  });

async function updateProfile(s: Signed, fields: Record<string, string>, headers: Record<string, string> = s.bearer) {
  const body = await multipart({
    fullName: s.user.name,
    email: s.user.email!,
    mobile: s.user.mobile!,
    ...fields,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/update',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    remoteAddress: uniqueIp(),
  });
}

const passwordLogin = (userName: string, password: string, ip: string, app = t.app) =>
  post(app, '/api/v1/login', { user_name: userName, password, login_type: 'password' }, { remoteAddress: ip });

describe('4. TRUST_PROXY: a client cannot pick its own address', () => {
  it('reads a hop count, proxy addresses or CIDRs; true means one proxy; nonsense names the variable', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('with TRUST_PROXY=true, 25 OTP sends with forged X-Forwarded-For through one proxy: past the bound (20 here) refused (429)', async () => {
    // The per-address bound set low (the default, 1000, is sized for carrier NAT) to reach it.
    const proxied = await buildTestApp({
      env: { TRUST_PROXY: 'true', OTP_MAX_PER_ADDRESS_PER_HOUR: '20' },
      database: t.database,
    });
    try {
      const client = uniqueIp();
      const proxy = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        // The client forges the header; its proxy appends the address it really came from.
        const res = await post(
          proxied.app,
          '/api/v1/sendOtp',
          { user_name: uniqueMobile() },
          { remoteAddress: proxy, headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${client}` } },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      await proxied.app.close();
    }
  });

  it('with proxy addresses, a client that is not one of them is taken at its socket address', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '192.0.2.10, 192.0.2.64/26' }, database: t.database });
    try {
      const direct = uniqueIp();
      const mobileA = uniqueMobile();
      await post(
        proxied.app,
        '/api/v1/sendOtp',
        { user_name: mobileA },
        {
          remoteAddress: direct,
          headers: { 'x-forwarded-for': '203.0.113.7' },
        },
      );
      const mobileB = uniqueMobile();
      await post(
        proxied.app,
        '/api/v1/sendOtp',
        { user_name: mobileB },
        {
          remoteAddress: '192.0.2.70',
          headers: { 'x-forwarded-for': '203.0.113.8, 198.51.100.99' },
        },
      );
      const db = t.app.services.database.db;
      const [a] = await db.select().from(otpCodes).where(eq(otpCodes.identifier, mobileA));
      const [b] = await db.select().from(otpCodes).where(eq(otpCodes.identifier, mobileB));
      expect(a!.clientIp).toBe(direct);
      expect(b!.clientIp).toBe('198.51.100.99');
    } finally {
      await proxied.app.close();
    }
  });
});

describe('5. newsletter: no redirect to another site', () => {
  // The no-JavaScript form posts to the web route action /newsletter/subscribe, which redirects only
  // to same-origin paths (newsletter/newsletter-form.slow.test.ts and apps/web/app/lib/return-path.test.ts,
  // the same vectors); the API itself never redirects, whatever return_to or Referer say.
  const vectors = OFF_SITE_PATHS;
  it.each(vectors)('return_to=%s: the API answers JSON, never a redirect', async (returnTo) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost:80/.//evil.example/x' },
      payload: new URLSearchParams({ email: uniqueEmail('news'), return_to: returnTo }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });
});

describe('6. the profile does not tell who else has an account', () => {
  it("a code goes to another account's e-mail and mobile like to any other; an unproven code gets the OTP's message, never 409", async () => {
    const a = await customer();
    const b = await customer();
    const ip = uniqueIp();
    for (const [channel, value] of [
      ['email', b.user.email!],
      ['mobile', b.user.mobile!],
    ] as const) {
      const taken = await post(t.app, '/api/v1/user/contact/otp', { channel, value }, { headers: a.bearer, remoteAddress: ip });
      const free = await post(
        t.app,
        '/api/v1/user/contact/otp',
        { channel, value: channel === 'email' ? uniqueEmail('free') : uniqueMobile() },
        { headers: a.bearer, remoteAddress: ip },
      );
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toEqual(free.json());
    }
    // The code confirming the change went to a's current mobile (the last change asked for was the mobile).
    const confirm = await latestCode(t.app, a.user.mobile!);
    const res = await updateProfile(a, {
      email: b.user.email!,
      email_otp: wrongCode(await latestCode(t.app, b.user.email!)),
      current_otp: confirm,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email_otp[0]).toMatch(/^Invalid OTP\. 4 attempts left\.$/);
    const noCode = await updateProfile(a, { mobile: b.user.mobile!, mobile_otp: '000000', current_otp: confirm });
    expect(noCode.statusCode).toBe(422);
  });

  it('probing is limited per account: 25 probes, the 21st on are refused (429)', async () => {
    const a = await customer();
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await post(
        t.app,
        '/api/v1/user/contact/otp',
        { channel: 'email', value: uniqueEmail('probe') },
        { headers: a.bearer, remoteAddress: ip },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('7. a password is changed with the current one (or a fresh OTP) and ends the other sessions', () => {
  it('a session alone cannot change the password; the current password can, and every other session ends', async () => {
    const s = await customer({ password: 'Old@pass1' });
    const other = await t.app.services.sessions.create(s.user.id);
    const change = { password: 'New@pass2', password_confirmation: 'New@pass2' };

    const bare = await updateProfile(s, change);
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.current_password).toEqual(['Please enter your current password']);
    const wrong = await updateProfile(s, { ...change, current_password: 'Guess@123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['The current password is not correct']);
    expect((await passwordLogin(s.user.email!, 'New@pass2', uniqueIp())).statusCode).toBe(401);

    const ok = await updateProfile(s, { ...change, current_password: 'Old@pass1' });
    expect(ok.statusCode).toBe(200);
    expect((await passwordLogin(s.user.email!, 'New@pass2', uniqueIp())).statusCode).toBe(200);
    // The other session is over; the one that made the change goes on.
    const me = (token: string) => t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(s.token)).statusCode).toBe(200);
  });

  it('an account without a password sets one only with the code sent to its own mobile', async () => {
    const s = await customer();
    const change = { password: 'First@pass1', password_confirmation: 'First@pass1' };
    const bare = await updateProfile(s, change);
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.password_otp).toEqual(['Please enter the OTP sent to your registered mobile number or email']);
    const sent = await post(t.app, '/api/v1/user/password/otp', {}, { headers: s.bearer, remoteAddress: uniqueIp() });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(t.app, s.user.mobile!);
    expect((await updateProfile(s, { ...change, password_otp: wrongCode(code) })).statusCode).toBe(422);
    expect((await updateProfile(s, { ...change, password_otp: code })).statusCode).toBe(200);
    expect((await passwordLogin(s.user.mobile!, 'First@pass1', uniqueIp())).statusCode).toBe(200);
  });

  it('guessing the current password in the profile is limited like sign-in', async () => {
    const s = await customer({ password: 'Old@pass1' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await updateProfile(s, {
        password: 'New@pass2',
        password_confirmation: 'New@pass2',
        current_password: `Guess@${i}00`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((x) => x === 422)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('8. password sign-in limits: per account and per address, in the database', () => {
  it('the mobile and the e-mail of one account share one count of 10', async () => {
    const s = await customer({ password: 'Right@pass1' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const name = i % 2 ? s.user.email! : s.user.mobile!;
      statuses.push((await passwordLogin(name, `Wrong@${i}xx`, uniqueIp())).statusCode);
    }
    expect(statuses.slice(0, 10).every((x) => x === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Held back even with the right password, until the window passes.
    expect((await passwordLogin(s.user.email!, 'Right@pass1', uniqueIp())).statusCode).toBe(429);
  });

  it('40 accounts sprayed from one address: refused (429) after 30 failures', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await passwordLogin(uniqueEmail('spray'), 'Spray@123', ip)).statusCode);
    expect(statuses.slice(0, 30).every((x) => x === 401)).toBe(true);
    expect(statuses.slice(30).every((x) => x === 429)).toBe(true);
  });

  it('the count is shared by two app instances on one database', async () => {
    const s = await customer({ password: 'Right@pass1' });
    const second = await buildTestApp({ database: t.database });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await passwordLogin(s.user.email!, `Wrong@${i}yy`, uniqueIp(), i % 2 ? second.app : t.app)).statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await second.app.close();
    }
  });

  it('a right password after a few failures signs in and clears the account count', async () => {
    const s = await customer({ password: 'Right@pass1' });
    for (let i = 0; i < 3; i++) await passwordLogin(s.user.email!, 'Wrong@pass1', uniqueIp());
    expect((await passwordLogin(s.user.email!, 'Right@pass1', uniqueIp())).statusCode).toBe(200);
  });
});

describe('9. malformed multipart: 400 with a clear message on every multipart route', () => {
  const routes = [
    '/api/v1/user/update',
    '/api/v1/reseller/registration',
    '/api/v1/service_provider/registration',
    '/api/v1/user/companies/store',
    '/api/v1/user/companies/destroy',
  ];
  const bodies: Array<[string, string, string]> = [
    ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'],
    ['a cut-off body', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAsha'],
    ['garbage', 'multipart/form-data; boundary=x', '\u0000\u0001 not multipart at all'],
  ];
  it.each(routes.flatMap((r) => bodies.map(([name, type, body]) => [r, name, type, body] as const)))(
    '%s with %s',
    async (url, _name, type, body) => {
      const s = await customer();
      const res = await t.app.inject({ method: 'POST', url, headers: { ...s.bearer, 'content-type': type }, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/malformed|multipart|form/i);
    },
  );
});

describe('10. DATA_DIR is private to the server user', () => {
  it('DATA_DIR 0700; PGlite files and uploads 0600, also when an older version left them open', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'anupalan-perm-'));
    const oldUmask = process.umask(0o000);
    try {
      const db = await openPglite(dir);
      await db.close();
      await createLocalStorage(path.join(dir, 'uploads')).put('profiles/1/a.png', Buffer.from('x'), 'image/png');
      secureDataDir(dir);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const walk = (p: string): string[] =>
        statSync(p).isDirectory() ? readdirSync(p).flatMap((n) => walk(path.join(p, n))) : [p];
      const files = walk(path.join(dir, 'pglite')).concat(walk(path.join(dir, 'uploads')));
      expect(files.length).toBeGreaterThan(10);
      const open = files.filter((f) => (statSync(f).mode & 0o077) !== 0);
      expect(open).toEqual([]);
    } finally {
      process.umask(oldUmask);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('12. small input fixes', () => {
  it.each(['0000000000', '1111111111', '5999999999'])(
    'sign-in refuses %s as a mobile (Indian mobiles start 6–9)',
    async (mobile) => {
      const res = await post(t.app, '/api/v1/sendOtp', { user_name: mobile }, { remoteAddress: uniqueIp() });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.user_name).toEqual(['Please enter a valid Mobile No/Email ID']);
    },
  );

  it.each(['0x10', '1e3', 'Infinity', ' 0b11', '1_000'])('custom_amount %j is not an amount', async (custom_amount) => {
    const s = await customer();
    const res = await post(
      t.app,
      '/api/v1/services/payment/initiate',
      { service_id: 1, payment_type: 'custom', custom_amount },
      { headers: s.bearer },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.custom_amount).toEqual(['Please enter the amount as a number.']);
  });

  it('an oversize photo sent before the other fields gets the size message', async () => {
    const s = await customer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(oversizedPng())], { type: 'image/png' }), 'big.png');
    form.append('fullName', 'Asha Verma');
    form.append('email', s.user.email!);
    form.append('mobile', s.user.mobile!);
    const req = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/update',
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { 'content-type': req.headers.get('content-type')!, ...s.bearer },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Image size must be less than 5MB');
  });
});
