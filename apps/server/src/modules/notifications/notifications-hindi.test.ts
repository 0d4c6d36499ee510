import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { paidOrder } from '../../../../../tests/helpers/fixtures.ts';
import { uniqueMobile } from '../../../../../tests/helpers/identity.ts';
import { waitForMessage } from '../../../../../tests/helpers/messages.ts';

/**
 * A customer who chose Hindi (the site's switch keeps it on their account) gets their messages in
 * Hindi (issue 23): the payment's e-mail and SMS in the development outbox, each once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(async () => t?.close());

async function chooseHindi(bearer: Record<string, string>) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/v1/user/language', headers: bearer, payload: { language: 'hi' } });
  expect(res.statusCode, res.body).toBe(200);
}

/** Waits for the queue to settle: a second copy would arrive within this time. */
const settle = () => new Promise((r) => setTimeout(r, 1500));

describe('messages in the language of the profile', () => {
  it('e-mails a Hindi customer the payment in Hindi (amount as ₹, once); an English customer in English', async () => {
    const svc = await seededServices(t.app);
    const hindi = await signedInUser(t.app, { name: 'आशा वर्मा' });
    await chooseHindi(hindi.bearer);
    const english = await signedInUser(t.app, { name: 'Asha Rao' });
    const paidHi = await paidOrder(t.app, hindi, { service_id: svc.individual.id });
    await paidOrder(t.app, english, { service_id: svc.individual.id });

    const mail = await waitForMessage(t.app, hindi.user.email!, (m) => m.template === 'payment_received');
    expect(mail.subject).toBe(`${svc.individual.name} के लिए भुगतान मिल गया (अनुरोध #${paidHi.data.service_request_id})`);
    expect(mail.body).toContain('नमस्ते आशा वर्मा,');
    expect(mail.body).toMatch(/हमें .+ के लिए आपका ₹[\d,]+\.\d\d का भुगतान मिल गया है।/);
    expect(mail.body).toContain('इनवॉइस डाउनलोड करें: http');
    expect(mail.html).toContain('<html lang="hi-IN">');
    const docs = await waitForMessage(t.app, hindi.user.email!, (m) => m.template === 'documents_needed');
    expect(docs.subject).toContain('के लिए दस्तावेज़ चाहिए');

    const theirs = await waitForMessage(t.app, english.user.email!, (m) => m.template === 'payment_received');
    expect(theirs.subject).toMatch(/^Payment received for /);
    expect(theirs.html).toContain('<html lang="en-IN">');

    await settle();
    const hindiMails = t.app.services.outbox.list(hindi.user.email!).filter((m) => m.template === 'payment_received');
    expect(hindiMails).toHaveLength(1);
  });

  it('texts a mobile-only Hindi customer in Hindi, once', async () => {
    const svc = await seededServices(t.app);
    const mobile = uniqueMobile();
    const u = await signedInUser(t.app, { name: 'Mohan', mobile });
    await t.app.services.database.db.update(users).set({ email: null }).where(eq(users.id, u.user.id));
    await chooseHindi(u.bearer);
    const paid = await paidOrder(t.app, u, { service_id: svc.individual.id });
    const sms = await waitForMessage(t.app, mobile, (m) => m.channel === 'sms' && m.template === 'payment_received');
    expect(sms.body).toMatch(
      new RegExp(`के लिए ₹[\\d,]+\\.\\d\\d का भुगतान मिला, अनुरोध #${paid.data.service_request_id}। इनवॉइस: http\\S+ - Anupalan$`),
    );
    await settle();
    expect(t.app.services.outbox.list(mobile).filter((m) => m.template === 'payment_received')).toHaveLength(1);
  });
});
