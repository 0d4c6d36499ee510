// Slow: serves the built web app (npm run build), which test:fast does not make.
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../tests/helpers/auth.ts';
import { seededServices } from '../../../../tests/helpers/catalog.ts';
import { paidOrder } from '../../../../tests/helpers/fixtures.ts';

/**
 * Issue 23: the account area and checkout keep one address in both languages and follow the
 * visitor's choice, the `lang` cookie (ADR 0023), server-rendered; an anonymous English copy kept by
 * the page cache or the public fast path is never what a visitor who chose Hindi gets.
 */
const t = useTestApp({ web: true, env: { TEST_GATEWAY_SECRET: 'portal-languages-gateway-secret' } });
let base: string;
let svc: Awaited<ReturnType<typeof seededServices>>;

beforeAll(async () => {
  // A real listening server, so the public fast path is on the way.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  svc = await seededServices(t.app);
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

async function get(path: string, cookie?: string) {
  const res = await fetch(`${base}${path}`, {
    headers: { 'user-agent': BROWSER, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('account pages in the chosen language', () => {
  it('renders My Requests, with a paid request, in Hindi for lang=hi and in English without a choice', async () => {
    const customer = await signedInUser(t.app, { name: 'Meera Iyer' });
    const { data } = await paidOrder(t.app, customer, { service_id: svc.individual.id });
    const id = data.service_request_id;

    const hindi = await get('/myrequests', `${customer.cookie.cookie}; lang=hi`);
    expect(hindi.status).toBe(200);
    expect(htmlLang(hindi.body)).toBe('hi');
    expect(title(hindi.body)).toMatch(/^मेरे भुगतान अनुरोध \| /);
    expect(hindi.body).toContain('कुल अनुरोध');
    expect(hindi.body).toContain('अनुरोधों का इतिहास');
    // The row: its stage, its plan's expected completion, the thread's and the upload's names.
    expect(hindi.body).toContain('भुगतान हुआ');
    expect(hindi.body).toContain('पूरा होने की अपेक्षित तारीख');
    expect(hindi.body).toContain(`अनुरोध #${id} के संदेश`);
    expect(hindi.body).toContain(`अनुरोध #${id} के लिए दस्तावेज़ अपलोड करें`);
    expect(hindi.body).not.toContain('My Payment Requests');
    expect(hindi.body).not.toContain('Request history');

    for (const cookie of [customer.cookie.cookie, `${customer.cookie.cookie}; lang=en`, `${customer.cookie.cookie}; lang=xx`]) {
      const english = await get('/myrequests', cookie);
      expect(english.status).toBe(200);
      expect(htmlLang(english.body)).toBe('en-IN');
      expect(english.body).toContain('My Payment Requests');
      expect(english.body).toContain('Expected completion');
      expect(english.body).toContain(`Upload Documents for request #${id}`);
      expect(english.body).not.toContain('कुल अनुरोध');
    }
  });

  it('renders a request’s messages page in Hindi', async () => {
    const customer = await signedInUser(t.app);
    const { data } = await paidOrder(t.app, customer, { service_id: svc.individual.id });
    const res = await get(`/myrequests/${data.service_request_id}/messages`, `${customer.cookie.cookie}; lang=hi`);
    expect(res.status).toBe(200);
    expect(htmlLang(res.body)).toBe('hi');
    expect(res.body).toContain('मेरे अनुरोध');
    expect(res.body).toContain('अभी कोई संदेश नहीं है। इस अनुरोध के बारे में हमें यहाँ लिखें।');
    expect(res.body).toContain('आपका संदेश');
  });
});

describe('the compliance calendar in the chosen language', () => {
  it('renders the calendar in Hindi for lang=hi, in English without a choice', async () => {
    const customer = await signedInUser(t.app, { name: 'Asha Verma' });
    const hindi = await get('/calendar', `${customer.cookie.cookie}; lang=hi`);
    expect(hindi.status).toBe(200);
    expect(htmlLang(hindi.body)).toBe('hi');
    expect(title(hindi.body)).toMatch(/^अनुपालन कैलेंडर \| /);
    expect(hindi.body).toContain('अपने फ़ोन के कैलेंडर में जोड़ें');
    expect(hindi.body).toContain('आप (Asha Verma)');
    expect(hindi.body).toContain('किसी कंपनी की नियत तारीखें देखने के लिए उसे जोड़ें।');
    const english = await get('/calendar', customer.cookie.cookie);
    expect(htmlLang(english.body)).toBe('en-IN');
    expect(english.body).toContain('Add to your phone’s calendar');
    expect(english.body).toContain('You (Asha Verma)');
  });
});

describe('checkout in the chosen language', () => {
  it('renders the checkout page in Hindi for lang=hi, in English without a choice', async () => {
    const customer = await signedInUser(t.app);
    const path = `/proceed/${svc.individual.slug}`;
    const hindi = await get(path, `${customer.cookie.cookie}; lang=hi`);
    expect(hindi.status).toBe(200);
    expect(htmlLang(hindi.body)).toBe('hi');
    expect(title(hindi.body)).toBe(`${svc.individual.name}: चेकआउट | Anupalan`);
    expect(hindi.body).toContain('अपना पंजीकरण पूरा करें और भुगतान के लिए आगे बढ़ें');
    expect(hindi.body).toContain('कूपन कोड लागू करें');
    expect(hindi.body).toContain('कुल राशि');
    expect(hindi.body).toContain('रिफ़ंड के अनुरोध 3-5 हफ़्तों में निपटाए जाते हैं');
    expect(hindi.body).not.toContain('Apply Coupon Code');

    const english = await get(path, customer.cookie.cookie);
    expect(htmlLang(english.body)).toBe('en-IN');
    expect(english.body).toContain('Complete your registration and proceed to payment');
    expect(english.body).toContain('Apply Coupon Code');
    expect(english.body).toContain('Total Amount');
  });

  it('renders the payment confirmation in Hindi', async () => {
    const customer = await signedInUser(t.app);
    const res = await get('/payment-success', `${customer.cookie.cookie}; lang=hi`);
    expect(res.status).toBe(200);
    expect(htmlLang(res.body)).toBe('hi');
    expect(res.body).toContain('भुगतान सफल रहा!');
    expect(res.body).toContain('भुगतान इतिहास');
  });

  it('never serves the cached anonymous English checkout to a visitor who chose Hindi, nor keeps the Hindi one', async () => {
    const path = `/proceed/${svc.cheap.slug}`;
    // Several rounds, so the English page is cached and the fast path has learnt its answer.
    for (let round = 0; round < 3; round++) {
      const english = await get(path);
      expect(english.status).toBe(200);
      expect(htmlLang(english.body)).toBe('en-IN');
    }
    const hindi = await get(path, 'lang=hi');
    expect(hindi.status).toBe(200);
    expect(htmlLang(hindi.body)).toBe('hi');
    expect(hindi.headers.get('x-page-cache')).toBeNull();
    const again = await get(path);
    expect(htmlLang(again.body)).toBe('en-IN');
  });
});
