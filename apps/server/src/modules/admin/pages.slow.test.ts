import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@anupalan/shared';
import { useTestApp } from '../../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../../tests/helpers/auth.ts';
import { uniqueEmail, uniqueMobile } from '../../../../../tests/helpers/identity.ts';
import { serviceRequests, services, users } from '../../db/schema.ts';

/**
 * The `/admin` pages' guard, through the real server-rendered app (needs `npm run build`): every
 * page's loader and action — document and `.data` requests — refuses signed-out visitors
 * (redirect to the staff sign-in) and customers and partners (403), and a form post from another
 * site never reaches an action.
 */
const t = useTestApp({ web: true });

const PAGES = [
  '/admin',
  '/admin/partners',
  '/admin/partners/2147483001',
  '/admin/requests',
  '/admin/requests/targets',
  '/admin/requests/2147483000',
  '/admin/leads',
  '/admin/subscribers',
  '/admin/coupons',
  '/admin/audit',
  '/admin/staff',
  '/admin/catalog',
  '/admin/catalog/services/new',
  '/admin/content',
  '/admin/content/blogs/new',
  '/admin/calendar',
  '/admin/no-such-page',
];

async function pendingReseller() {
  const [u] = await t.database.db
    .insert(users)
    .values({ name: 'Page Test', email: uniqueEmail('p'), mobile: uniqueMobile(), role: 'reseller', status: 'pending' })
    .returning();
  return u!;
}

describe('/partner pages (issue 11)', () => {
  it('signed out: the staff sign-in; customers and staff: 403; each partner only their own pages', async () => {
    const anon = await t.app.inject({ url: '/partner/requests' });
    expect(anon.statusCode).toBe(302);
    expect(anon.headers.location).toBe('/admin/login?redirectTo=%2Fpartner%2Frequests');
    const who = async (role: Role) => (await signedInUser(t.app, { role })).cookie;
    const [customer, staff, reseller, provider] = await Promise.all([
      who('customer'),
      who('staff'),
      who('reseller'),
      who('service_provider'),
    ]);
    const status = async (url: string, headers: Record<string, string>) => (await t.app.inject({ url, headers })).statusCode;
    for (const url of ['/partner', '/partner/requests', '/partner/referrals']) {
      expect(await status(url, customer), `customer ${url}`).toBe(403);
      expect(await status(url, staff), `staff ${url}`).toBe(403);
    }
    expect(await status('/partner', provider)).toBe(200);
    expect(await status('/partner/requests', provider)).toBe(200);
    expect(await status('/partner/referrals', provider)).toBe(403);
    // Not assigned to this provider (nor existing): 403, the same answer either way.
    expect(await status('/partner/requests/2147483000', provider)).toBe(403);
    expect(await status('/partner/referrals', reseller)).toBe(200);
    expect(await status('/partner/requests', reseller)).toBe(403);
  });

  it("a cross-site form post to a provider's stage action is refused; the provider's own post works", async () => {
    const sp = await signedInUser(t.app, { role: 'service_provider' });
    const buyer = await signedInUser(t.app);
    const [svc] = await t.database.db.select().from(services).limit(1);
    const [r] = await t.database.db
      .insert(serviceRequests)
      .values({
        userId: buyer.user.id,
        serviceId: svc!.id,
        registrationType: 'individual',
        totalPaise: 1000,
        assignedTo: sp.user.id,
      })
      .returning();
    const url = `/partner/requests/${r!.id}`;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const crossSite = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...form, ...sp.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: 'intent=stage&stage=completed',
    });
    expect(crossSite.statusCode).toBe(403);
    const stageOf = async () =>
      (await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, r!.id)))[0]!.stage;
    expect(await stageOf()).toBe('paid');
    const own = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...form, ...sp.cookie },
      payload: 'intent=stage&stage=in_progress',
    });
    expect(own.statusCode).toBe(200);
    expect(await stageOf()).toBe('in_progress');
  });
});

describe('/admin pages', () => {
  it('redirect signed-out visitors to the staff sign-in and refuse customers and partners with 403', async () => {
    const sessions: [string, Record<string, string>][] = [];
    for (const role of ['customer', 'reseller', 'service_provider', 'staff', 'admin'] as Role[]) {
      sessions.push([role, (await signedInUser(t.app, { role })).cookie]);
    }
    for (const page of PAGES) {
      for (const url of [page, `${page}.data`]) {
        const anon = await t.app.inject({ url });
        if (url.endsWith('.data')) {
          // Single-fetch data requests get the redirect encoded for the client router, never the data.
          expect(anon.body, url).toContain('/admin/login');
          // Back to the page itself after signing in, never to its route-data address.
          expect(anon.body, url).not.toMatch(/redirectTo=[^"]*\.data/);
          expect(anon.body, url).not.toContain('pageInfo');
        } else {
          expect(anon.statusCode, url).toBe(302);
          expect(anon.headers.location).toMatch(/^\/admin\/login(\?redirectTo=|$)/);
        }
        expect(anon.body).not.toContain('Partner applications');
      }
      for (const [role, cookie] of sessions) {
        const res = await t.app.inject({ url: page, headers: cookie });
        const want =
          role === 'admin' || (role === 'staff' && page !== '/admin/staff')
            ? page === '/admin/no-such-page' || page === '/admin/partners/2147483001' || page === '/admin/requests/2147483000'
              ? 404
              : 200
            : 403;
        expect(res.statusCode, `${role} ${page}`).toBe(want);
      }
    }
  });

  it("refuses a customer's and a cross-site form post to an action; staff's own post works", async () => {
    const partner = await pendingReseller();
    const url = `/admin/partners/${partner.id}`;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const customer = await signedInUser(t.app, { role: 'customer' });
    const staff = await signedInUser(t.app, { role: 'staff' });

    const anon = await t.app.inject({ method: 'POST', url, headers: form, payload: 'intent=approve' });
    expect(anon.statusCode).toBe(302);
    const byCustomer = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...form, ...customer.cookie },
      payload: 'intent=approve',
    });
    expect(byCustomer.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...form, ...staff.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: 'intent=approve',
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await t.database.db.select().from(users).where(eq(users.id, partner.id)))[0]!.status).toBe('pending');

    const own = await t.app.inject({ method: 'POST', url, headers: { ...form, ...staff.cookie }, payload: 'intent=approve' });
    expect(own.statusCode).toBe(200);
    expect((await t.database.db.select().from(users).where(eq(users.id, partner.id)))[0]!.status).toBe('active');
    const again = await t.app.inject({ method: 'POST', url, headers: { ...form, ...staff.cookie }, payload: 'intent=approve' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This application has already been decided.');
  });

  it('answers a tampered form (no id, or not a number) with 400 and a clear message, never a 500', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    const headers = { 'content-type': 'application/x-www-form-urlencoded', ...staff.cookie };
    for (const [url, payload] of [
      ['/admin/leads', 'intent=status&status=contacted'],
      ['/admin/leads', 'intent=status&id=abc&status=contacted'],
      ['/admin/coupons', 'intent=expire&id=-1'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, `${url} ${payload}`).toBe(400);
      expect(res.body).toContain('This form was not sent as expected. Please reload the page and try again.');
    }
  });

  it('shows plain text escaped (a lead with markup in it)', async () => {
    const staff = await signedInUser(t.app, { role: 'staff' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/coupons',
      headers: staff.bearer,
      payload: { code: `XSS${Date.now() % 100000}`, discountPercent: 5, validFrom: '2026-01-01', validUntil: '2099-01-01' },
    });
    const p = await pendingReseller();
    await t.database.db.update(users).set({ name: '<img src=x onerror=alert(1)>' }).where(eq(users.id, p.id));
    const res = await t.app.inject({ url: `/admin/partners/${p.id}`, headers: staff.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<img src=x onerror');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
