// Slow: serves the built web app (npm run build), which test:fast does not make.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../tests/helpers/catalog.ts';
import { paidOrder, storedCompany } from '../../../../tests/helpers/fixtures.ts';
import { uniqueEmail, uniqueMobile } from '../../../../tests/helpers/identity.ts';
import { invoices } from '../db/schema.ts';

/**
 * The account pages read their data in their route loaders, in-process (issue 9): the HTML the
 * server sends a signed-in customer already holds the customer's own data, so a person whose
 * JavaScript is slow (or off) sees it; a failing read shows the page's own text from the spec.
 */
let t: TestApp;
let A: Awaited<ReturnType<typeof signedInUser>>;
let B: Awaited<ReturnType<typeof signedInUser>>;
let fx: {
  companyName: string;
  companyId: number;
  invoiceNumber: string;
  serviceName: string;
  serviceId: number;
  requestId: number;
  businessSlug: string;
};

beforeAll(async () => {
  t = await buildTestApp({ web: true, env: { TEST_GATEWAY_SECRET: 'account-loaders-gateway-secret' } });
  A = await signedInUser(t.app, { name: 'Loader Person', email: uniqueEmail('loaders-a'), mobile: uniqueMobile() });
  B = await signedInUser(t.app, { name: 'Other Person', email: uniqueEmail('loaders-b'), mobile: uniqueMobile() });
  const svc = await seededServices(t.app);
  const companyName = `Loader Traders ${Date.now()}`;
  const companyId = await storedCompany(t.app, A, { name: companyName });
  const paid = await paidOrder(t.app, A, { service_id: svc.individual.id, payment_type: 'partial', percent: 30 });
  const [inv] = await t.database.db.select().from(invoices).where(eq(invoices.id, paid.data.invoice_id));
  fx = {
    companyName,
    invoiceNumber: inv!.number,
    serviceName: svc.individual.name,
    serviceId: svc.individual.id,
    requestId: paid.data.service_request_id,
    companyId,
    businessSlug: svc.business.slug,
  };
}, 120_000);
afterAll(async () => t?.close());

const page = async (url: string, who = A) => {
  const res = await t.app.inject({ url, headers: who.cookie });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['cache-control'], url).toContain('no-store');
  return res.body;
};

/** The HTML as a person sees it: without the scripts (the hydration data repeats the loader's answer). */
const visible = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/gi, '');

describe('account pages: the server-rendered HTML holds the signed-in customer’s data', () => {
  it('/profile: the name and e-mail in the form', async () => {
    const html = visible(await page('/profile'));
    expect(html).toContain('value="Loader Person"');
    expect(html).toContain(`value="${A.user.email}"`);
    expect(html).not.toContain('Failed to load profile');
  });

  it('/company-details: the company row, and nobody else’s', async () => {
    expect(visible(await page('/company-details'))).toContain(fx.companyName);
    const other = visible(await page('/company-details', B));
    expect(other).not.toContain(fx.companyName);
    expect(other).toContain('No companies found');
  });

  it('/company-detailform?id=: the company to edit, only for its owner', async () => {
    const id = fx.companyId;
    const html = visible(await page(`/company-detailform?id=${id}`));
    expect(html).toContain('Edit Company');
    expect(html).toContain(`value="${fx.companyName}"`);
    const other = visible(await page(`/company-detailform?id=${id}`, B));
    expect(other).toContain('Failed to open edit form.');
    expect(other).not.toContain(fx.companyName);
    expect(visible(await page('/company-detailform'))).toContain('Add Company');
  });

  it('/payment-history: the payment row with its invoice number', async () => {
    const html = visible(await page('/payment-history'));
    expect(html).toContain(fx.serviceName);
    expect(html).toContain(fx.invoiceNumber);
    expect(visible(await page('/payment-history', B))).toContain('No payment history data found');
  });

  it('/proceed/<business service>: the company choice lists the customer’s companies', async () => {
    const html = visible(await page(`/proceed/${fx.businessSlug}`));
    expect(html).toContain(fx.companyName);
    expect(visible(await page(`/proceed/${fx.businessSlug}`, B))).not.toContain(fx.companyName);
  });

  it('/myrequests, /completed-services and /document: the request and its documents', async () => {
    const mine = visible(await page('/myrequests'));
    expect(mine).toContain(fx.serviceName);
    expect(mine).toContain(`#${fx.requestId}`);
    const completed = visible(await page('/completed-services'));
    expect(completed).toContain(`#${fx.requestId}`);
    expect(completed).toContain('Pay balance');
    expect(visible(await page('/myrequests', B))).toContain('No payment requests yet');
    const docs = visible(await page(`/document?serviceId=${fx.serviceId}&requestId=${fx.requestId}`));
    expect(docs).toContain(`Request #${fx.requestId}`);
    expect(docs).toContain('Required Documents');
  });
});

describe('account pages: a failing read shows the page’s own text (portal §8), with Try Again', () => {
  it.each([
    ['/profile', 'profile', 'Failed to load profile'],
    ['/company-details', 'companies', 'Something went wrong.'],
    ['/payment-history', 'paymentHistory', 'Server error. Please try again later.'],
  ] as const)('%s', async (url, fn, text) => {
    const account = t.app.services.account as Record<string, unknown>;
    const real = account[fn];
    account[fn] = () => Promise.reject(new Error('database connection lost'));
    try {
      const html = visible(await page(url));
      expect(html).toContain(text);
      expect(html).toMatch(/Try [Aa]gain/);
    } finally {
      account[fn] = real;
    }
  });

  it.each([
    ['/myrequests', 'mine', 'Failed to fetch payment data'],
    ['/completed-services', 'completed', 'Server error. Please try again later.'],
  ] as const)('%s', async (url, fn, text) => {
    const requests = t.app.services.requests as unknown as Record<string, unknown>;
    const real = requests[fn];
    requests[fn] = () => Promise.reject(new Error('database connection lost'));
    try {
      const html = visible(await page(url));
      expect(html).toContain(text);
      expect(html).toContain('Try Again');
    } finally {
      requests[fn] = real;
    }
  });

  it('/proceed/<business service>: the company choice says it could not read them', async () => {
    const account = t.app.services.account;
    const real = account.companies;
    account.companies = () => Promise.reject(new Error('database connection lost'));
    try {
      expect(visible(await page(`/proceed/${fx.businessSlug}`))).toContain('Failed to fetch companies.');
    } finally {
      account.companies = real;
    }
  });
});
