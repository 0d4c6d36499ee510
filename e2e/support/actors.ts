/**
 * State a browser journey needs before it starts, made through the API (never through another
 * test): customers signed in by OTP, staff sessions, a paid order, a pending reseller application,
 * and the session cookie put into a fresh browser context. Codes come from the development outbox.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, waitForHydration, type RunningServer } from './harness.ts';

export const JSON_HEADERS = { 'content-type': 'application/json' } as const;

/** The session cookie's name (apps/server/src/modules/auth/sessions.ts). */
export const SESSION_COOKIE = 'anupalan_session';

/** One API call from the test process: the status and the JSON body. */
export async function api(server: RunningServer, path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${path}`, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let serial = 0;
/** A fresh 10-digit mobile number (first digit `lead`, 7–9; never one of the refused sequences). */
export function newMobile(lead: 7 | 8 | 9 = 7): string {
  serial += 1;
  return `${lead}${String(serial % 100).padStart(2, '0')}${`${Date.now() % 10_000_000}`.padStart(7, '0')}`;
}

/** The newest code the development outbox holds for `to`, sent at `since` or later (waits for it). */
export async function outboxCode(server: RunningServer, to: string, since = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${server.url}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
    if (res.ok) {
      const body = (await res.json()) as { messages?: Array<{ code?: string; sentAt: string }> };
      const code = body.messages?.find((m) => m.code && Date.parse(m.sentAt) >= since)?.code;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code in the outbox for ${to}`);
}

let customers = 0;
/**
 * A customer's own client address (198.18.0.0/15, the range kept for tests), sent as the proxy in
 * front would. A server started with TRUST_PROXY=1 then counts each customer's code against its own
 * address, as it does for real customers, instead of every customer of a file against 127.0.0.1
 * (OTP_MAX_PER_ADDRESS_PER_HOUR a purpose); a server that trusts no proxy ignores the header.
 */
function customerAddress(): string {
  customers += 1;
  return `198.18.${(customers >> 8) & 255}.${customers & 255}`;
}

/** A customer signed in by OTP through the API (a new account on first sign-in): the session token and the account's id. */
export async function customerByOtp(
  server: RunningServer,
  userName = newMobile(),
): Promise<{ token: string; mobile: string; userId: number }> {
  const since = Date.now() - 1000;
  const sent = await api(server, '/api/v1/sendOtp', {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'x-forwarded-for': customerAddress() },
    body: JSON.stringify({ user_name: userName }),
  });
  expect(sent.status).toBe(200);
  const otp = await outboxCode(server, userName, since);
  const login = await api(server, '/api/v1/login', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ user_name: userName, otp, login_type: 'otp' }),
  });
  expect(login.status).toBe(200);
  const token = login.body.access_token as string;
  expect(token).toBeTruthy();
  return { token, mobile: userName, userId: Number(login.body.user_id) };
}

/**
 * Signs in by OTP from the page the browser is on (so the HttpOnly cookie lands in the browser as it
 * does for a person), reading the code from the development outbox.
 */
export async function signInFromPage(page: Page, server: RunningServer, userName: string): Promise<void> {
  const since = Date.now() - 1000;
  const sent = await page.evaluate(
    async (user_name) =>
      (
        await fetch('/api/v1/sendOtp', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user_name }),
        })
      ).status,
    userName,
  );
  expect(sent).toBe(200);
  const otp = await outboxCode(server, userName, since);
  expect(otp).toMatch(/^\d{6}$/);
  const status = await page.evaluate(
    async ({ user_name, otp }) =>
      (
        await fetch('/api/v1/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user_name, otp, login_type: 'otp' }),
        })
      ).status,
    { user_name: userName, otp },
  );
  expect(status).toBe(200);
}

/** Puts a session token into a browser context as its session cookie. */
export async function withSession(context: BrowserContext, server: RunningServer, token: string): Promise<void> {
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: server.url }]);
}

/**
 * A staff session (the configured admin's e-mail and password) through the staff sign-in API: the
 * password, then the code it sends to the e-mail, read from the development outbox (two factors).
 * One sign-in per server and staff member, shared by the file's tests: staff sign-in codes have a
 * budget of their own per hour (issue 28), which a file's tests at two widths would otherwise spend.
 */
export function staffToken(server: RunningServer, email: string, password: string): Promise<string> {
  const key = `${server.url} ${email}`;
  let token = staffTokens.get(key);
  if (!token) {
    token = signInStaff(server, email, password);
    token.catch(() => staffTokens.delete(key));
    staffTokens.set(key, token);
  }
  return token;
}
const staffTokens = new Map<string, Promise<string>>();

async function signInStaff(server: RunningServer, email: string, password: string): Promise<string> {
  const since = Date.now() - 1000;
  const first = await api(server, '/api/v1/auth/staff-login', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ userName: email, password }),
  });
  expect(first.status).toBe(200);
  expect(first.body.otpRequired).toBe(true);
  const res = await api(server, '/api/v1/auth/staff-login', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ userName: email, password, otp: await outboxCode(server, email, since) }),
  });
  expect(res.status).toBe(200);
  return res.body.accessToken as string;
}

/**
 * A customer of its own in a fresh browser context (its session cookie set, as after an OTP sign-in),
 * with the journey's first page opened and hydrated: `/` unless `path` says otherwise. `state`
 * builds what the test starts from (purchases, a company…) for the new customer while the browser
 * opens and loads that first page, so the first page must be one that does not show that state
 * (the tests reach what shows it by clicks); its result comes back as `state`.
 */
export async function customerTab<T = undefined>(
  browser: Browser,
  server: RunningServer,
  viewport: { width: number; height: number },
  opts: { userName?: string; path?: string; state?: (customer: { token: string; userId: number }) => Promise<T> } = {},
): Promise<{ context: BrowserContext; page: Page; token: string; mobile: string; userId: number; state: T }> {
  const [customer, { context, page }] = await Promise.all([customerByOtp(server, opts.userName), openPage(browser, viewport)]);
  await withSession(context, server, customer.token);
  const [state] = await Promise.all([
    opts.state ? opts.state(customer) : (undefined as T),
    page.goto(`${server.url}${opts.path ?? '/'}`).then(() => waitForHydration(page)),
  ]);
  return { ...customer, context, page, state };
}

/** A fresh browser context signed in with `token` (its session cookie), on `path` (the journey's first page), hydrated. */
export async function signedInTab(
  browser: Browser,
  server: RunningServer,
  viewport: { width: number; height: number },
  token: string,
  path = '/',
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, viewport);
  await withSession(context, server, token);
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
  return { context, page };
}

/**
 * An order for `body` (service_id, payment_type, percent, coupon_code, company_id…) paid through the
 * test gateway (its webhook records the payment); with `verify`, verified as the checkout page does:
 * the request it opened and, for a part payment, the balance's id.
 */
export async function paidOrder(
  server: RunningServer,
  token: string,
  body: Record<string, unknown>,
  opts: { verify?: boolean } = {},
): Promise<{ orderId: string; requestId?: number; partialPaymentId?: number }> {
  const bearer = { ...JSON_HEADERS, authorization: `Bearer ${token}` };
  const init = await api(server, '/api/v1/services/payment/initiate', {
    method: 'POST',
    headers: bearer,
    body: JSON.stringify(body),
  });
  expect(init.status).toBe(200);
  const orderId = (init.body.data as { order_id: string }).order_id;
  const paid = await api(server, `/test-gateway/orders/${orderId}/pay`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ outcome: 'success' }),
  });
  expect(paid.status).toBe(200);
  if (!opts.verify) return { orderId };
  const verify = await api(server, '/api/v1/services/payment/verify', {
    method: 'POST',
    headers: bearer,
    body: JSON.stringify(paid.body),
  });
  expect(verify.status).toBe(200);
  const data = verify.body.data as { service_request_id: number; partial_payment_id?: number | null };
  return { orderId, requestId: data.service_request_id, partialPaymentId: data.partial_payment_id ?? undefined };
}

/** An order for `body` whose payment the test gateway declines (its payment.failed webhook marks the order failed). */
export async function failedOrder(server: RunningServer, token: string, body: Record<string, unknown>): Promise<string> {
  const init = await api(server, '/api/v1/services/payment/initiate', {
    method: 'POST',
    headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(init.status).toBe(200);
  const orderId = (init.body.data as { order_id: string }).order_id;
  const declined = await api(server, `/test-gateway/orders/${orderId}/pay`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ outcome: 'failure' }),
  });
  expect(declined.status).toBe(400);
  return orderId;
}

/** A company of the customer stored through the API (JSON, no logo): its id. `fields` are the form's (name, gst_no…). */
export async function storedCompany(
  server: RunningServer,
  customer: { token: string; userId: number },
  fields: Record<string, string>,
): Promise<number> {
  const res = await api(server, '/api/v1/user/companies/store', {
    method: 'POST',
    headers: { ...JSON_HEADERS, authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({ ...fields, user_id: customer.userId }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.company as { id: number }).id;
}

/** A small PDF (the server checks the leading bytes) of about `size` bytes. */
export function pdfBytes(size: number, text = 'Anupalan test document'): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${text}\n`);
  const tail = Buffer.from('\n%%EOF\n');
  const pad = Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20);
  return Buffer.concat([head, pad, tail]);
}

/** The balance of a part payment paid through the test gateway and verified (state a journey starts from). */
export async function paidBalance(server: RunningServer, token: string, partialPaymentId: number): Promise<void> {
  const bearer = { ...JSON_HEADERS, authorization: `Bearer ${token}` };
  const order = await api(server, '/api/v1/rest_partial_payment', {
    method: 'POST',
    headers: bearer,
    body: JSON.stringify({ partial_payment_id: partialPaymentId }),
  });
  expect(order.status).toBe(200);
  const paid = await api(server, `/test-gateway/orders/${(order.body as { order_id: string }).order_id}/pay`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ outcome: 'success' }),
  });
  expect(paid.status).toBe(200);
  const verify = await api(server, '/api/v1/rest_partial_payment_success', {
    method: 'POST',
    headers: bearer,
    body: JSON.stringify({ ...paid.body, partial_payment_id: partialPaymentId }),
  });
  expect(verify.status).toBe(200);
}

/**
 * Every mandatory document of a paid request handed over through the API as the document page does
 * (a text value 'ABCDE1234F', a small PDF for a file), so the request is at 'File Uploaded'.
 */
export async function handedOverDocuments(
  server: RunningServer,
  token: string,
  serviceId: number,
  requestId: number,
): Promise<void> {
  const bearer = { authorization: `Bearer ${token}` };
  const list = await api(server, '/api/v1/user/services/document/upload', {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...bearer },
    body: JSON.stringify({ service_id: serviceId, request_id: requestId }),
  });
  expect(list.status).toBe(200);
  const docs = list.body.required_documents as Array<{
    id: number;
    document_name: string;
    document_type: string;
    mandatory: boolean;
  }>;
  for (const doc of docs.filter((d) => d.mandatory)) {
    const form = new FormData();
    form.set('service_id', String(serviceId));
    form.set('request_id', String(requestId));
    form.set('document_id', String(doc.id));
    form.set('document_type', doc.document_type);
    form.set('document_name', doc.document_name);
    if (doc.document_type === 'Text') form.set('text', 'ABCDE1234F');
    else form.set('file', new Blob([new Uint8Array(pdfBytes(2000))], { type: 'application/pdf' }), 'scan.pdf');
    const saved = await api(server, '/api/v1/user/services/document/upload/store', {
      method: 'POST',
      headers: bearer,
      body: form,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
}

/** Staff move a request to `stage` through the staff API. */
export async function movedStage(server: RunningServer, staffToken: string, requestId: number, stage: string): Promise<void> {
  const moved = await api(server, `/api/v1/admin/requests/${requestId}/stage`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, authorization: `Bearer ${staffToken}` },
    body: JSON.stringify({ stage }),
  });
  expect(moved.status).toBe(200);
}

/** A pending reseller application, made the way the storefront makes it (mobile proven by OTP). */
export async function pendingReseller(
  server: RunningServer,
  name: string,
  opts: { lead?: 7 | 8 | 9; emailPrefix?: string } = {},
): Promise<{ email: string; mobile: string; password: string }> {
  const mobile = newMobile(opts.lead);
  const since = Date.now() - 1000;
  expect(
    (
      await api(server, '/api/v1/reseller/custom_otp', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ mobile }),
      })
    ).status,
  ).toBe(200);
  const code = await outboxCode(server, mobile, since);
  expect(code).toMatch(/^\d{6}$/);
  const stored = await api(server, '/api/v1/reseller/custom_otp/store', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ mobile, custom_otp: code }),
  });
  expect(stored.status).toBe(200);
  const email = `${opts.emailPrefix ?? 'reseller'}${serial}${Date.now() % 100000}@example.in`;
  const password = 'Resell@2026';
  const form = new FormData();
  for (const [k, v] of Object.entries({ name, mailid: email, mobile, password, password_confirmation: password }))
    form.append(k, v);
  expect((await api(server, '/api/v1/reseller/registration', { method: 'POST', body: form })).status).toBe(201);
  return { email, mobile, password };
}

/** Every service of the header menus with its detail (price, type, slug…), for picking one that fits a test. */
export async function catalogue<T extends { id: number }>(server: RunningServer): Promise<T[]> {
  const menu = (await fetch(`${server.url}/api/v1/web/menu`).then((r) => r.json())) as {
    menus: Array<{ services: Array<{ id: number }> }>;
  };
  return Promise.all(
    menu.menus
      .flatMap((m) => m.services.map((s) => s.id))
      .map(async (id) => ((await fetch(`${server.url}/api/v1/service/${id}`).then((r) => r.json())) as { services: T }).services),
  );
}
