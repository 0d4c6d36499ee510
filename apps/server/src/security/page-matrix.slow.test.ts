import { readFileSync } from 'node:fs';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { testDbKind } from '../../../../tests/helpers/db.ts';
import { accountsOfEveryRole, matrixCallers, paidOrder, storedCompany, type Signed } from '../../../../tests/helpers/fixtures.ts';
import { seededServices } from '../../../../tests/helpers/catalog.ts';
import { uniqueIp } from '../../../../tests/helpers/identity.ts';
import { blogs, grievances, invoices, paymentOrders, services } from '../db/schema.ts';
// The matrix checks the web app's own route table (the server code itself never imports the web app).
// eslint-disable-next-line no-restricted-imports
import webRoutes from '../../../web/app/routes.ts';

/**
 * The authorisation matrix of the web app's pages (issue 13): every route of apps/web/app/routes.ts
 * whose module has a loader or an action, requested as a page (the HTML document) and as the data
 * request a client-side navigation makes (`<path>.data`), by anonymous, customer A, customer B with
 * A's ids, reseller, service provider, staff and admin; actions are posted by each too. A route
 * with a loader or action and no row fails the test, like the API matrix.
 *
 * Policies:
 *   public    anyone gets the page (the row's status: 200, or 404 for "not found" pages).
 *   account   a customer's page: signed out, the server sends the visitor to sign in (303 to
 *             '/?login=required&redirectTo=…', issue 9w) when the row says `signIn`, else the page
 *             itself does; signed in, its data is the caller's own: nobody but A sees A's data.
 *   redirect  a pointer elsewhere, for everyone.
 *   staff     the back office: anonymous → redirect to the staff sign-in; customers and partners
 *             403; staff and admin 200. `admin`: as staff, but staff 403 too.
 *   partner   a partner's own pages (issue 11): anonymous → the staff sign-in; the row's `roles` 200
 *             (their actions: not 401/403); every other signed-in role 403.
 * Whatever the policy: no 5xx, and nobody but A (and staff on back-office pages) gets A's e-mail,
 * company name or invoice number.
 *
 * Loaders call the same services as the API, whose matrix runs on both databases; this one renders
 * about 480 pages and data answers, so it runs once, on PostgreSQL, to keep the suite's time down.
 */
type Policy = 'public' | 'account' | 'redirect' | 'staff' | 'admin' | 'partner';
interface Row {
  policy: Policy;
  /** The page's address, with A's ids where it takes some (filled in once the fixture exists). */
  url: () => string;
  status?: number;
  /** Resource routes (robots.txt, sitemap.xml) have no data request. */
  resource?: boolean;
  /** An account page whose loader sends a signed-out visitor to the login dialog on '/'. */
  signIn?: boolean;
  /** Sign-in pages send whoever is already signed in (of these roles) on instead. */
  signedInGoTo?: { to: string; roles: readonly string[] };
  /** `account` rows of one of A's own things (a complaint's ticket): everyone else signed in gets 404. */
  ownOnly?: boolean;
  /** What `ownOnly` answers everyone else instead of 404 (a request's thread: 403, as its API says). */
  othersStatus?: number;
  /** `partner` rows: the roles that get the page. */
  roles?: readonly string[];
}
const ALL_ROLES = ['customer', 'reseller', 'service_provider', 'staff', 'admin'] as const;

let fx: {
  serviceId: number;
  serviceSlug: string;
  requestId: number;
  paymentOrderId: number;
  blogSlug: string;
  partnerId: number;
  companyName: string;
  invoiceNumber: string;
  ticketNo: string;
  grievanceId: number;
};

/** Keyed by the path as routes.ts declares it. */
const PAGES: Record<string, Row> = {
  '/': { policy: 'public', url: () => '/' },
  '/login': { policy: 'public', url: () => '/login', signedInGoTo: { to: '/', roles: ALL_ROLES } },
  '/about': { policy: 'public', url: () => '/about' },
  '/contact': { policy: 'public', url: () => '/contact' },
  '/privacy': { policy: 'public', url: () => '/privacy' },
  '/privacy-notice': { policy: 'public', url: () => '/privacy-notice' },
  '/terms': { policy: 'public', url: () => '/terms' },
  '/grievance': { policy: 'public', url: () => '/grievance' },
  '/grievance/:ticket': { policy: 'account', url: () => `/grievance/${fx.ticketNo}`, signIn: true, ownOnly: true },
  '/robots.txt': { policy: 'public', url: () => '/robots.txt', resource: true },
  '/sitemap.xml': { policy: 'public', url: () => '/sitemap.xml', resource: true },
  '/proceed/:service': { policy: 'public', url: () => `/proceed/${fx.serviceSlug}` },
  '/profile': { policy: 'account', url: () => '/profile', signIn: true },
  '/company-details': { policy: 'account', url: () => '/company-details', signIn: true },
  '/company-detailform': { policy: 'account', url: () => '/company-detailform', signIn: true },
  '/calendar': { policy: 'account', url: () => '/calendar', signIn: true },
  '/my-documents': { policy: 'account', url: () => '/my-documents', signIn: true },
  '/payment-history': { policy: 'account', url: () => '/payment-history', signIn: true },
  '/feedback': { policy: 'account', url: () => '/feedback', signIn: true },
  '/myrequests': { policy: 'account', url: () => '/myrequests', signIn: true },
  '/myrequests/:id/messages': {
    policy: 'account',
    url: () => `/myrequests/${fx.requestId}/messages`,
    signIn: true,
    ownOnly: true,
    othersStatus: 403,
  },
  '/completed-services': { policy: 'account', url: () => '/completed-services', signIn: true },
  '/newsletter/subscribe': { policy: 'public', url: () => '/newsletter/subscribe', resource: true, status: 303 },
  '/document': {
    policy: 'account',
    url: () => `/document?service_id=${fx.serviceId}&request_id=${fx.requestId}`,
    signIn: true,
  },
  '/documents/:serviceName': { policy: 'account', url: () => '/documents/GST%20Registration', signIn: true },
  '/income-tax': { policy: 'public', url: () => '/income-tax' },
  '/gst': { policy: 'public', url: () => '/gst' },
  '/startup': { policy: 'public', url: () => '/startup' },
  '/company': { policy: 'public', url: () => '/company' },
  '/trademark': { policy: 'public', url: () => '/trademark' },
  '/bankvaluation': { policy: 'public', url: () => '/bankvaluation' },
  '/legal': { policy: 'public', url: () => '/legal' },
  // The pages in Hindi (ADR 0023).
  '/hi': { policy: 'public', url: () => '/hi' },
  '/hi/income-tax': { policy: 'public', url: () => '/hi/income-tax' },
  '/hi/gst': { policy: 'public', url: () => '/hi/gst' },
  '/hi/startup': { policy: 'public', url: () => '/hi/startup' },
  '/hi/company': { policy: 'public', url: () => '/hi/company' },
  '/hi/trademark': { policy: 'public', url: () => '/hi/trademark' },
  '/hi/bankvaluation': { policy: 'public', url: () => '/hi/bankvaluation' },
  '/hi/legal': { policy: 'public', url: () => '/hi/legal' },
  '/blogs': { policy: 'public', url: () => '/blogs' },
  '/blogs/:slug': { policy: 'public', url: () => `/blogs/${fx.blogSlug}` },
  '/backoffice': { policy: 'redirect', url: () => '/backoffice' },
  '/admin/login': { policy: 'public', url: () => '/admin/login', signedInGoTo: { to: '/admin', roles: ['staff', 'admin'] } },
  '/admin': { policy: 'staff', url: () => '/admin' },
  '/admin/partners': { policy: 'staff', url: () => '/admin/partners' },
  '/admin/partners/:id': { policy: 'staff', url: () => `/admin/partners/${fx.partnerId}` },
  '/admin/leads': { policy: 'staff', url: () => '/admin/leads' },
  '/admin/subscribers': { policy: 'staff', url: () => '/admin/subscribers' },
  '/admin/coupons': { policy: 'staff', url: () => '/admin/coupons' },
  '/admin/audit': { policy: 'staff', url: () => '/admin/audit' },
  '/admin/staff': { policy: 'admin', url: () => '/admin/staff' },
  '/admin/requests': { policy: 'staff', url: () => '/admin/requests' },
  '/admin/requests/targets': { policy: 'staff', url: () => '/admin/requests/targets' },
  '/admin/requests/:id': { policy: 'staff', url: () => `/admin/requests/${fx.requestId}` },
  '/partner': { policy: 'partner', url: () => '/partner', roles: ['reseller', 'service_provider'] },
  '/partner/requests': { policy: 'partner', url: () => '/partner/requests', roles: ['service_provider'] },
  // A's request is assigned to nobody: every provider is refused it.
  '/partner/requests/:id': { policy: 'partner', url: () => `/partner/requests/${fx.requestId}`, roles: [] },
  '/partner/referrals': { policy: 'partner', url: () => '/partner/referrals', roles: ['reseller'] },
  '/admin/catalog': { policy: 'staff', url: () => '/admin/catalog' },
  '/admin/catalog/services/:id': { policy: 'staff', url: () => `/admin/catalog/services/${fx.serviceId}` },
  '/admin/content': { policy: 'staff', url: () => '/admin/content' },
  '/admin/calendar': { policy: 'staff', url: () => '/admin/calendar' },
  '/admin/document-kinds': { policy: 'staff', url: () => '/admin/document-kinds' },
  '/admin/content/blogs/:id': { policy: 'staff', url: () => '/admin/content/blogs/new' },
  '/admin/payments': { policy: 'staff', url: () => '/admin/payments' },
  '/admin/payments/:id': { policy: 'staff', url: () => `/admin/payments/${fx.paymentOrderId}` },
  '/admin/feedback': { policy: 'staff', url: () => '/admin/feedback' },
  '/admin/customers': { policy: 'staff', url: () => '/admin/customers' },
  '/admin/customers/:id/documents': { policy: 'staff', url: () => `/admin/customers/${fx.partnerId}/documents` },
  '/admin/messages': { policy: 'staff', url: () => '/admin/messages?status=failed' },
  '/admin/inbox': { policy: 'staff', url: () => '/admin/inbox' },
  '/admin/grievances': { policy: 'staff', url: () => '/admin/grievances' },
  '/admin/refund-requests': { policy: 'staff', url: () => '/admin/refund-requests' },
  '/admin/grievances/:id': { policy: 'staff', url: () => `/admin/grievances/${fx.grievanceId}` },
  '/admin/*': { policy: 'staff', url: () => '/admin/no-such-page', status: 404 },
  '/*': { policy: 'public', url: () => '/no-such-page', status: 404 },
};

const webApp = path.resolve(import.meta.dirname, '../../../web/app');

/** Every route of routes.ts as [path, module file], children under their parent's path. */
function declaredRoutes(): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (entries: readonly RouteConfigEntry[], prefix: readonly string[]) => {
    for (const e of entries) {
      const here = e.index ? prefix : [...prefix, ...(e.path ? [e.path] : [])];
      out.push([`/${here.join('/')}`, e.file]);
      if (e.children) walk(e.children, here);
    }
  };
  walk(webRoutes, []);
  return out;
}
const hasLoaderOrAction = (file: string) =>
  /export (async )?function (loader|action)\b|export const (loader|action)\b/.test(readFileSync(path.join(webApp, file), 'utf8'));
const hasAction = (file: string) =>
  /export (async )?function action\b|export const action\b/.test(readFileSync(path.join(webApp, file), 'utf8'));

let t: TestApp;
let accounts: Record<string, Signed>;

const suite = describe.runIf(testDbKind() === 'postgres');

beforeAll(async () => {
  if (testDbKind() !== 'postgres') return;
  t = await buildTestApp({ web: true, env: { TEST_GATEWAY_SECRET: 'page-matrix-gateway-secret' } });
  accounts = await accountsOfEveryRole(t.app, 'Pages');
  const A = accounts.A!;
  const svc = await seededServices(t.app);
  const companyName = `Pages Secret Traders ${Date.now()}`;
  await storedCompany(t.app, A, { name: companyName, email: 'pages@example.in', registration_number: 'PAG-1' });
  const { orderId, data: v } = await paidOrder(t.app, A, {
    service_id: svc.individual.id,
    payment_type: 'partial',
    percent: 30,
  });
  const [inv] = await t.database.db.select().from(invoices).where(eq(invoices.id, v.invoice_id));
  const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, orderId));
  const [service] = await t.database.db.select().from(services).where(eq(services.id, svc.individual.id));
  const [blog] = await t.database.db.select().from(blogs).limit(1);
  // A's complaint about that order (its ticket page is A's only).
  const filed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/grievances',
    headers: A.bearer,
    payload: { category: 'service_delay', description: 'Pages complaint', request_id: order!.serviceRequestId! },
  });
  const ticketNo = filed.json().data.ticketNo as string;
  const [grievance] = await t.database.db.select().from(grievances).where(eq(grievances.ticketNo, ticketNo));
  fx = {
    serviceId: svc.individual.id,
    serviceSlug: service!.slug,
    requestId: order!.serviceRequestId!,
    paymentOrderId: order!.id,
    blogSlug: blog!.slug,
    partnerId: accounts.reseller!.user.id,
    companyName,
    invoiceNumber: inv!.number,
    ticketNo,
    grievanceId: grievance!.id,
  };
}, 120_000);
afterAll(async () => t?.close());

/** The data request of a page, as React Router's client makes it. */
function dataUrl(url: string): string {
  const [p, q] = url.split('?') as [string, string | undefined];
  return `${p === '/' ? '/' : p}.data${q ? `?${q}` : ''}`;
}

suite('authorisation matrix of the pages', () => {
  it('every route with a loader or action has a row, and every row a route', () => {
    const withCode = declaredRoutes()
      .filter(([, file]) => hasLoaderOrAction(file))
      .map(([p]) => p);
    expect(withCode.length).toBeGreaterThan(20);
    expect(withCode.filter((p) => !(p in PAGES))).toEqual([]);
    expect(Object.keys(PAGES).filter((p) => !withCode.includes(p))).toEqual([]);
  });

  it('each page, its data and its action answer as their row says, for anonymous, A, B with A’s ids and every role', async () => {
    const A = accounts.A!;
    const leaks = [A.user.email!, fx.companyName, fx.invoiceNumber];
    const actions = new Set(
      declaredRoutes()
        .filter(([, f]) => hasAction(f))
        .map(([p]) => p),
    );
    // Actions are posted from our own origin (React Router refuses others): a harmless intent on
    // an id that does not exist, so an allowed caller changes nothing.
    const site = new URL(t.config.publicUrl);
    const wrong: string[] = [];
    let calls = 0;
    const callers = matrixCallers(accounts);
    for (const [route, row] of Object.entries(PAGES)) {
      const url = row.url();
      const kinds: Array<'page' | 'data' | 'action'> = ['page'];
      if (!row.resource) kinds.push('data');
      if (actions.has(route)) kinds.push('action');
      for (const [who, as] of callers) {
        for (const kind of kinds) {
          const res = await t.app.inject({
            method: kind === 'action' ? 'POST' : 'GET',
            url: kind === 'page' ? url : dataUrl(url),
            headers: {
              ...(as?.cookie ?? {}),
              ...(kind === 'action'
                ? { origin: site.origin, host: site.host, 'content-type': 'application/x-www-form-urlencoded' }
                : {}),
            },
            remoteAddress: uniqueIp(),
            ...(kind === 'action' ? { payload: 'intent=nothing&id=999999999&status=new' } : {}),
          });
          calls += 1;
          const s = res.statusCode;
          const role = as?.user.role ?? null;
          const staffish = role === 'staff' || role === 'admin';
          // A redirect, as a document (3xx + Location) or as a data answer (React Router encodes it).
          const redirectedTo = (target: string) =>
            (s >= 300 && s < 400 && (res.headers.location ?? '').startsWith(target)) ||
            (kind !== 'page' && s < 300 && res.body.includes(target) && res.body.includes('redirect'));
          let ok: boolean;
          if (s >= 500) ok = false;
          else if (as && kind !== 'action' && row.signedInGoTo?.roles.includes(role!)) ok = redirectedTo(row.signedInGoTo.to);
          else if (row.policy === 'public') ok = kind === 'action' ? s < 500 : s === (row.status ?? 200);
          else if (row.policy === 'redirect') ok = redirectedTo('/admin/login');
          else if (row.policy === 'account' && row.signIn && !as) ok = redirectedTo('/?login=required');
          else if (row.policy === 'account')
            ok = row.ownOnly && as?.user.id !== A.user.id ? s === (row.othersStatus ?? 404) : s === 200;
          else if (!as) ok = redirectedTo('/admin/login');
          else if (row.policy === 'partner')
            ok = row.roles?.includes(role!) ? (kind === 'action' ? s !== 401 && s !== 403 : s === 200) : s === 403;
          else if (row.policy === 'admin' ? role === 'admin' : staffish)
            ok = kind === 'action' ? s !== 401 && s !== 403 : s === (row.status ?? 200);
          else ok = s === 403;
          const mayRead = as?.user.id === A.user.id || ((row.policy === 'staff' || row.policy === 'admin') && staffish);
          if (!mayRead && leaks.some((l) => res.body.includes(l))) ok = false;
          if (!ok) wrong.push(`${kind} ${route} as ${who}: ${s} ${res.headers.location ?? ''} ${res.body.slice(0, 120)}`);
        }
      }
    }
    if (wrong.length) console.log(wrong.join('\n'));
    expect(wrong).toEqual([]);
    console.info(`page matrix: ${Object.keys(PAGES).length} routes, ${calls} calls`);
  }, 180_000);

  it('A sees A’s own data where B, with A’s ids, sees none', async () => {
    const A = accounts.A!;
    const B = accounts.B!;
    const get = (as: Signed, url: string) => t.app.inject({ method: 'GET', url, headers: as.cookie, remoteAddress: uniqueIp() });
    // The document list of A's request: A gets it, B (same ids) gets nothing of it.
    const doc = PAGES['/document']!.url();
    const mine = await get(A, dataUrl(doc));
    const theirs = await get(B, dataUrl(doc));
    expect(mine.body).toContain('"documents"');
    // In React Router's encoding `{"_n":-5}` is a key whose value is null.
    const documentsNull = /"routes\/document",\{"_\d+":\d+\},"data",\{"_\d+":-5\}/;
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toMatch(documentsNull);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toMatch(documentsNull);
    // Each account's pages carry its own e-mail (the header's signed-in user), never another's.
    expect((await get(A, '/myrequests')).body).toContain(A.user.email!);
    expect((await get(B, '/myrequests')).body).not.toContain(A.user.email!);
  });
});
