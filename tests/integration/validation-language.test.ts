import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { signedInUser } from '../helpers/auth.ts';
import { companyForm } from '../helpers/fixtures.ts';
import { post, uniqueIp } from '../helpers/identity.ts';

/**
 * Issue 23: the shared schemas' validation messages outside sign-in, answered in Hindi for
 * `Accept-Language: hi` (field by field), in English word for word otherwise, the same code.
 */
const t = useTestApp();
const HINDI = { 'accept-language': 'hi' };

describe('validation messages of the forms in Hindi', () => {
  it('the consultation form: each field refused in Hindi, English without the header', async () => {
    const bad = { name: '', mobile: '12345', email: 'not-an-email', service: '', message: 'Hello' };
    const hindi = await post(t.app, '/api/v1/user/contact_us/store', bad, { remoteAddress: uniqueIp(), headers: HINDI });
    const english = await post(t.app, '/api/v1/user/contact_us/store', bad, { remoteAddress: uniqueIp() });
    expect(hindi.statusCode).toBe(422);
    expect(english.statusCode).toBe(422);
    expect(hindi.json().code).toBe(english.json().code);
    expect(english.json().errors).toMatchObject({
      name: ['Please enter your name'],
      mobile: ['Please enter a valid 10-digit mobile number'],
      email: ['Please enter a valid email address'],
    });
    expect(hindi.json().errors).toMatchObject({
      name: ['कृपया अपना नाम दर्ज करें'],
      mobile: ['कृपया 10 अंकों का सही मोबाइल नंबर दर्ज करें'],
      email: ['कृपया सही ईमेल पता दर्ज करें'],
    });
    // The service field's message too (whatever the form lacked first).
    for (const list of Object.values(hindi.json().errors as Record<string, string[]>))
      for (const m of list) expect(m).toMatch(/[\u0900-\u097F]/);
  });

  it('the newsletter: an empty and a malformed address in Hindi', async () => {
    const empty = await post(t.app, '/api/v1/newsletter/subscribe', { email: '' }, { remoteAddress: uniqueIp(), headers: HINDI });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ message: 'कृपया अपना ईमेल पता दर्ज करें', errors: { email: ['कृपया अपना ईमेल पता दर्ज करें'] } });
    const wrong = await post(
      t.app,
      '/api/v1/newsletter/subscribe',
      { email: 'asha@' },
      { remoteAddress: uniqueIp(), headers: HINDI },
    );
    expect(wrong.json().errors).toEqual({ email: ['कृपया सही ईमेल पता दर्ज करें'] });
  });

  it('the company form: required fields and a PIN code in Hindi, with a limit said with its value', async () => {
    const u = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/companies/store',
      headers: { ...u.bearer, ...HINDI },
      payload: { ...companyForm({ name: '', pin_code: '12', establish_date: '2999-01-01' }), user_id: u.user.id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['कंपनी का नाम ज़रूरी है'],
      pin_code: ['PIN कोड 6 अंकों का होना चाहिए'],
      establish_date: ['स्थापना तिथि भविष्य की नहीं हो सकती'],
    });
  });
});
