import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { notificationDeliveries, users } from '../../db/schema.ts';

/** Issue 23: a signed-in customer's language is kept on their account and picks their messages' language. */
const t = useTestApp();
const put = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/user/language', payload: payload as object, headers });

async function deliveryLanguages(userId: number): Promise<string[]> {
  const rows = await t.app.services.database.db
    .select({ language: notificationDeliveries.language })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.userId, userId));
  return rows.map((r) => r.language);
}

async function stageChanged(userId: number) {
  await t.app.services.database.db.transaction((tx) =>
    t.app.services.notifications.notify(tx, {
      event: 'stage_changed',
      userId,
      vars: { service: 'GST Registration', requestId: '7', stage: 'In progress', requestsLink: '/myrequests' },
    }),
  );
}

describe('the language on the account', () => {
  it('is set only by the signed-in person, to a language we have', async () => {
    expect((await put({ language: 'hi' })).statusCode).toBe(401);
    const u = await signedInUser(t.app);
    const wrong = await put({ language: 'fr' }, u.bearer);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION', errors: { language: ['Please choose English or Hindi.'] } });
    const wrongInHindi = await put({ language: 'fr' }, { ...u.bearer, 'accept-language': 'hi' });
    expect(wrongInHindi.json()).toMatchObject({ code: 'VALIDATION', errors: { language: ['कृपया अंग्रेज़ी या हिन्दी चुनें।'] } });
    const [before] = await t.app.services.database.db.select().from(users).where(eq(users.id, u.user.id));
    expect(before!.language).toBe('en');

    const ok = await put({ language: 'hi' }, u.bearer);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, language: 'hi' });
    const [after] = await t.app.services.database.db.select().from(users).where(eq(users.id, u.user.id));
    expect(after!.language).toBe('hi');
  });

  it("writes a person's messages in the language they chose, and others' in English", async () => {
    const hindi = await signedInUser(t.app, { name: 'Asha' });
    const english = await signedInUser(t.app, { name: 'Ravi' });
    expect((await put({ language: 'hi' }, hindi.bearer)).statusCode).toBe(200);
    await stageChanged(hindi.user.id);
    await stageChanged(english.user.id);
    await expect.poll(() => deliveryLanguages(hindi.user.id), { timeout: 20_000, interval: 200 }).toEqual(['hi']);
    await expect.poll(() => deliveryLanguages(english.user.id), { timeout: 20_000, interval: 200 }).toEqual(['en']);
  });
});
