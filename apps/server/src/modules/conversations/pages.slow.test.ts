import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../../tests/helpers/catalog.ts';
import { uniqueEmail } from '../../../../../tests/helpers/identity.ts';
import { serviceRequests } from '../../db/schema.ts';

/**
 * Issue 21's bad input "script in a message", on the pages (needs `npm run build`): the thread is
 * server-rendered on the customer's `/myrequests/:id/messages` and on the staff's
 * `/admin/requests/:id`, and a message's markup arrives there as text, never as markup.
 */
const t = useTestApp({ web: true });

describe('a script in a message on the pages', () => {
  it('is text on the customer’s thread page and on the staff’s request page', async () => {
    const svc = (await seededServices(t.app)).individual;
    const customer = await signedInUser(t.app, { name: 'Asha Verma', email: uniqueEmail('conv-page') });
    const staff = await signedInUser(t.app, { role: 'staff', email: uniqueEmail('conv-page-staff') });
    const [request] = await t.database.db
      .insert(serviceRequests)
      .values({
        userId: customer.user.id,
        serviceId: svc.id,
        registrationType: 'individual',
        totalPaise: 150_000,
        paidPaise: 150_000,
        requestData: { status: 'payment_done' },
      })
      .returning();
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/requests/${request!.id}/messages`,
      headers: staff.bearer,
      payload: { message: script },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    for (const [url, who] of [
      [`/myrequests/${request!.id}/messages`, customer.cookie],
      [`/admin/requests/${request!.id}`, staff.cookie],
    ] as const) {
      const page = await t.app.inject({ url, headers: who });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
      expect(page.body, url).not.toContain('<script>alert(');
      expect(page.body, url).not.toContain('<img src=x');
    }
  }, 60_000);
});
