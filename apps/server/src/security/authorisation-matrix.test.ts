import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { accountsOfEveryRole, matrixCallers, paidOrder, storedCompany, type Signed } from '../../../../tests/helpers/fixtures.ts';
import { seededServices } from '../../../../tests/helpers/catalog.ts';
import { uniqueEmail, uniqueIp } from '../../../../tests/helpers/identity.ts';
import { invoices, menus, paymentOrders, vaultDocuments } from '../db/schema.ts';

/**
 * The authorisation matrix (issue 13): every route the app registers (issue 27: enumerated with
 * Fastify's onRoute, so a route hidden from the OpenAPI document counts too), called as anonymous,
 * customer A with A's ids, and then customer B and one account of every other role in the users
 * table (reseller, service provider, staff, admin), each sending A's ids (user_id, company,
 * payment, invoice); each answer checked against the route's row. A route without a row fails the
 * test: whoever adds a route (staff, back office, fulfilment) adds its row here.
 *
 * Policies:
 *   public        anyone: never 401/403 (the answer may still be a 4xx about the input).
 *   signature     only a request signed by the gateway is acted on: 400/401 for everyone here.
 *   self          any signed-in account, about itself; anonymous 401. A's ids from another: 403 or
 *                 an answer about the caller's own account.
 *   own           A's things: A only; anonymous 401; everyone else 403 or 404.
 *   own-or-staff  as own, but staff and admin may too.
 *   staff         staff and admin; other roles 403; anonymous 401 (issue 10 adds such routes).
 *   admin         admin only; other roles 403; anonymous 401.
 *   scraper       the metrics scraper only (configured addresses or token): 403 for everyone here, any role.
 *   partner       resellers and service providers (each to their own side); everyone else 403;
 *                 anonymous 401. A's request is not assigned to anyone, so a provider gets 403 too.
 * Whatever the policy, no one but A (and staff where allowed) gets A's data back (e-mail, company
 * name, invoice number), and nothing answers 5xx.
 */
type Policy = 'public' | 'signature' | 'scraper' | 'self' | 'own' | 'own-or-staff' | 'staff' | 'admin' | 'partner';

const MATRIX: Record<string, Policy> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  // Prometheus only (METRICS_ALLOW addresses or METRICS_TOKEN): no account opens it.
  'GET /metrics': 'scraper',
  'GET /api/v1/web/menu': 'public',
  'GET /api/v1/menu/{id}': 'public',
  'GET /api/v1/faq/{menuId}': 'public',
  'GET /api/v1/service/{id}': 'public',
  'GET /api/v1/our_stories': 'public',
  'POST /api/v1/sendOtp': 'public',
  'POST /api/v1/login': 'public',
  'POST /api/v1/logout': 'public',
  'GET /api/v1/me': 'self',
  'POST /api/v1/reseller/custom_otp': 'public',
  'POST /api/v1/reseller/custom_otp/store': 'public',
  'POST /api/v1/reseller/registration': 'public',
  'POST /api/v1/service_provider/custom_otp': 'public',
  'POST /api/v1/service_provider/custom_otp/store': 'public',
  'POST /api/v1/service_provider/registration': 'public',
  'POST /api/v1/web/user/profile': 'own',
  'GET /api/v1/web/user/profile/image': 'self',
  'PUT /api/v1/user/language': 'self',
  'POST /api/v1/user/contact/otp': 'own',
  'POST /api/v1/user/password/otp': 'own',
  'POST /api/v1/user/update': 'own',
  'GET /api/v1/get_states': 'public',
  'GET /api/v1/get_district': 'public',
  'GET /api/v1/get_city': 'public',
  'GET /api/v1/dev/outbox': 'public',
  'POST /api/v1/user/contact_us/store': 'public',
  'GET /api/v1/home/content': 'public',
  'POST /api/v1/newsletter/subscribe': 'public',
  'GET /api/v1/user/all_companies/{userId}': 'own',
  // The same list at the spec's public alias (hidden from the OpenAPI document).
  'GET /public/api/v1/user/all_companies/{userId}': 'own',
  // The company form's fixed choices (types, sectors): no one's data.
  'POST /api/v1/user/companies/create': 'public',
  'POST /api/v1/user/companies/store': 'own',
  'GET /api/v1/user/companies/{id}/logo': 'own',
  'POST /api/v1/user/companies/destroy': 'own',
  'POST /api/v1/coupons/check': 'self',
  'POST /api/v1/services/payment/initiate': 'own',
  'POST /api/v1/services/payment/verify': 'own',
  'POST /api/v1/services/payment/cancel': 'own',
  'POST /api/v1/rest_partial_payment': 'own',
  'POST /api/v1/rest_partial_payment_success': 'own',
  'POST /api/v1/user/service/payment/check': 'own',
  'POST /api/v1/user/payment/history': 'own',
  'POST /api/v1/user/request': 'own',
  'GET /api/v1/invoices/{id}/pdf': 'own-or-staff',
  'GET /api/v1/user/requests/{id}/stages': 'own-or-staff',
  'POST /api/v1/user/completed_services': 'own',
  'POST /api/v1/user/services/document/upload': 'own',
  'POST /api/v1/user/services/document/upload/store': 'own',
  'GET /api/v1/user/documents/{id}/file': 'own',
  'GET /api/v1/user/requests/{id}/deliverable': 'own',
  'POST /api/v1/feedback/store': 'own',
  'POST /api/v1/admin/requests/{id}/stage': 'staff',
  'POST /api/v1/admin/requests/{id}/assign': 'staff',
  'POST /api/v1/admin/requests/{id}/deliverable': 'staff',
  'GET /api/v1/admin/requests/{id}/documents': 'staff',
  // The back office (issue 11).
  'POST /api/v1/auth/staff-login': 'public',
  'GET /api/v1/admin/dashboard': 'staff',
  'GET /api/v1/admin/requests': 'staff',
  'GET /api/v1/admin/requests/filters': 'staff',
  'GET /api/v1/admin/requests/targets': 'staff',
  'PUT /api/v1/admin/requests/targets/{id}': 'staff',
  'GET /api/v1/admin/requests/{id}': 'staff',
  'POST /api/v1/admin/requests/{id}/notes': 'staff',
  // Milestones per service, the working-day clock's holidays, moving a request (issue 21).
  'GET /api/v1/admin/services/{id}/milestones': 'staff',
  'PUT /api/v1/admin/services/{id}/milestones': 'staff',
  'GET /api/v1/admin/holidays': 'staff',
  'PUT /api/v1/admin/holidays': 'staff',
  'POST /api/v1/admin/requests/{id}/milestones/advance': 'staff',
  // A partner's own side (issue 11): partners only; which partner and which request is the service's check.
  'GET /api/v1/partner/me': 'partner',
  'POST /api/v1/partner/email/otp': 'partner',
  'POST /api/v1/partner/email/verify': 'partner',
  'GET /api/v1/partner/requests': 'partner',
  // Issue 21: the thread on a request (each side), unread counts, the inbox, attachments, document review.
  'GET /api/v1/user/requests/{id}/thread': 'own',
  'POST /api/v1/user/requests/{id}/messages': 'own',
  'GET /api/v1/admin/requests/{id}/thread': 'staff',
  'POST /api/v1/admin/requests/{id}/messages': 'staff',
  'GET /api/v1/partner/requests/{id}/thread': 'partner',
  'POST /api/v1/partner/requests/{id}/messages': 'partner',
  'GET /api/v1/user/messages/unread': 'self',
  'GET /api/v1/admin/inbox': 'staff',
  'GET /api/v1/messages/{id}/attachment': 'own-or-staff',
  'POST /api/v1/admin/requests/{id}/documents/{documentId}/review': 'staff',
  'POST /api/v1/admin/requests/{id}/documents/ask': 'staff',
  'POST /api/v1/partner/requests/{id}/documents/ask': 'partner',
  'GET /api/v1/partner/requests/{id}': 'partner',
  'POST /api/v1/partner/requests/{id}/stage': 'partner',
  'POST /api/v1/partner/requests/{id}/deliverable': 'partner',
  'GET /api/v1/partner/referrals': 'partner',
  'GET /api/v1/admin/staff': 'admin',
  'POST /api/v1/admin/staff': 'admin',
  'POST /api/v1/admin/staff/{id}/deactivate': 'admin',
  'POST /api/v1/admin/staff/{id}/reactivate': 'admin',
  'GET /api/v1/admin/assignees': 'staff',
  'GET /api/v1/admin/audit': 'staff',
  'GET /api/v1/admin/partners': 'staff',
  'GET /api/v1/admin/partners/{id}': 'staff',
  'POST /api/v1/admin/partners/{id}/approve': 'staff',
  'POST /api/v1/admin/partners/{id}/reject': 'staff',
  'GET /api/v1/admin/leads': 'staff',
  'PATCH /api/v1/admin/leads/{id}': 'staff',
  'GET /api/v1/admin/subscribers': 'staff',
  'GET /api/v1/admin/subscribers/export.csv': 'staff',
  'GET /api/v1/admin/coupons': 'staff',
  'POST /api/v1/admin/coupons': 'staff',
  'GET /api/v1/admin/coupons/{id}': 'staff',
  'PATCH /api/v1/admin/coupons/{id}': 'staff',
  'POST /api/v1/admin/coupons/{id}/expire': 'staff',
  // Catalogue and content editing (issue 11, part B).
  'GET /api/v1/admin/catalog': 'staff',
  'POST /api/v1/admin/catalog/categories': 'staff',
  'PUT /api/v1/admin/catalog/categories/{id}': 'staff',
  'PUT /api/v1/admin/catalog/categories/order': 'staff',
  'PUT /api/v1/admin/catalog/categories/{id}/services/order': 'staff',
  'PUT /api/v1/admin/catalog/categories/{id}/faqs/order': 'staff',
  'POST /api/v1/admin/catalog/categories/{id}/faqs': 'staff',
  'PUT /api/v1/admin/catalog/faqs/{id}': 'staff',
  'DELETE /api/v1/admin/catalog/faqs/{id}': 'staff',
  'GET /api/v1/admin/catalog/services/{id}': 'staff',
  'PUT /api/v1/admin/catalog/services/{id}': 'staff',
  'POST /api/v1/admin/catalog/services': 'staff',
  'GET /api/v1/admin/content/blogs': 'staff',
  'POST /api/v1/admin/content/blogs': 'staff',
  'GET /api/v1/admin/content/blogs/{id}': 'staff',
  'PUT /api/v1/admin/content/blogs/{id}': 'staff',
  'POST /api/v1/admin/content/blogs/{id}/cover': 'staff',
  'GET /api/v1/admin/content/home': 'staff',
  'POST /api/v1/admin/content/home/notices': 'staff',
  'PUT /api/v1/admin/content/home/notices/{id}': 'staff',
  'DELETE /api/v1/admin/content/home/notices/{id}': 'staff',
  'POST /api/v1/admin/content/home/due-dates': 'staff',
  'PUT /api/v1/admin/content/home/due-dates/{id}': 'staff',
  'DELETE /api/v1/admin/content/home/due-dates/{id}': 'staff',
  'POST /api/v1/admin/content/home/testimonials': 'staff',
  'PUT /api/v1/admin/content/home/testimonials/{id}': 'staff',
  'DELETE /api/v1/admin/content/home/testimonials/{id}': 'staff',
  'POST /api/v1/admin/content/home/home-cards': 'staff',
  'PUT /api/v1/admin/content/home/home-cards/{id}': 'staff',
  'DELETE /api/v1/admin/content/home/home-cards/{id}': 'staff',
  'PUT /api/v1/admin/content/home/home-cards/order/{audience}': 'staff',
  // An article's cover picture, as the public blog shows it.
  'GET /api/v1/blog-covers/{name}': 'public',
  // Payments, refunds, feedback, customers, charts (issue 11, part C).
  'GET /api/v1/admin/payments': 'staff',
  'GET /api/v1/admin/payments/{id}': 'staff',
  'POST /api/v1/admin/payments/{id}/refunds': 'staff',
  'GET /api/v1/admin/feedback': 'staff',
  'GET /api/v1/admin/customers': 'staff',
  'GET /api/v1/admin/charts': 'staff',
  // A refund's GST credit note: its customer's, or staff's.
  'GET /api/v1/credit-notes/{id}/pdf': 'own-or-staff',
  'POST /api/v1/payments/webhook': 'signature',
  // Notifications (issue 20): the customer's own channels, the providers' inbound STOP (shared
  // secret), the back office's delivery log, resend and template catalogue.
  'GET /api/v1/user/notifications': 'self',
  'PUT /api/v1/user/notifications': 'self',
  'GET /api/v1/privacy/consents': 'self',
  'POST /api/v1/privacy/consents': 'self',
  'POST /api/v1/privacy/consents/withdraw': 'self',
  'POST /api/v1/webhooks/notifications/stop': 'signature',
  'GET /api/v1/admin/notifications/deliveries': 'staff',
  'POST /api/v1/admin/notifications/deliveries/{id}/resend': 'staff',
  'GET /api/v1/admin/notifications/templates': 'staff',
  'GET /api/v1/user/calendar': 'self',
  'POST /api/v1/user/calendar/mute': 'self',
  'POST /api/v1/user/calendar/feed': 'self',
  'DELETE /api/v1/user/calendar/feed': 'self',
  'GET /api/v1/user/calendar.ics': 'self',
  'GET /api/v1/calendar/feed/{token}': 'public',
  'GET /api/v1/admin/calendar/rules': 'staff',
  'POST /api/v1/admin/calendar/rules': 'staff',
  'PUT /api/v1/admin/calendar/rules/{id}': 'staff',
  // Complaints to the grievance officer (issue 24): the customer's own tickets, and the back office's queue.
  'POST /api/v1/user/grievances': 'self',
  'GET /api/v1/user/grievances': 'self',
  'GET /api/v1/user/grievances/{ticket}': 'own',
  'GET /api/v1/user/grievances/attachments/{id}': 'own-or-staff',
  'GET /api/v1/admin/grievances': 'staff',
  'GET /api/v1/admin/grievances/report': 'staff',
  'GET /api/v1/admin/grievances/{id}': 'staff',
  'POST /api/v1/admin/grievances/{id}/acknowledge': 'staff',
  'POST /api/v1/admin/grievances/{id}/assign': 'staff',
  'POST /api/v1/admin/grievances/{id}/notes': 'staff',
  'POST /api/v1/admin/grievances/{id}/replies': 'staff',
  'POST /api/v1/admin/grievances/{id}/resolve': 'staff',
  'POST /api/v1/admin/grievances/{id}/close': 'staff',
  // Cancellations and refunds the customer asks for (issue 24): on their own request; the staff's queue.
  'GET /api/v1/user/requests/{id}/refund': 'own',
  'POST /api/v1/user/requests/{id}/refund': 'own',
  'GET /api/v1/admin/refund-requests': 'staff',
  'POST /api/v1/admin/refund-requests/{id}/approve': 'staff',
  'POST /api/v1/admin/refund-requests/{id}/refuse': 'staff',
  // Data rights (issue 24): the customer's export and erasure of their own account; staff execute an erasure request.
  'POST /api/v1/user/data-rights/exports': 'self',
  'GET /api/v1/user/data-rights/exports/latest': 'self',
  'GET /api/v1/user/data-rights/exports/{id}/download': 'own',
  'GET /api/v1/user/data-rights/erasure': 'self',
  'POST /api/v1/user/data-rights/erasure/otp': 'self',
  'POST /api/v1/user/data-rights/erasure': 'self',
  'POST /api/v1/admin/customers/{id}/erasure': 'staff',
  // The document vault (issue 22): My Documents, an order's saved documents, the staff's view and the document kinds.
  'GET /api/v1/user/vault': 'self',
  'GET /api/v1/user/vault/{id}/file': 'own-or-staff',
  'POST /api/v1/user/vault/{id}/replace': 'own',
  'DELETE /api/v1/user/vault/{id}': 'own',
  'GET /api/v1/user/services/document/saved': 'self',
  'POST /api/v1/user/services/document/upload/saved': 'own',
  'GET /api/v1/admin/customers/{userId}/vault': 'staff',
  'GET /api/v1/admin/document-kinds': 'staff',
  'POST /api/v1/admin/document-kinds': 'staff',
  'PUT /api/v1/admin/document-kinds/{id}': 'staff',
  'GET /test-gateway/checkout.js': 'public',
  'POST /test-gateway/orders/{orderId}/pay': 'public',
};

const SECRET = 'test-gateway-secret-for-the-matrix';
let t: TestApp;
let accounts: Record<string, Signed>;
let fixture: {
  companyId: number;
  companyName: string;
  orderId: string;
  paymentId: string;
  signature: string;
  invoiceId: number;
  invoiceNumber: string;
  partialPaymentId: number;
  menuId: number;
  serviceId: number;
  requestId: number;
  ticketNo: string;
  exportId: string;
  vaultId: number;
};

beforeAll(async () => {
  t = await buildTestApp({ env: { TEST_GATEWAY_SECRET: SECRET } });
  accounts = await accountsOfEveryRole(t.app, 'Matrix');
  const A = accounts.A!;
  const svc = await seededServices(t.app);
  const companyName = `Matrix Secret Traders ${Date.now()}`;
  const companyId = await storedCompany(t.app, A, {
    name: companyName,
    email: 'matrix@example.in',
    registration_number: 'MAT-1',
  });
  // A part payment, paid: an order, a payment, an invoice and a balance still due, all A's.
  const {
    orderId,
    paid,
    data: v,
  } = await paidOrder(t.app, A, {
    service_id: svc.individual.id,
    payment_type: 'partial',
    percent: 30,
  });
  const [inv] = await t.database.db.select().from(invoices).where(eq(invoices.id, v.invoice_id));
  const [menu] = await t.database.db.select().from(menus).limit(1);
  const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, orderId));
  fixture = {
    companyId,
    companyName,
    orderId,
    paymentId: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
    invoiceId: v.invoice_id,
    invoiceNumber: inv!.number,
    partialPaymentId: v.partial_payment_id,
    menuId: menu!.id,
    serviceId: svc.individual.id,
    requestId: order!.serviceRequestId!,
    // A's complaint about that order (GET /user/grievances/{ticket}).
    ticketNo: (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/grievances',
        headers: A.bearer,
        payload: { category: 'service_delay', description: 'Matrix complaint', request_id: order!.serviceRequestId! },
      })
    ).json().data.ticketNo,
    // A's data export (GET /user/data-rights/exports/{id}/download).
    exportId: (await t.app.inject({ method: 'POST', url: '/api/v1/user/data-rights/exports', headers: A.bearer })).json().export
      .id,
    // A's kept document (issue 22), its file in storage.
    vaultId: await (async () => {
      const key = `vault/${A.user.id}/matrix.pdf`;
      await t.app.services.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
      const [row] = await t.database.db
        .insert(vaultDocuments)
        .values({
          userId: A.user.id,
          name: 'PAN card',
          storageKey: key,
          fileName: 'pan.pdf',
          contentType: 'application/pdf',
          sizeBytes: 16,
        })
        .returning();
      return row!.id;
    })(),
  };
}, 120_000);
afterAll(async () => t?.close());

/** The request for a route, carrying A's ids wherever the route takes an id. */
function requestFor(method: string, path: string, as: Signed | null, userId: number) {
  const url = path
    .replace('{userId}', String(userId))
    .replace('{menuId}', String(fixture.menuId))
    .replace('{orderId}', fixture.orderId)
    .replace('{ticket}', fixture.ticketNo)
    .replace(
      '{id}',
      String(
        path.includes('data-rights/exports')
          ? fixture.exportId
          : path.includes('companies')
            ? fixture.companyId
            : path.includes('vault/')
              ? fixture.vaultId
              : path.includes('invoices')
                ? fixture.invoiceId
                : path.includes('requests/') || path.includes('documents/')
                  ? fixture.requestId
                  : path.includes('service/')
                    ? fixture.serviceId
                    : fixture.menuId,
      ),
    );
  const body = {
    user_id: userId,
    id: fixture.companyId,
    company_id: fixture.companyId,
    service_id: fixture.serviceId,
    partial_payment_id: fixture.partialPaymentId,
    service_request_id: fixture.requestId,
    request_id: fixture.requestId,
    document_id: fixture.menuId,
    vault_document_id: fixture.vaultId,
    rating: 4,
    message: 'Fine',
    feedback: 'Fine',
    razorpay_order_id: fixture.orderId,
    razorpay_payment_id: fixture.paymentId,
    razorpay_signature: fixture.signature,
    amount: 100,
    coupon_code: 'NONE',
    channel: 'email',
    value: uniqueEmail('matrix-contact'),
    user_name: uniqueEmail('matrix-login'),
    outcome: 'failure',
    // A whole company form, so an update of A's company is refused for its owner, not its fields.
    name: 'Renamed By Someone Else',
    email: 'other@example.in',
    mobile: '9123456780',
    registration_number: 'MAT-2',
    company_type: 'Limited Liability Partnership',
    sector: 'Food & Beverages',
    establish_date: '2019-04-01',
    address1: '1 Other Road',
    city: 'Bengaluru',
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    pin_code: '560001',
  };
  // The development outbox (never served in production) shows whatever was sent to an address,
  // A's own codes included (a contact change sends one to A's e-mail): asked here for an address of its own.
  const query =
    path.endsWith('get_district') || path.endsWith('get_city')
      ? '?state=Delhi&district=Central%20Delhi'
      : path.endsWith('dev/outbox')
        ? `?to=${encodeURIComponent(uniqueEmail('matrix-outbox'))}`
        : '';
  return {
    method: method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: url + query,
    headers: { ...(as?.bearer ?? {}) },
    remoteAddress: uniqueIp(),
    ...(method === 'GET' ? {} : { payload: body }),
  };
}

/**
 * A route URL as the matrix writes it: parameters as the OpenAPI document writes them ('/menu/:id' →
 * '/menu/{id}'), without a trailing slash (a prefix's '/' route is registered both ways).
 */
function matrixPath(url: string): string {
  const path = url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * Every route the app registers (Fastify's onRoute, `app.registeredRoutes()`), hidden ones too, as
 * 'METHOD /path'. Left out: the HEAD twin Fastify adds to each GET, and the /api/v1 fallback (the
 * JSON 404/405 for what no route answers). The OpenAPI document and its UI are registered before
 * the index and are not in it.
 */
function appRoutes(): string[] {
  const registered = t.app
    .registeredRoutes()
    .filter((r) => !r.fallback)
    .map((r) => ({ method: r.method, path: matrixPath(r.url) }));
  const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.path));
  const routes = registered.filter((r) => !(r.method === 'HEAD' && gets.has(r.path))).map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)];
}

const WHERE = 'apps/server/src/security/authorisation-matrix.test.ts';

describe('authorisation matrix', () => {
  it('every route the app registers has a row, and every row a route', async () => {
    const routes = appRoutes();
    // Sanity: the index sees the whole app (a route hidden from the OpenAPI document included).
    expect(routes).toContain('GET /api/v1/web/menu');
    expect(routes).toContain('GET /healthz');
    expect(routes).toContain('GET /public/api/v1/user/all_companies/{userId}');
    const missing = routes.filter((r) => !(r in MATRIX));
    expect(
      missing,
      `${missing.length} route(s) without an authorisation row. Add each to MATRIX in ${WHERE} with its policy ` +
        `(public, signature, scraper, self, own, own-or-staff, staff, admin, partner; see the comment above MATRIX):\n` +
        missing.map((r) => `  '${r}': '<policy>',`).join('\n'),
    ).toEqual([]);
    const stale = Object.keys(MATRIX).filter((r) => !routes.includes(r));
    expect(stale, `Rows in MATRIX (${WHERE}) for routes the app no longer has: remove them:\n${stale.join('\n')}`).toEqual([]);
  });

  it('the OpenAPI document lists no route the app does not register', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${matrixPath(p)}`),
    );
    const routes = appRoutes();
    expect(documented.filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('each answer matches its row, for anonymous, A, B with A’s ids and every role', async () => {
    const A = accounts.A!;
    const leaks = [A.user.email!, fixture.companyName, fixture.invoiceNumber];
    const wrong: string[] = [];
    let calls = 0;
    for (const [route, policy] of Object.entries(MATRIX)) {
      const [method, path] = route.split(' ') as [string, string];
      const callers = matrixCallers(accounts);
      for (const [who, signed] of callers) {
        // Logging out ends the session it is sent with: use a spare one of the same account.
        let as = signed;
        if (signed && route === 'POST /api/v1/logout') {
          const { token } = await t.app.services.sessions.create(signed.user.id);
          as = { ...signed, bearer: { authorization: `Bearer ${token}` } };
        }
        const res = await t.app.inject(requestFor(method, path, as, A.user.id));
        calls += 1;
        const s = res.statusCode;
        const role = as?.user.role ?? null;
        const isA = as?.user.id === A.user.id;
        const staffish = role === 'staff' || role === 'admin';
        const allowed = s !== 401 && s !== 403;
        let ok: boolean;
        if (s >= 500) ok = false;
        else if (policy === 'public') ok = allowed;
        else if (policy === 'signature') ok = s === 400 || s === 401;
        else if (policy === 'scraper') ok = s === 403;
        else if (!as) ok = s === 401;
        else if (policy === 'staff') ok = staffish ? allowed : s === 403;
        else if (policy === 'admin') ok = role === 'admin' ? allowed : s === 403;
        else if (policy === 'partner') ok = role === 'reseller' || role === 'service_provider' ? s !== 401 : s === 403;
        else if (isA) ok = allowed;
        else if (policy === 'self') ok = s !== 401;
        else if (policy === 'own-or-staff' && staffish) ok = allowed;
        else ok = s === 403 || s === 404;
        // The development outbox shows every message sent (never in production): since issue 20 that
        // includes A's payment and documents messages.
        const devOutbox = route === 'GET /api/v1/dev/outbox';
        const mayRead = isA || devOutbox || ((policy === 'own-or-staff' || policy === 'staff') && staffish);
        if (as && !mayRead && leaks.some((l) => res.body.includes(l))) ok = false;
        if (!ok) wrong.push(`${route} as ${who}: ${s} ${res.body.slice(0, 160)}`);
      }
    }
    if (wrong.length) console.log(wrong.join('\n'));
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(Object.keys(MATRIX).length * 7);
  }, 120_000);
});
