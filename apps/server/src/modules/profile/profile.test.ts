import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import {
  FAKE_EXE,
  PNG_1PX,
  badAadhaar,
  latestCode,
  multipart,
  oversizedPng,
  post,
  uniqueEmail,
  uniqueIp,
  uniqueMobile,
  validAadhaar,
  wrongCode,
} from '../../../../../tests/helpers/identity.ts';
import { waitForMessage } from '../../../../../tests/helpers/messages.ts';
import { decryptText } from '../../../../../tests/helpers/secrets.ts';
import { userProfiles } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { loadLocationsIfNeeded } from '../locations/loader.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await loadLocationsIfNeeded(t.app.services.database.db);
}, 120_000);
afterAll(async () => t?.close());

type Signed = Awaited<ReturnType<typeof signedInUser>>;

async function customer(): Promise<Signed> {
  return signedInUser(t.app, { name: 'Asha Verma', email: uniqueEmail('asha'), mobile: uniqueMobile() });
}

function base(s: Signed, over: Record<string, string> = {}): Record<string, string> {
  return { user_id: String(s.user.id), fullName: s.user.name, email: s.user.email!, mobile: s.user.mobile!, ...over };
}

async function update(
  s: Signed,
  fields: Record<string, string>,
  image?: { filename: string; type: string; bytes: Uint8Array },
  headers: Record<string, string> = s.bearer,
) {
  const body = await multipart(fields, image ? { image } : {});
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/update',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const read = (s: Signed, userId: unknown = s.user.id, headers: Record<string, string> = s.bearer) =>
  post(t.app, '/api/v1/web/user/profile', { user_id: userId }, { headers });

describe('profile', () => {
  it("reads the signed-in user's profile in the spec's shape", async () => {
    const s = await customer();
    const res = await read(s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        user_id: s.user.id,
        fullName: 'Asha Verma',
        email: s.user.email,
        mobile: s.user.mobile,
        dob: null,
        gender: null,
        pan_no: null,
        aadhaar_no: null,
        address_line_1: null,
        address_line_2: null,
        state: null,
        district: null,
        city: null,
        pincode: null,
        country: 'India',
        image: null,
        role: 'customer',
        has_password: false,
      },
    });
  });

  it('saves every field, keeps Aadhaar encrypted and shows it masked, serves the photo, and the new password signs in', async () => {
    const s = await customer();
    const aadhaar = validAadhaar();
    // A first password needs the code sent to the account's own mobile.
    const sent = await post(t.app, '/api/v1/user/password/otp', {}, { headers: s.bearer, remoteAddress: uniqueIp() });
    expect(sent.json()).toMatchObject({ success: true, message: 'OTP sent to your registered mobile number' });
    const fields = base(s, {
      fullName: 'Asha Verma',
      dob: '1990-04-15',
      gender: 'female',
      aadhaar_no: aadhaar,
      pan_no: 'abcpv1234k',
      address_line_1: '12 MG Road',
      address_line_2: 'Near Metro',
      state: 'Delhi',
      district: 'Central Delhi',
      city: 'Connaught Place',
      pincode: '110001',
      password: 'Secret@123',
      password_confirmation: 'Secret@123',
      password_otp: await latestCode(t.app, s.user.mobile!),
    });
    const res = await update(s, fields, { filename: 'me.png', type: 'image/png', bytes: PNG_1PX });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Profile updated successfully!' });
    expect(body.data).toMatchObject({
      dob: '1990-04-15',
      gender: 'female',
      pan_no: 'ABCPV1234K',
      aadhaar_no: `XXXX XXXX ${aadhaar.slice(-4)}`,
      state: 'Delhi',
      district: 'Central Delhi',
      city: 'Connaught Place',
      pincode: '110001',
      has_password: true,
    });
    expect(JSON.stringify(body)).not.toContain(aadhaar);

    const [row] = await t.app.services.database.db.select().from(userProfiles).where(eq(userProfiles.userId, s.user.id));
    expect(row!.aadhaarCiphertext).not.toContain(aadhaar);
    expect(row!.aadhaarLast4).toBe(aadhaar.slice(-4));
    expect(decryptText(t.app.services.secrets.aadhaarKey, row!.aadhaarCiphertext!)).toBe(aadhaar);

    const image = await t.app.inject({ url: body.data.image, headers: s.bearer });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, PNG_1PX)).toBe(0);
    expect((await t.app.inject({ url: body.data.image })).statusCode).toBe(401);

    const login = await post(t.app, '/api/v1/login', { user_name: s.user.email, password: 'Secret@123', login_type: 'password' });
    expect(login.statusCode).toBe(200);

    // Blank password keeps it; the masked Aadhaar keeps the stored number.
    const again = await update(s, {
      ...fields,
      password_otp: '',
      password: '',
      password_confirmation: '',
      aadhaar_no: `XXXX XXXX ${aadhaar.slice(-4)}`,
    });
    expect(again.statusCode).toBe(200);
    expect(
      (await post(t.app, '/api/v1/login', { user_name: s.user.email, password: 'Secret@123', login_type: 'password' }))
        .statusCode,
    ).toBe(200);
    const [kept] = await t.app.services.database.db.select().from(userProfiles).where(eq(userProfiles.userId, s.user.id));
    expect(decryptText(t.app.services.secrets.aadhaarKey, kept!.aadhaarCiphertext!)).toBe(aadhaar);
  });

  it('fills the PIN from the chosen city when none is given, and refuses places not in the lists', async () => {
    const s = await customer();
    const ok = await update(s, base(s, { state: 'delhi', district: 'central delhi', city: 'connaught place' }));
    expect(ok.json().data).toMatchObject({
      state: 'Delhi',
      district: 'Central Delhi',
      city: 'Connaught Place',
      pincode: '110001',
    });
    const badState = await update(s, base(s, { state: 'Atlantis' }));
    expect(badState.statusCode).toBe(422);
    expect(badState.json().errors).toEqual({ state: ['Please choose a state from the list'] });
    const badDistrict = await update(s, base(s, { state: 'Ladakh', district: 'Central Delhi' }));
    expect(badDistrict.json().errors).toEqual({ district: ['Please choose a district of the selected state'] });
  });

  it('refuses an Aadhaar number with a bad check digit, or of the wrong length, and keeps nothing of it', async () => {
    const s = await customer();
    const bad = await update(s, base(s, { aadhaar_no: badAadhaar() }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ aadhaar_no: ['This Aadhaar number is not valid. Please check the digits.'] });
    const short = await update(s, base(s, { aadhaar_no: '12345678901' }));
    expect(short.json().errors).toEqual({ aadhaar_no: ['Aadhaar must be 12 digits'] });
    expect((await read(s)).json().data.aadhaar_no).toBeNull();
  });

  it('gives the spec texts for the other fields', async () => {
    const s = await customer();
    const res = await update(s, {
      user_id: String(s.user.id),
      fullName: 'A',
      email: 'nope',
      mobile: '12345',
      pan_no: 'ABC',
      pincode: '11',
      password: 'abc',
      password_confirmation: 'abd',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      fullName: ['Name must be at least 2 characters'],
      email: ['Invalid email format'],
      mobile: ['Please enter a valid 10-digit mobile number'],
      pan_no: ['Please enter a valid PAN number'],
      pincode: ['PIN code must be 6 digits'],
      password: ['Password must be minimum 8 characters'],
    });
    const mismatch = await update(s, base(s, { password: 'Secret@123', password_confirmation: 'Secret@12' }));
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords must match'] });
    const missing = await update(s, { user_id: String(s.user.id), fullName: '', email: '', mobile: '' });
    expect(missing.json().errors).toMatchObject({
      fullName: ['Full name is required'],
      email: ['Email is required'],
      mobile: ['Mobile number is required'],
    });
  });

  it('refuses a renamed executable or a photo over 5 MB, and keeps the old photo', async () => {
    const s = await customer();
    await update(s, base(s), { filename: 'me.png', type: 'image/png', bytes: PNG_1PX });
    const before = (await read(s)).json().data.image;
    const exe = await update(s, base(s), { filename: 'me.png', type: 'image/png', bytes: FAKE_EXE });
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors).toEqual({ image: ['Please select a valid image (JPEG, PNG, GIF)'] });
    const big = await update(s, base(s), { filename: 'big.jpg', type: 'image/jpeg', bytes: oversizedPng() });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ image: ['Image size must be less than 5MB'] });
    expect((await read(s)).json().data.image).toBe(before);
  });

  it('keeps script in a name as plain text', async () => {
    const s = await customer();
    const name = '<img src=x onerror=alert(1)> Asha';
    const res = await update(s, base(s, { fullName: name }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((await read(s)).json().data.fullName).toBe(name);
  });
});

describe('partial update (issue 8)', () => {
  const full = (s: Signed) =>
    base(s, {
      dob: '1990-04-15',
      gender: 'female',
      aadhaar_no: validAadhaar(),
      pan_no: 'ABCPV1234K',
      address_line_1: '12 MG Road',
      address_line_2: 'Near Metro',
      state: 'Delhi',
      district: 'Central Delhi',
      city: 'Connaught Place',
      pincode: '110001',
    });

  it('keeps every field the request leaves out', async () => {
    const s = await customer();
    expect((await update(s, full(s))).statusCode).toBe(200);
    const before = (await read(s)).json().data;

    // Only the name: nothing else changes.
    const res = await update(s, { user_id: String(s.user.id), fullName: 'Asha V. Verma' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...before, fullName: 'Asha V. Verma', image: res.json().data.image });
    // A JSON body with one field does the same.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/update',
      headers: s.bearer,
      payload: { address_line_2: 'Opposite the Park' },
    });
    expect(json.statusCode).toBe(200);
    const after = (await read(s)).json().data;
    expect(after).toEqual({ ...before, fullName: 'Asha V. Verma', address_line_2: 'Opposite the Park', image: after.image });
    const [row] = await t.app.services.database.db.select().from(userProfiles).where(eq(userProfiles.userId, s.user.id));
    expect(row!.aadhaarCiphertext).toBeTruthy();
  });

  it('clears an optional field sent empty, and only that one', async () => {
    const s = await customer();
    expect((await update(s, full(s))).statusCode).toBe(200);
    const before = (await read(s)).json().data;
    const res = await update(s, { pan_no: '', address_line_2: '' });
    expect(res.statusCode).toBe(200);
    expect((await read(s)).json().data).toEqual({ ...before, pan_no: null, address_line_2: null });
  });

  it('a JSON null is the field sent empty: an optional one is cleared, the name gets its required message', async () => {
    const s = await customer();
    expect((await update(s, full(s))).statusCode).toBe(200);
    const before = (await read(s)).json().data;
    const json = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/user/update', headers: s.bearer, payload });
    const cleared = await json({ pan_no: null, address_line_2: null });
    expect(cleared.statusCode).toBe(200);
    expect((await read(s)).json().data).toEqual({ ...before, pan_no: null, address_line_2: null });
    const refused = await json({ fullName: null });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.fullName).toEqual([(await update(s, { fullName: '' })).json().errors.fullName[0]]);
    expect((await read(s)).json().data.fullName).toBe(before.fullName);
  });

  it('a place sent without a PIN takes the new place’s PIN; clearing the state clears the place', async () => {
    const s = await customer();
    expect((await update(s, full(s))).statusCode).toBe(200);
    expect((await update(s, { state: '', district: '', city: '' })).statusCode).toBe(200);
    expect((await read(s)).json().data).toMatchObject({
      state: null,
      district: null,
      city: null,
      pincode: null,
      pan_no: 'ABCPV1234K',
    });
  });

  it('refuses to clear the name, e-mail or mobile (their required messages) and changes nothing', async () => {
    const s = await customer();
    expect((await update(s, full(s))).statusCode).toBe(200);
    const before = (await read(s)).json().data;
    for (const [field, message] of [
      ['fullName', 'Full name is required'],
      ['email', 'Email is required'],
      ['mobile', 'Mobile number is required'],
    ] as const) {
      const res = await update(s, { [field]: '', pan_no: '' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', errors: { [field]: [message] } });
    }
    expect((await read(s)).json().data).toEqual(before);
  });
});

describe('changing e-mail or mobile', () => {
  const contactOtp = (s: Signed, channel: 'email' | 'mobile', value: string, ip = uniqueIp()) =>
    post(t.app, '/api/v1/user/contact/otp', { channel, value, user_id: s.user.id }, { headers: s.bearer, remoteAddress: ip });
  /** The newest message the outbox holds for `to`. */
  const newestMessage = async (to: string) =>
    (
      (await t.app.inject({ url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json() as {
        messages: { body: string; code?: string; channel: string }[];
      }
    ).messages[0];

  it('needs the OTP sent to the new e-mail address and the one sent to the current address', async () => {
    const s = await customer();
    const newEmail = uniqueEmail('new');
    const without = await update(s, base(s, { email: newEmail }));
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toEqual({ email_otp: ['Please verify the new email address with the OTP sent to it'] });

    const sent = await contactOtp(s, 'email', newEmail);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: 'OTP sent to the new email address', resend_after: 60 });
    const masked = `${s.user.email!.slice(0, 1)}•••${s.user.email!.split('@')[0]!.slice(-1)}@example.in`;
    expect(sent.json().confirm).toEqual({
      channel: 'email',
      to: masked,
      message: `To confirm the change, we also sent an OTP to your current email address ${masked}.`,
    });
    const code = await latestCode(t.app, newEmail);
    const current = await newestMessage(s.user.email!);
    expect(current!.body).toContain(`to confirm changing the email address of your account to ${newEmail}`);
    expect(current!.body).toContain('If you did not ask for this, do not share it, and contact us at support@anupalan.in');

    const wrong = await update(s, base(s, { email: newEmail, email_otp: wrongCode(code), current_otp: current!.code! }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ email_otp: ['Invalid OTP. 4 attempts left.'] });
    const onlyNew = await update(s, base(s, { email: newEmail, email_otp: code }));
    expect(onlyNew.statusCode).toBe(422);
    expect(onlyNew.json().errors).toEqual({
      current_otp: [
        'To change your email address or mobile number, enter the OTP sent to your current one (or your current password).',
      ],
    });
    const ok = await update(s, base(s, { email: newEmail, email_otp: code, current_otp: current!.code! }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe(newEmail);
  });

  it('needs the OTP sent by SMS to the new mobile; a code sent for another account does not count', async () => {
    const s = await customer();
    const other = await customer();
    const newMobile = uniqueMobile();
    await contactOtp(other, 'mobile', newMobile);
    const othersCode = await latestCode(t.app, newMobile);
    const othersConfirm = await latestCode(t.app, other.user.mobile!);
    const stolen = await update(s, base(s, { mobile: newMobile, mobile_otp: othersCode, current_otp: othersConfirm }));
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.current_otp).toEqual(['Please request an OTP first.']);

    const sent = await contactOtp(s, 'mobile', newMobile);
    expect(sent.json().confirm).toMatchObject({ channel: 'mobile', to: `••••••${s.user.mobile!.slice(-4)}` });
    const ok = await update(
      s,
      base(s, {
        mobile: newMobile,
        mobile_otp: await latestCode(t.app, newMobile),
        current_otp: await latestCode(t.app, s.user.mobile!),
      }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.mobile).toBe(newMobile);
  });

  it('says another account has the e-mail only once the code sent to it is proven (409 then)', async () => {
    const s = await customer();
    const other = await customer();
    const res = await contactOtp(s, 'email', other.user.email!);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('OTP sent to the new email address');
    const confirm = await latestCode(t.app, s.user.email!);
    const guessed = await update(
      s,
      base(s, {
        email: other.user.email!,
        email_otp: wrongCode(await latestCode(t.app, other.user.email!)),
        current_otp: confirm,
      }),
    );
    expect(guessed.statusCode).toBe(422);
    const proven = await update(
      s,
      base(s, { email: other.user.email!, email_otp: await latestCode(t.app, other.user.email!), current_otp: confirm }),
    );
    expect(proven.statusCode).toBe(409);
    expect(proven.json().message).toBe('This email address is already used by another account.');
  });

  it('a stolen session alone cannot replace the e-mail, set a password and lock the owner out (issue 27)', async () => {
    const victim = await customer();
    const attacker = uniqueEmail('attacker');
    // The attacker asks for a code to their own address and gets it…
    expect((await contactOtp(victim, 'email', attacker)).statusCode).toBe(200);
    const code = await latestCode(t.app, attacker);
    // …but the change also needs the code that went to the victim's address, which names the attacker's.
    const warned = await newestMessage(victim.user.email!);
    expect(warned!.body).toContain(attacker);
    const replaced = await update(victim, base(victim, { email: attacker, email_otp: code }));
    expect(replaced.statusCode).toBe(422);
    expect(Object.keys(replaced.json().errors)).toEqual(['current_otp']);
    // Their own code in its place, or a guess, does not do.
    for (const guess of [code, wrongCode(warned!.code!)]) {
      const res = await update(victim, base(victim, { email: attacker, email_otp: code, current_otp: guess }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.current_otp[0]).toMatch(/^Invalid OTP\./);
    }
    // Nor a "current password" on an account without one.
    const noPassword = await update(victim, base(victim, { email: attacker, email_otp: code, current_password: 'Guess@123' }));
    expect(noPassword.statusCode).toBe(422);
    expect(Object.keys(noPassword.json().errors)).toEqual(['current_otp']);
    expect((await read(victim)).json().data.email).toBe(victim.user.email);
    // The password code still goes to the owner's own mobile, never to the attacker's address.
    const pw = await post(t.app, '/api/v1/user/password/otp', {}, { headers: victim.bearer, remoteAddress: uniqueIp() });
    expect(pw.json().message).toBe('OTP sent to your registered mobile number');
    const atAttacker = (await t.app.inject({ url: `/api/v1/dev/outbox?to=${encodeURIComponent(attacker)}` })).json().messages;
    expect(atAttacker).toHaveLength(1);
  });

  it('takes the current password instead of the code, and refuses a wrong one', async () => {
    const s = await customer();
    await t.app.services.users.update(s.user.id, { passwordHash: await hashPassword('Owner@2026') });
    const newMobile = uniqueMobile();
    await contactOtp(s, 'mobile', newMobile);
    const code = await latestCode(t.app, newMobile);
    const wrong = await update(s, base(s, { mobile: newMobile, mobile_otp: code, current_password: 'Wrong@2026' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is not correct'] });
    const ok = await update(s, base(s, { mobile: newMobile, mobile_otp: code, current_password: 'Owner@2026' }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.mobile).toBe(newMobile);
  });

  it('ends the other sessions and tells the old e-mail and mobile (even with both channels turned off), with whom to report it to', async () => {
    const s = await customer();
    // A security notice ignores the customer's channel choices: both off here.
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/notifications',
      headers: s.bearer,
      payload: { email: false, sms: false, whatsapp: false },
    });
    expect(off.json().data).toMatchObject({ email: false, sms: false });
    const elsewhere = await t.app.services.sessions.create(s.user.id);
    const newEmail = uniqueEmail('moved');
    await contactOtp(s, 'email', newEmail);
    const ok = await update(
      s,
      base(s, {
        email: newEmail,
        email_otp: await latestCode(t.app, newEmail),
        current_otp: await latestCode(t.app, s.user.email!),
      }),
    );
    expect(ok.statusCode).toBe(200);
    // The other session is over; this one goes on.
    expect((await read(s, s.user.id, { authorization: `Bearer ${elsewhere.token}` })).statusCode).toBe(401);
    expect((await read(s)).statusCode).toBe(200);
    const isNotice = (m: { template?: string }) => m.template === 'identifier_changed';
    const mail = await waitForMessage(t.app, s.user.email!, isNotice);
    expect(mail).toMatchObject({ channel: 'email', subject: 'The email address of your Anupalan account changed' });
    expect(mail.code).toBeUndefined();
    expect(mail.body).toMatch(
      /^The email address of your Anupalan account was changed on .+ IST, and its other sessions were signed out\./,
    );
    expect(mail.body).toContain('If you did not make this change, contact us at once at support@anupalan.in or +91 124 456 7890');
    const sms = await waitForMessage(t.app, s.user.mobile!, isNotice);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms.body).toMatch(
      /^Anupalan: your account's email address changed on .+ IST and its other sessions were signed out\. Not you\? Contact us at once at support@anupalan\.in or \+91 124 456 7890$/,
    );
    // Once each, to the old addresses only (the new address is not told).
    const notices = (to: string) => t.app.services.outbox.list(to).filter(isNotice);
    expect(notices(s.user.email!)).toHaveLength(1);
    expect(notices(s.user.mobile!)).toHaveLength(1);
    expect(notices(newEmail)).toEqual([]);
    // Nothing is told when nothing changes.
    const before = (await t.app.inject({ url: `/api/v1/dev/outbox?to=${encodeURIComponent(newEmail)}` })).json().messages.length;
    expect((await update(s, base(s, { email: newEmail, fullName: 'Asha V' }))).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/dev/outbox?to=${encodeURIComponent(newEmail)}` })).json().messages).toHaveLength(
      before,
    );
  });

  it('a STOP still holds for the notice: the old mobile that sent STOP gets no SMS, the old e-mail is told', async () => {
    const s = await customer();
    expect(await t.app.services.notifications.inboundStop('sms', s.user.mobile!, 'STOP')).toBe(true);
    const newEmail = uniqueEmail('stopped');
    await contactOtp(s, 'email', newEmail);
    const ok = await update(
      s,
      base(s, {
        email: newEmail,
        email_otp: await latestCode(t.app, newEmail),
        current_otp: await latestCode(t.app, s.user.email!),
      }),
    );
    expect(ok.statusCode).toBe(200);
    await waitForMessage(t.app, s.user.email!, (m) => m.template === 'identifier_changed');
    const notices = async () =>
      (await t.app.services.notifications.deliveries({ userId: s.user.id, page: 1, pageSize: 20 })).items
        .filter((d) => d.event === 'identifier_changed')
        .map((d) => [d.channel, d.recipient, d.status])
        .sort();
    await expect.poll(notices).toEqual([
      ['email', s.user.email!, 'sent'],
      ['sms', s.user.mobile!, 'skipped'],
    ]);
    expect(t.app.services.outbox.list(s.user.mobile!).filter((m) => m.template === 'identifier_changed')).toEqual([]);
  });
});

describe("a partner's e-mail (issue 27: the same rule for partners)", () => {
  it('another address needs the current password; once proven it ends the other sessions and tells the old address', async () => {
    const partner = await signedInUser(t.app, { role: 'reseller', email: uniqueEmail('partner'), mobile: uniqueMobile() });
    await t.app.services.users.update(partner.user.id, {
      passwordHash: await hashPassword('Partner@2026'),
      emailVerifiedAt: new Date(),
    });
    const elsewhere = await t.app.services.sessions.create(partner.user.id);
    const attacker = uniqueEmail('attacker');
    const send = (body: Record<string, string>) =>
      post(t.app, '/api/v1/partner/email/otp', body, { headers: partner.bearer, remoteAddress: uniqueIp() });

    const bare = await send({ email: attacker });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({
      current_password: ['To use another e-mail address, please enter your current password.'],
    });
    const wrong = await send({ email: attacker, current_password: 'Wrong@2026' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is not correct'] });
    expect((await t.app.inject({ url: `/api/v1/dev/outbox?to=${encodeURIComponent(attacker)}` })).json().messages).toEqual([]);

    const newEmail = uniqueEmail('partner.new');
    expect((await send({ email: newEmail, current_password: 'Partner@2026' })).statusCode).toBe(200);
    const proven = await post(
      t.app,
      '/api/v1/partner/email/verify',
      { code: await latestCode(t.app, newEmail) },
      { headers: partner.bearer },
    );
    expect(proven.statusCode).toBe(200);
    expect(proven.json().partner).toMatchObject({ email: newEmail });
    expect((await read(partner, partner.user.id, { authorization: `Bearer ${elsewhere.token}` })).statusCode).toBe(401);
    const told = await waitForMessage(t.app, partner.user.email!, (m) => m.template === 'identifier_changed');
    expect(told.body).toContain(`The email address of your Anupalan partner account was changed to ${newEmail} on `);
    expect(told.body).toContain('IST, and its other sessions were signed out.');
    expect(told.body).toContain('contact us at once at support@anupalan.in');
  });
});

describe('who may read and write a profile', () => {
  it("refuses to read or update another user's profile (403)", async () => {
    const a = await customer();
    const b = await customer();
    const readOther = await read(a, b.user.id);
    expect(readOther.statusCode).toBe(403);
    expect(readOther.json().message).toBe('You can only access your own account.');
    const writeOther = await update(a, base(b));
    expect(writeOther.statusCode).toBe(403);
    expect((await read(b)).json().data.fullName).toBe('Asha Verma');
  });

  it('refuses a missing, revoked or forged session (401)', async () => {
    const s = await customer();
    expect((await post(t.app, '/api/v1/web/user/profile', { user_id: s.user.id })).statusCode).toBe(401);
    const forged = await read(s, s.user.id, { authorization: `Bearer ${s.token.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(401);
    await post(t.app, '/api/v1/logout', {}, { headers: s.bearer });
    const revoked = await read(s);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('User not authenticated. Please login again.');
    expect((await update(s, base(s))).statusCode).toBe(401);
  });

  it('refuses a cross-site update made with the cookie', async () => {
    const s = await customer();
    const res = await update(s, base(s, { fullName: 'Hacked' }), undefined, {
      ...s.cookie,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect((await read(s)).json().data.fullName).toBe('Asha Verma');
  });
});
