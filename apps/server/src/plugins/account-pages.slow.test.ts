import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/helpers/app.ts';
import { signedInUser } from '../../../../tests/helpers/auth.ts';

/**
 * The account pages check the sign-in on the server (needs `npm run build`): a signed-out request
 * is redirected before anything of the page is rendered, to the home page's login dialog (storefront
 * §4), which comes back to the page after signing in.
 */
const t = useTestApp({ web: true });

const PAGES = [
  '/profile',
  '/company-details',
  '/company-detailform',
  '/payment-history',
  '/myrequests',
  '/completed-services',
  '/feedback',
  '/document',
  '/documents/GST%20Registration',
];

describe('account pages, signed out', () => {
  it.each(PAGES)('GET %s without a cookie: 303 to /?login=required&redirectTo=<the page>', async (page) => {
    const res = await t.app.inject({ url: `${page}?tab=1` });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/');
    expect(location.searchParams.get('login')).toBe('required');
    expect(location.searchParams.get('redirectTo')).toBe(`${page}?tab=1`);
    expect(res.body).not.toContain('My Profile');
  });

  it('a signed-in customer gets the page itself', async () => {
    const { cookie } = await signedInUser(t.app, { role: 'customer' });
    for (const page of PAGES) {
      const res = await t.app.inject({ url: page, headers: cookie });
      expect(res.statusCode, page).toBe(200);
    }
  });
});
