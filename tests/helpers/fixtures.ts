import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { paymentSignature } from '../../apps/server/src/adapters/payments/signatures.ts';
import { USER_ROLES } from '../../apps/server/src/db/schema.ts';
import { useTestApp } from './app.ts';
import { signedInUser } from './auth.ts';
import { seededServices } from './catalog.ts';
import { uniqueEmail, uniqueMobile } from './identity.ts';

/**
 * State that server tests of several modules need, made through the real API (one function per
 * fixture, named for what it makes): signed-in accounts of every role, a company, a paid order.
 */

export type Signed = Awaited<ReturnType<typeof signedInUser>>;
type Headers = Record<string, string>;

/**
 * Two customers, A and B, and one signed-in account of every other role (reseller, service
 * provider, staff, admin), named `${label} ${role}` with unique e-mail addresses and mobiles.
 */
export async function accountsOfEveryRole(app: FastifyInstance, label: string): Promise<Record<string, Signed>> {
  const make = (role: (typeof USER_ROLES)[number]) =>
    signedInUser(app, {
      role,
      name: `${label} ${role}`,
      email: uniqueEmail(`${label.toLowerCase()}-${role}`),
      mobile: uniqueMobile(),
    });
  const accounts: Record<string, Signed> = { A: await make('customer'), B: await make('customer') };
  for (const role of USER_ROLES) if (role !== 'customer') accounts[role] = await make(role);
  return accounts;
}

/**
 * Who calls each route in the authorisation matrices: anonymous, A, then everyone else (B and each
 * other role) sending A's ids, each with its label.
 */
export function matrixCallers(accounts: Record<string, Signed>): Array<[string, Signed | null]> {
  return [
    ['anonymous', null],
    ['A', accounts.A!],
    ...Object.entries(accounts)
      .filter(([k]) => k !== 'A')
      .map(([k, s]) => [k === 'B' ? 'B with A’s ids' : `${k} with A’s ids`, s] as [string, Signed]),
  ];
}

/**
 * Return paths that lead off the site (open-redirect vectors): each must be refused wherever a
 * client names where to go back to (the newsletter's no-JavaScript form).
 */
export const OFF_SITE_PATHS = [
  '/.//evil.example/phish',
  '/..//evil.example/phish',
  '/./\\evil.example/phish',
  '/%2e//evil.example/phish',
  '//evil.example/phish',
  '/\\evil.example',
  'https://evil.example/',
] as const;

/** A complete, valid company form (a limited liability partnership in Bengaluru); `patch` changes or adds fields. */
export function companyForm(patch: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Kaveri Agro Foods LLP',
    email: 'hello@kaveriagro.in',
    mobile: '9123456780',
    registration_number: 'AAB-1234',
    company_type: 'Limited Liability Partnership',
    sector: 'Food & Beverages',
    establish_date: '2019-04-01',
    address1: '12 MG Road',
    city: 'Bengaluru',
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    pin_code: '560001',
    ...patch,
  };
}

/** A company of `owner`, stored through the API (JSON, no logo): its id. */
export async function storedCompany(app: FastifyInstance, owner: { bearer: Headers }, patch: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/companies/store',
    headers: owner.bearer,
    payload: companyForm(patch),
  });
  expect(res.statusCode).toBe(200);
  return res.json().company.id as number;
}

/** A capture of `orderId` signed as the gateway (key secret `secret`) signs it, for payment/verify. */
export function signedCapture(secret: string, orderId: string, paymentId: string) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(secret, orderId, paymentId),
  };
}

/**
 * An order of `buyer` for `body` (service_id, payment_type…), paid through the test gateway's own
 * endpoint (its webhook included) and verified as the checkout page does: the order id, the
 * gateway's answer (the signed capture) and the verify answer's data.
 */
export async function paidOrder(app: FastifyInstance, buyer: { bearer: Headers }, body: Record<string, unknown>) {
  const post = (url: string, payload: unknown, headers: Headers = {}) =>
    app.inject({ method: 'POST', url, headers, payload: payload as InjectOptions['payload'] });
  const init = await post('/api/v1/services/payment/initiate', body, buyer.bearer);
  expect(init.statusCode).toBe(200);
  const orderId = init.json().data.order_id as string;
  const paid = (await post(`/test-gateway/orders/${orderId}/pay`, { outcome: 'success' })).json() as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  const verify = await post('/api/v1/services/payment/verify', paid, buyer.bearer);
  expect(verify.statusCode).toBe(200);
  return {
    orderId,
    paid,
    data: verify.json().data as { invoice_id: number; partial_payment_id: number; service_request_id: number },
  };
}

/**
 * A payments suite's test app (the test gateway signing with `secret`), the seeded services it
 * buys (filled in before the tests), and POST / initiate calls with a caller's headers.
 */
export function usePaymentsApp(secret: string) {
  const t = useTestApp({ env: { TEST_GATEWAY_SECRET: secret } });
  const svc = {} as Awaited<ReturnType<typeof seededServices>>;
  beforeAll(async () => {
    Object.assign(svc, await seededServices(t.app));
  });
  const post = (url: string, headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as InjectOptions['payload'] });
  const initiate = (headers: Headers, body: Record<string, unknown>) => post('/api/v1/services/payment/initiate', headers, body);
  return { t, svc, post, initiate };
}
