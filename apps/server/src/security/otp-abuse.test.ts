import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { advanceClock, latestCode, post, uniqueIp, uniqueMobile, wrongCode } from '../../../../tests/helpers/identity.ts';
import { otpCodes } from '../db/schema.ts';

/**
 * OTP abuse (issue 13): 5 tries per code (also when sent all at once), sends limited per
 * identifier and per address, and the limits hold across two instances on one database (the
 * postgres project runs this on PostgreSQL; two app instances share it as two servers would).
 */
const OTP_SECRET = 'shared-otp-pepper-of-both-instances';
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  // A small per-address bound (the default, 1000, is sized for carrier NAT) to show it is shared.
  a = await buildTestApp({ env: { OTP_SECRET, OTP_MAX_PER_ADDRESS_PER_HOUR: '20' } });
  b = await buildTestApp({ env: { OTP_SECRET, OTP_MAX_PER_ADDRESS_PER_HOUR: '20' }, database: a.database });
}, 120_000);
afterAll(async () => {
  await b?.app.close();
  await a?.close();
});

const send = (app: TestApp, mobile: string, ip: string) =>
  post(app.app, '/api/v1/sendOtp', { user_name: mobile }, { remoteAddress: ip });
const login = (app: TestApp, mobile: string, otp: string, ip: string) =>
  post(app.app, '/api/v1/login', { user_name: mobile, otp }, { remoteAddress: ip });

describe('OTP abuse', () => {
  it('5 wrong tries kill a code, even 12 sent at once through both instances; the right code is refused after', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    expect((await send(a, mobile, ip)).statusCode).toBe(200);
    const code = await latestCode(a.app, mobile);
    const tries = await Promise.all(Array.from({ length: 12 }, (_, i) => login(i % 2 ? b : a, mobile, wrongCode(code), ip)));
    expect(tries.every((r) => r.statusCode === 401)).toBe(true);
    const [row] = await a.database.db.select().from(otpCodes).where(eq(otpCodes.identifier, mobile));
    expect(row!.attempts).toBe(5);
    const right = await login(b, mobile, code, ip);
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('a code sent by one instance signs in through the other (same OTP_SECRET), once', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    await send(a, mobile, ip);
    const code = await latestCode(a.app, mobile);
    expect((await login(b, mobile, code, ip)).statusCode).toBe(200);
    expect((await login(a, mobile, code, ip)).statusCode).toBe(401);
  });

  it('the resend wait and the 5-an-hour limit per identifier are shared by both instances', async () => {
    const mobile = uniqueMobile();
    expect((await send(a, mobile, uniqueIp())).statusCode).toBe(200);
    const again = await send(b, mobile, uniqueIp());
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // Past the 60 s wait each time, on both instances' clocks.
      advanceClock(a.app, 61_000);
      advanceClock(b.app, 61_000);
      statuses.push((await send(i % 2 ? a : b, mobile, uniqueIp())).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('the per-address bound (20 here) is counted across both instances', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await send(i % 2 ? a : b, uniqueMobile(), ip)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
  });
});
