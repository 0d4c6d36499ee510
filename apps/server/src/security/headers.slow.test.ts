import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app.ts';
import { API_HEADERS, ASSET_HEADERS, DOCUMENT_HEADERS } from '../plugins/security.ts';
import { latestCode, post, uniqueIp, uniqueMobile } from '../../../../tests/helpers/identity.ts';

/**
 * Headers and secrets (issue 13): the CSP allows no inline script, HSTS only over HTTPS, the
 * session cookie is HttpOnly and SameSite everywhere and Secure behind HTTPS, and no configured
 * secret (nor anything shaped like a key) is in the built client or a rendered page.
 */
const SECRETS = {
  TEST_GATEWAY_SECRET: 'tgs_9f3c1d7e5b2a4c6e8f0a1b3c',
  OTP_SECRET: 'otp-pepper-5e1f9a7c3b2d4e6f8a0b',
  AADHAAR_KEY: Buffer.alloc(32, 7).toString('base64'),
  ADMIN_PASSWORD: 'Adm1n@Secret9',
  ADMIN_EMAIL: 'root-admin@example.in',
};
/** Shapes of real keys: none may ever be in what a browser downloads. */
const KEY_SHAPES = [
  /rzp_(live|test)_[A-Za-z0-9]{14,}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /AKIA[0-9A-Z]{16}/,
  /postgres(ql)?:\/\/[^\s"'`]+:[^\s"'`]+@/,
  /smtps?:\/\/[^\s"'`]+:[^\s"'`]+@/,
  /\b(RAZORPAY_KEY_SECRET|RAZORPAY_WEBHOOK_SECRET|OTP_SECRET|AADHAAR_KEY|S3_SECRET_ACCESS_KEY|MSG91_AUTH_KEY|DATABASE_URL|SMTP_URL)\b/,
];

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ web: true, env: SECRETS });
  proxied = await buildTestApp({ web: true, env: { ...SECRETS, TRUST_PROXY: 'true' }, database: t.database });
}, 120_000);
afterAll(async () => {
  await proxied?.app.close();
  await t?.close();
});

function directive(csp: string, name: string): string {
  return (
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? ''
  );
}

describe('headers', () => {
  it.each(['/', '/about', '/blogs'])(
    "%s: the CSP's scripts are self plus a nonce or the hashes of the page's own inline scripts, never 'unsafe-inline'",
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      const scripts = directive(csp, 'script-src');
      expect(scripts).toMatch(/^script-src 'self'/);
      expect(scripts).not.toContain('unsafe-inline');
      expect(scripts).not.toContain('unsafe-eval');
      expect(scripts).not.toMatch(/\s(\*|https?:|data:)(\s|$)/);
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      // Every inline script the browser would run is allowed by this request's nonce or by its hash.
      const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
      const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (m) => !/type="application\/(ld\+)?json"/.test(m[1]!),
      );
      expect(inline.length).toBeGreaterThan(0);
      for (const m of inline) {
        const hash = `'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`;
        expect((nonce && m[1]!.includes(`nonce="${nonce}"`)) || scripts.includes(hash)).toBe(true);
      }
    },
  );

  it('API answers carry no script permission at all', async () => {
    const res = await t.app.inject({ url: '/api/v1/web/menu' });
    const csp = String(res.headers['content-security-policy'] ?? '');
    expect(csp).not.toContain('unsafe-inline');
  });

  it('each kind of answer carries its own set of security headers (docs/security.md)', async () => {
    const all = Object.keys(DOCUMENT_HEADERS);
    const carries = (res: { headers: Record<string, unknown> }) => all.filter((h) => res.headers[h] !== undefined).sort();
    // Pages, and HTML whatever its path (a missing /assets file or API path answered with the 404 page).
    const page = await t.app.inject({ url: '/blogs' });
    const missingAsset = await t.app.inject({ url: '/assets/no-such-file.js' });
    expect(missingAsset.headers['content-type']).toMatch(/^text\/html/);
    for (const res of [page, missingAsset]) {
      expect(carries(res)).toEqual([...all].sort());
      for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) expect(res.headers[name]).toBe(value);
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
    // API answers, success and error, cached and not: nosniff, DENY, CORP (OWASP REST cheat sheet); no CSP.
    const held = '/api/v1/web/menu';
    await t.app.inject({ url: held });
    for (const res of [
      await t.app.inject({ url: held }),
      await t.app.inject({ url: '/api/v1/no-such-route' }),
      await t.app.inject({ method: 'POST', url: '/api/v1/sendOtp', payload: {} }),
    ]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(carries(res)).toEqual(Object.keys(API_HEADERS).sort());
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
    // A hashed build file: nosniff and CORP, in full and as a 304.
    const script =
      /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const asset = await t.app.inject({ url: script!, headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    expect(carries(asset)).toEqual(Object.keys(ASSET_HEADERS).sort());
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    const again = await t.app.inject({
      url: script!,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(asset.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(carries(again)).toEqual(Object.keys(ASSET_HEADERS).sort());
    // HSTS over HTTPS on every kind.
    for (const url of ['/blogs', held, script!]) {
      const https = await proxied.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('HSTS only over HTTPS (through a trusted proxy), never over plain HTTP', async () => {
    const https = await proxied.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await proxied.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim HTTPS.
    expect(
      (await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it('the session cookie: HttpOnly and SameSite always, Secure behind HTTPS', async () => {
    const signIn = async (app: TestApp, headers: Record<string, string>) => {
      const mobile = uniqueMobile();
      const ip = uniqueIp();
      await post(app.app, '/api/v1/sendOtp', { user_name: mobile }, { remoteAddress: ip, headers });
      const res = await post(
        app.app,
        '/api/v1/login',
        { user_name: mobile, otp: await latestCode(app.app, mobile) },
        { remoteAddress: ip, headers },
      );
      expect(res.statusCode).toBe(200);
      return String(res.headers['set-cookie']);
    };
    const overHttps = await signIn(proxied, { 'x-forwarded-proto': 'https' });
    expect(overHttps).toMatch(/HttpOnly/);
    expect(overHttps).toMatch(/SameSite=Lax/);
    expect(overHttps).toMatch(/Secure/);
    const overHttp = await signIn(t, {});
    expect(overHttp).toMatch(/HttpOnly/);
    expect(overHttp).toMatch(/SameSite=Lax/);
    expect(overHttp).not.toMatch(/Secure/);
  });
});

describe('secrets', () => {
  const clientDir = path.resolve(import.meta.dirname, '../../../web/build/client');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = path.join(dir, n);
      return statSync(p).isDirectory() ? files(p) : [p];
    });

  it('the built client holds no configured secret value and nothing shaped like a key', () => {
    const all = files(clientDir).filter((f) => /\.(js|mjs|css|html|json|map|txt|svg)$/.test(f));
    expect(all.length).toBeGreaterThan(10);
    const found: string[] = [];
    const values = [
      ...Object.values(SECRETS),
      ...Object.values(process.env).filter((v): v is string => !!v && v.length >= 16 && /secret|key|pass/i.test(v)),
    ];
    for (const f of all) {
      const text = readFileSync(f, 'utf8');
      for (const v of values) if (text.includes(v)) found.push(`${path.relative(clientDir, f)}: a configured secret`);
      for (const shape of KEY_SHAPES) if (shape.test(text)) found.push(`${path.relative(clientDir, f)}: ${shape}`);
    }
    expect(found).toEqual([]);
  });

  it.each(['/', '/services/gst-registration', '/blogs', '/login'])(
    'the rendered page %s holds no configured secret',
    async (url) => {
      const res = await t.app.inject({ url });
      for (const v of Object.values(SECRETS)) expect(res.body).not.toContain(v);
      for (const shape of KEY_SHAPES) expect(res.body).not.toMatch(shape);
    },
  );
});
