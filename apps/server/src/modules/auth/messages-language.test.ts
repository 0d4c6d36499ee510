import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../../tests/helpers/app.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { latestCode, post, uniqueIp, uniqueMobile, wrongCode } from '../../../../../tests/helpers/identity.ts';

/** Issue 23: the API's messages in the language the client asks for, the same `code` in both. */
const t = useTestApp();
const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

const sendOtp = (userName: unknown, headers: Record<string, string> = {}, ip = uniqueIp()) =>
  post(t.app, '/api/v1/sendOtp', { user_name: userName }, { remoteAddress: ip, headers });
const login = (payload: unknown, headers: Record<string, string> = {}, ip = uniqueIp()) =>
  post(t.app, '/api/v1/login', payload, { remoteAddress: ip, headers });

describe('API messages in English and Hindi', () => {
  it('answers a validation failure in Hindi when asked, in English word for word otherwise, with the same code', async () => {
    const english = await sendOtp('');
    const hindi = await sendOtp('', HINDI);
    expect(english.statusCode).toBe(422);
    expect(hindi.statusCode).toBe(422);
    expect(english.json()).toMatchObject({
      status: 'error',
      success: false,
      code: 'VALIDATION',
      message: 'Please enter Mobile No/Email ID',
      errors: { user_name: ['Please enter Mobile No/Email ID'] },
    });
    expect(hindi.json()).toMatchObject({
      status: 'error',
      success: false,
      code: 'VALIDATION',
      message: 'कृपया मोबाइल नंबर/ईमेल आईडी दर्ज करें',
      errors: { user_name: ['कृपया मोबाइल नंबर/ईमेल आईडी दर्ज करें'] },
    });
  });

  it('says the OTP flow in Hindi: sent, a wrong code with the tries left, then signed in', async () => {
    const mobile = uniqueMobile();
    const sent = await sendOtp(mobile, HINDI);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('OTP सफलतापूर्वक भेज दिया गया');
    const code = await latestCode(t.app, mobile);

    const wrong = await login({ user_name: mobile, otp: wrongCode(code) }, HINDI);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, message: 'गलत OTP। 4 प्रयास बाकी।' });
    const wrongEnglish = await login({ user_name: mobile, otp: wrongCode(code) });
    expect(wrongEnglish.json()).toMatchObject({ code: wrong.json().code, message: 'Invalid OTP. 3 attempts left.' });

    const ok = await login({ user_name: mobile, otp: code }, HINDI);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('OTP की सफलतापूर्वक पुष्टि हो गई');
  });

  it('answers a resend too soon with the seconds in Hindi, and Retry-After as in English', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    expect((await sendOtp(mobile, HINDI, ip)).statusCode).toBe(200);
    const again = await sendOtp(mobile, HINDI, ip);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    expect(again.json().message).toMatch(/^नया OTP मँगाने से पहले कृपया \d+ सेकंड रुकें।$/);
  });

  it('says "not signed in" and unknown API routes in Hindi; an unknown or malformed language is English', async () => {
    const me = await t.app.inject({ url: '/api/v1/me', headers: HINDI });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'यूज़र प्रमाणित नहीं है। कृपया फिर से लॉग इन करें।' });
    const missing = await t.app.inject({ url: '/api/v1/no-such-thing', headers: HINDI });
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'ऐसा कोई API एंडपॉइंट नहीं है।' });
    for (const header of ['fr-FR,de;q=0.9', 'xx-yy;q=abc, ;;', '*']) {
      const res = await t.app.inject({ url: '/api/v1/me', headers: { 'accept-language': header } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('User not authenticated. Please login again.');
    }
  });
});

describe("signing in switches the site to the account's language", () => {
  async function signIn(mobile: string, headers: Record<string, string> = {}) {
    expect((await sendOtp(mobile, headers)).statusCode).toBe(200);
    const res = await login({ user_name: mobile, otp: await latestCode(t.app, mobile) }, headers);
    expect(res.statusCode).toBe(200);
    return res;
  }
  const langCookie = (res: { headers: Record<string, unknown> }) =>
    ([res.headers['set-cookie']].flat() as string[]).find((c) => c?.startsWith('lang='));

  it('a Hindi account signing in on an English page gets the lang cookie and language hi', async () => {
    const mobile = uniqueMobile();
    await signIn(mobile);
    const [account] = await t.app.services.database.db
      .update(users)
      .set({ language: 'hi' })
      .where(eq(users.mobile, mobile))
      .returning();
    expect(account).toBeDefined();
    const res = await signIn(mobile);
    expect(res.json()).toMatchObject({ language: 'hi', message: 'OTP verified successfully' });
    expect(langCookie(res)).toMatch(/^lang=hi; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('a new account takes the language of the page it signed up on; an English account is left alone', async () => {
    const hindiPage = uniqueMobile();
    const created = await signIn(hindiPage, HINDI);
    expect(created.json()).toMatchObject({ new_user: true, language: 'hi' });
    expect(langCookie(created)).toMatch(/^lang=hi;/);
    const [row] = await t.app.services.database.db.select().from(users).where(eq(users.mobile, hindiPage));
    expect(row!.language).toBe('hi');

    const englishPage = uniqueMobile();
    const english = await signIn(englishPage);
    expect(english.json()).toMatchObject({ new_user: true, language: 'en' });
    expect(langCookie(english)).toBeUndefined();
    // Signing in again on a Hindi page does not change an English account, nor its cookie.
    const again = await signIn(englishPage, HINDI);
    expect(again.json().language).toBe('en');
    expect(langCookie(again)).toBeUndefined();
  });
});
