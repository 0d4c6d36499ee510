import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      listenHandles: 4,
      publicUrl: 'http://127.0.0.1:3000',
      databaseUrl: undefined,
    });
    expect(c.payments.razorpay).toBeNull();
    expect(c.site.brandName).toBe('Anupalan');
  });

  it.each([
    [{ PORT: '70000' }, /PORT: must be between 0 and 65535/],
    [{ LISTEN_HANDLES: '0' }, /LISTEN_HANDLES: must be a whole number from 1 to 16/],
    [{ LISTEN_HANDLES: 'many' }, /LISTEN_HANDLES: must be a whole number from 1 to 16/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be a postgres/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL: must be an absolute URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ RAZORPAY_KEY_ID: 'rzp_test_abc' }, /RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together/],
    [{ RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret1234' }, /RAZORPAY_WEBHOOK_SECRET is required/],
    [
      { RAZORPAY_KEY_ID: 'key', RAZORPAY_KEY_SECRET: 'secret1234', RAZORPAY_WEBHOOK_SECRET: 'secret1234' },
      /RAZORPAY_KEY_ID: must look like/,
    ],
    [{ SUPPLIER_GSTIN: '123' }, /SUPPLIER_GSTIN: must be a 15-character GSTIN/],
    [{ OTP_MAX_PER_ADDRESS_PER_HOUR: '0' }, /OTP_MAX_PER_ADDRESS_PER_HOUR: must be between 1 and 100000/],
    [{ OTP_MAX_PER_ADDRESS_PER_HOUR: 'lots' }, /OTP_MAX_PER_ADDRESS_PER_HOUR: must be a number/],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('allows 1000 one-time codes an hour per client address and purpose unless configured (carrier NAT)', () => {
    expect(loadConfig({}).otpMaxPerAddressPerHour).toBe(1000);
    expect(loadConfig({ OTP_MAX_PER_ADDRESS_PER_HOUR: '5000' }).otpMaxPerAddressPerHour).toBe(5000);
  });

  it('limits customer documents to 10 MB unless configured, and keeps a completed order’s documents 180 days', () => {
    expect(loadConfig({}).documents).toEqual({ maxBytes: 10 * 1024 * 1024, orphanGraceMs: 15 * 60_000, retentionDays: 180 });
    expect(loadConfig({}).leadRetentionDays).toBe(365);
    expect(loadConfig({ DOCUMENT_RETENTION_DAYS: '30' }).documents.retentionDays).toBe(30);
    expect(loadConfig({ DOCUMENT_MAX_MB: '25' }).documents.maxBytes).toBe(25 * 1024 * 1024);
    expect(() => loadConfig({ DOCUMENT_MAX_MB: '0' })).toThrow(/DOCUMENT_MAX_MB/);
  });

  it('names the length it expects of a Razorpay key secret', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_SECRET: 'short' })).toThrow(/RAZORPAY_KEY_SECRET: must be at least 8 characters/);
    const production = {
      NODE_ENV: 'production',
      ADMIN_EMAIL: '',
      AADHAAR_KEY: Buffer.alloc(32).toString('base64'),
      OTP_SECRET: 'x'.repeat(32),
      RAZORPAY_KEY_ID: 'rzp_live_abc123',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-1234',
    };
    expect(() => loadConfig({ ...production, RAZORPAY_KEY_SECRET: 'a'.repeat(20) })).toThrow(
      'RAZORPAY_KEY_SECRET: must be at least 24 characters in production, the length of the key secret Razorpay issues (this one has 20)',
    );
    expect(loadConfig({ ...production, RAZORPAY_KEY_SECRET: 'a'.repeat(24) }).payments.razorpay?.keySecret).toBe('a'.repeat(24));
  });

  it('caps uploads in flight, per account and overall, unless configured', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).uploads).toEqual({
      maxInFlight: 32,
      maxInFlightPerAccount: 3,
      spoolDir: '/srv/data/upload-spool',
    });
    const set = loadConfig({ UPLOADS_MAX_IN_FLIGHT: '100', UPLOADS_MAX_IN_FLIGHT_PER_ACCOUNT: '10' }).uploads;
    expect([set.maxInFlight, set.maxInFlightPerAccount]).toEqual([100, 10]);
    expect(() => loadConfig({ UPLOADS_MAX_IN_FLIGHT: '0' })).toThrow(
      /UPLOADS_MAX_IN_FLIGHT: must be a whole number from 1 to 10000/,
    );
    expect(() => loadConfig({ UPLOADS_MAX_IN_FLIGHT_PER_ACCOUNT: '2.5' })).toThrow(
      /UPLOADS_MAX_IN_FLIGHT_PER_ACCOUNT: must be a whole number from 1 to 1000/,
    );
  });

  it('never runs the test gateway in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ADMIN_EMAIL: '', AADHAAR_KEY: Buffer.alloc(32).toString('base64') }),
    ).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production/);
  });
});
