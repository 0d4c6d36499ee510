import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DOCUMENT_RETENTION_DAYS, DEFAULT_LEAD_RETENTION_DAYS, siteSchema, type Site } from '@anupalan/shared';
import {
  adaptersConfig,
  adaptersEnvShape,
  type DeliveryConfig,
  type FirstAdminConfig,
  type SecretsConfig,
  type StorageConfig,
} from './adapters-config.ts';
import type { UploadLimits } from './lib/upload-gate.ts';

/**
 * The one place that reads process.env. Everything is validated at boot; a bad value stops the
 * process with a message naming the variable.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * TRUST_PROXY: which hops in front of the server may say who the client is (X-Forwarded-For,
 * -Proto, -Host). Never "every hop": a client could then name its own address and escape the
 * per-address limits.
 *   false / 0 / no (default)   nobody: the client is the socket's peer.
 *   true / yes / 1             one hop: the nearest proxy (a single load balancer in front).
 *   a number N                 N hops: the Nth address from the right of X-Forwarded-For.
 *   addresses / CIDRs          the proxies by address, comma-separated (10.0.0.0/8, 127.0.0.1):
 *                              hops from these are skipped, the first other address is the client.
 */
export type TrustProxy = false | number | string[];

function isAddressOrCidr(v: string): boolean {
  const [addr, prefix, ...rest] = v.split('/');
  if (rest.length || !addr) return false;
  const family = isIP(addr);
  if (!family) return false;
  if (prefix === undefined) return true;
  if (!/^[0-9]{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxySchema = z
  .string()
  .trim()
  .transform((raw, ctx): TrustProxy => {
    const v = raw.toLowerCase();
    if (v === 'false' || v === 'no' || v === '0') return false;
    if (v === 'true' || v === 'yes') return 1;
    if (/^[0-9]+$/.test(v)) {
      const n = Number(v);
      if (n > 20) {
        ctx.addIssue({ code: 'custom', message: 'must be a hop count from 0 to 20' });
        return z.NEVER;
      }
      return n;
    }
    const list = v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const bad = list.filter((x) => !isAddressOrCidr(x));
    if (!list.length || bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, true (one proxy), a hop count, or proxy addresses/CIDRs separated by commas (not ${bad.join(', ') || 'empty'})`,
      });
      return z.NEVER;
    }
    return list;
  });

/** Addresses or CIDRs, comma-separated (METRICS_ALLOW). */
const addressListSchema = z
  .string()
  .trim()
  .transform((raw, ctx): string[] => {
    const list = raw
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const bad = list.filter((x) => !isAddressOrCidr(x));
    if (!list.length || bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be addresses or CIDRs separated by commas, such as 10.0.0.5,192.168.0.0/24 (not ${bad.join(', ') || 'empty'})`,
      });
      return z.NEVER;
    }
    return list;
  });

const HANDLES_ERROR = { error: 'must be a whole number from 1 to 16' };

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Listening sockets on PORT (SO_REUSEPORT, Linux): more connections accepted per loop turn (lib/listen.ts, ADR 0018). */
  LISTEN_HANDLES: z.coerce.number(HANDLES_ERROR).int(HANDLES_ERROR).min(1, HANDLES_ERROR).max(16, HANDLES_ERROR).default(4),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  /**
   * Where the embedded database (no DATABASE_URL) runs: `worker`, its own thread, so its queries
   * never hold the event loop (ADR 0025); `main`, the event loop's thread as before (the bench's
   * baseline).
   */
  PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://anupalan.example' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.default(false),
  /**
   * One-time codes one client address may ask for in an hour, per purpose (sign-in, password,
   * contact change…). Sized for carrier-grade NAT: thousands of mobile customers share one address.
   */
  OTP_MAX_PER_ADDRESS_PER_HOUR: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 100000' })
    .max(100_000, { error: 'must be between 1 and 100000' })
    .default(1000),
  SEED: bool.default(true),
  SITE_CONFIG_FILE: z.string().optional(),
  /** Where the built web app lives (React Router build output). */
  WEB_BUILD_DIR: z.string().optional(),
  // SMS/e-mail delivery, file storage, secrets (Aadhaar encryption, OTP pepper), first admin (adapters-config.ts).
  ...adaptersEnvShape,
  // Payments: Razorpay when both keys are set, otherwise the built-in test gateway (never in production).
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, { error: 'must look like rzp_test_… or rzp_live_…' })
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  /** Razorpay's API host; only tests point it elsewhere (a local fake). */
  RAZORPAY_API_URL: z.url({ error: 'must be an absolute URL' }).default('https://api.razorpay.com'),
  TEST_GATEWAY_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  CUSTOM_AMOUNT_MIN_RUPEES: z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be above 0' }).default(1),
  /** Days a completed order's documents and deliverable are kept (issue 24; the privacy notice states it), unless kept in the vault. */
  DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_DOCUMENT_RETENTION_DAYS),
  /** Days a consultation request that never became an order is kept (issue 24). */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_LEAD_RETENTION_DAYS),
  /** Largest customer document or deliverable, in megabytes (PDF, JPEG or PNG). */
  DOCUMENT_MAX_MB: z.coerce.number().positive().max(100).default(10),
  /** Multipart uploads received at once by this process, all callers together (429 beyond). */
  UPLOADS_MAX_IN_FLIGHT: z.coerce
    .number({ error: 'must be a whole number from 1 to 10000' })
    .int({ error: 'must be a whole number from 1 to 10000' })
    .min(1, { error: 'must be a whole number from 1 to 10000' })
    .max(10_000, { error: 'must be a whole number from 1 to 10000' })
    .default(32),
  /** …by one account (or one address, for a form sent without a session). */
  UPLOADS_MAX_IN_FLIGHT_PER_ACCOUNT: z.coerce
    .number({ error: 'must be a whole number from 1 to 1000' })
    .int({ error: 'must be a whole number from 1 to 1000' })
    .min(1, { error: 'must be a whole number from 1 to 1000' })
    .max(1_000, { error: 'must be a whole number from 1 to 1000' })
    .default(3),
  /** Files written but never recorded (a crash mid-upload) are deleted at start after this many minutes. */
  UPLOAD_ORPHAN_GRACE_MINUTES: z.coerce.number().min(0).max(10_080).default(15),
  CUSTOM_AMOUNT_MAX_RUPEES: z.coerce
    .number({ error: 'must be a number' })
    .positive({ error: 'must be above 0' })
    .default(1_000_000),
  // Notifications' job queue (modules/notifications, ADR 0021).
  /** Run the delivery worker in this instance (off: it only enqueues; another instance sends). */
  NOTIFY_WORKER: bool.default(true),
  /** How often an idle worker looks for jobs, in seconds. */
  NOTIFY_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Attempts after the first before a delivery is marked failed; the delay doubles from NOTIFY_RETRY_DELAY_SECONDS. */
  NOTIFY_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(6),
  NOTIFY_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** A job active this long is taken as lost (its worker died) and run again. */
  NOTIFY_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Shared secret of the providers' inbound STOP webhook (POST /api/v1/webhooks/notifications/stop). */
  NOTIFY_INBOUND_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** Reminders (documents missing, balance unpaid, weekly status): run by the queue's schedule. */
  NOTIFY_REMINDERS: bool.default(true),
  // Shutdown (lib/shutdown.ts, ADR 0024).
  /** After a SIGTERM, seconds /readyz says not-ready while requests are still served (the balancer's notice). */
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 0 to 120' })
    .min(0, { error: 'must be a number of seconds from 0 to 120' })
    .max(120, { error: 'must be a number of seconds from 0 to 120' })
    .default(0),
  /** Then at most this long for the open requests and jobs to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 1 to 600' })
    .min(1, { error: 'must be a number of seconds from 1 to 600' })
    .max(600, { error: 'must be a number of seconds from 1 to 600' })
    .default(30),
  // /metrics (lib/metrics.ts): off unless one of these is set.
  /** Addresses/CIDRs allowed to scrape /metrics (the Prometheus server), comma-separated. */
  METRICS_ALLOW: addressListSchema.optional(),
  /** A bearer token that opens /metrics from anywhere (Authorization: Bearer …). */
  METRICS_TOKEN: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  // The supplier on GST invoices.
  SUPPLIER_LEGAL_NAME: z.string().min(1).default('Anupalan Compliance Services Private Limited'),
  SUPPLIER_GSTIN: z
    .string()
    .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, { error: 'must be a 15-character GSTIN' })
    .default('06AAKCA1234F1Z5'),
  SUPPLIER_ADDRESS: z.string().min(1).default('5th Floor, Tower B, Unitech Cyber Park, Sector 39, Gurugram, Haryana 122002'),
  SUPPLIER_STATE: z.string().min(1).default('Haryana'),
});

export type Env = z.infer<typeof envSchema>;

/** The length of the key secrets Razorpay issues: production refuses a shorter one (a truncated paste). */
export const RAZORPAY_KEY_SECRET_LENGTH = 24;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** Listening sockets on the port (LISTEN_HANDLES). */
  listenHandles: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where PGlite runs when there is no DATABASE_URL (PGLITE_THREAD, ADR 0025). */
  pgliteThread: 'worker' | 'main';
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs (see TrustProxy). */
  trustProxy: TrustProxy;
  /** One-time codes one client address may ask for in an hour, for each purpose (OTP_MAX_PER_ADDRESS_PER_HOUR). */
  otpMaxPerAddressPerHour: number;
  seed: boolean;
  webBuildDir: string;
  site: Site;
  /** SMS and e-mail providers (and whether the development outbox exists). */
  delivery: DeliveryConfig;
  /** Uploaded files: local disk or an S3-compatible bucket (photos, logos, documents). */
  storage: StorageConfig;
  /** Aadhaar encryption key and OTP pepper. */
  secrets: SecretsConfig;
  /** The first administrator, from ADMIN_EMAIL/ADMIN_PASSWORD. */
  admin: FirstAdminConfig;
  payments: {
    razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string } | null;
    /** Signs test-gateway payments and webhooks (random per process unless configured). */
    testGatewaySecret: string;
    customAmountMinPaise: number;
    customAmountMaxPaise: number;
  };
  supplier: { legalName: string; gstin: string; address: string; state: string };
  /** Customer documents and deliverables. */
  documents: { maxBytes: number; orphanGraceMs: number; retentionDays: number };
  /** Days an unconverted consultation request is kept (issue 24). */
  leadRetentionDays: number;
  /** Uploads in flight (per account and overall) and where their files are streamed while received. */
  uploads: UploadLimits;
  /** A shutdown's grace (readyz not-ready while still serving) and its bound (lib/shutdown.ts). */
  shutdown: { graceMs: number; timeoutMs: number };
  /** Who may read /metrics: addresses/CIDRs and/or a bearer token; null when neither is set (no /metrics). */
  metrics: { allow: string[]; token: string | null } | null;
  /** The notifications' queue and worker. */
  notifications: {
    worker: boolean;
    pollSeconds: number;
    retryLimit: number;
    retryDelaySeconds: number;
    expireSeconds: number;
    inboundSecret: string | null;
    reminders: boolean;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Demo values: a fresh install looks like a real business, and every link goes somewhere real. */
function defaultSite(publicUrl: string): Site {
  return {
    brandName: 'Anupalan',
    slogan: 'Your trusted partner for tax, compliance, and business solutions',
    publicUrl,
    parentCompany: 'Anupalan Group, Gurugram',
    phones: ['+91 124 456 7890', '+91 674 254 3210'],
    fax: '+91 124 456 7891',
    emails: ['support@anupalan.in', 'care@anupalan.in'],
    offices: [
      {
        label: 'Head Office',
        city: 'Gurugram',
        address: '5th Floor, Tower B, Unitech Cyber Park, Sector 39, Gurugram, Haryana 122002',
        mapUrl: 'https://www.openstreetmap.org/search?query=Sector%2039%2C%20Gurugram%2C%20Haryana%20122002',
      },
      {
        label: 'Branch Office',
        city: 'Bhubaneswar',
        address: 'Plot 112, Saheed Nagar, Bhubaneswar, Odisha 751007',
        mapUrl: 'https://www.openstreetmap.org/search?query=Saheed%20Nagar%2C%20Bhubaneswar%2C%20Odisha%20751007',
      },
    ],
    social: {
      facebook: 'https://www.facebook.com/anupalan',
      instagram: 'https://www.instagram.com/anupalan',
      linkedin: 'https://www.linkedin.com/company/anupalan',
      youtube: 'https://www.youtube.com/@anupalan',
      twitter: 'https://x.com/anupalan',
    },
    apps: {
      googlePlay: 'https://play.google.com/store/apps/details?id=in.anupalan.app',
      appStore: 'https://apps.apple.com/in/app/anupalan/id6450000000',
    },
    sisterCompanies: [
      { label: 'Anupalan Accounting', url: 'https://accounting.anupalan.in' },
      { label: 'Anupalan Payroll', url: 'https://payroll.anupalan.in' },
    ],
    chatUrl: 'https://wa.me/911244567890',
    backofficeUrl: '/backoffice',
    mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=77.05%2C28.43%2C77.09%2C28.46&layer=mapnik',
    grievanceOfficer: {
      name: 'Meera Iyer',
      designation: 'Grievance Officer',
      email: 'grievance@anupalan.in',
      phone: '+91 124 456 7892',
      address: '5th Floor, Tower B, Unitech Cyber Park, Sector 39, Gurugram, Haryana 122002',
    },
  };
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in an .env file mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${formatIssues(parsed.error)}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`).replace(
    /\/$/,
    '',
  );

  const adapters = adaptersConfig(env, {
    isProduction: env.NODE_ENV === 'production',
    dataDir: path.resolve(env.DATA_DIR),
    host: env.HOST,
  });
  if (adapters.problems.length) throw new ConfigError(`Invalid configuration: ${adapters.problems.join('; ')}`);

  let site = defaultSite(publicUrl);
  if (env.SITE_CONFIG_FILE) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(env.SITE_CONFIG_FILE, 'utf8'));
    } catch (err) {
      throw new ConfigError(
        `Invalid configuration: SITE_CONFIG_FILE: cannot read JSON from ${env.SITE_CONFIG_FILE} (${(err as Error).message})`,
      );
    }
    const merged = siteSchema.safeParse({ ...site, ...(raw as object), publicUrl });
    if (!merged.success) throw new ConfigError(`Invalid configuration: SITE_CONFIG_FILE: ${formatIssues(merged.error)}`);
    site = merged.data;
  }

  const razorpayKeys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET].filter(Boolean).length;
  if (razorpayKeys === 1) {
    throw new ConfigError('Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  if (razorpayKeys === 2 && !env.RAZORPAY_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration: RAZORPAY_WEBHOOK_SECRET is required with the Razorpay keys');
  }
  if (razorpayKeys === 0 && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production (the test gateway never runs there)',
    );
  }
  if (env.NODE_ENV === 'production' && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_KEY_SECRET.length < RAZORPAY_KEY_SECRET_LENGTH) {
    throw new ConfigError(
      `Invalid configuration: RAZORPAY_KEY_SECRET: must be at least ${RAZORPAY_KEY_SECRET_LENGTH} characters in production, the length of the key secret Razorpay issues (this one has ${env.RAZORPAY_KEY_SECRET.length}); copy it whole from the Razorpay Dashboard's API keys`,
    );
  }
  if (env.CUSTOM_AMOUNT_MIN_RUPEES > env.CUSTOM_AMOUNT_MAX_RUPEES) {
    throw new ConfigError('Invalid configuration: CUSTOM_AMOUNT_MIN_RUPEES must not exceed CUSTOM_AMOUNT_MAX_RUPEES');
  }

  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    listenHandles: env.LISTEN_HANDLES,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    pgliteThread: env.PGLITE_THREAD,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    otpMaxPerAddressPerHour: env.OTP_MAX_PER_ADDRESS_PER_HOUR,
    seed: env.SEED,
    webBuildDir: path.resolve(env.WEB_BUILD_DIR ?? path.join(repoRoot, 'apps/web/build')),
    documents: {
      maxBytes: Math.round(env.DOCUMENT_MAX_MB * 1024 * 1024),
      orphanGraceMs: Math.round(env.UPLOAD_ORPHAN_GRACE_MINUTES * 60_000),
      retentionDays: env.DOCUMENT_RETENTION_DAYS,
    },
    leadRetentionDays: env.LEAD_RETENTION_DAYS,
    uploads: {
      maxInFlight: env.UPLOADS_MAX_IN_FLIGHT,
      maxInFlightPerAccount: env.UPLOADS_MAX_IN_FLIGHT_PER_ACCOUNT,
      spoolDir: path.join(path.resolve(env.DATA_DIR), 'upload-spool'),
    },
    shutdown: {
      graceMs: Math.round(env.SHUTDOWN_GRACE_SECONDS * 1000),
      timeoutMs: Math.round(env.SHUTDOWN_TIMEOUT_SECONDS * 1000),
    },
    metrics: env.METRICS_ALLOW || env.METRICS_TOKEN ? { allow: env.METRICS_ALLOW ?? [], token: env.METRICS_TOKEN ?? null } : null,
    notifications: {
      worker: env.NOTIFY_WORKER,
      pollSeconds: env.NOTIFY_POLL_SECONDS,
      retryLimit: env.NOTIFY_RETRY_LIMIT,
      retryDelaySeconds: env.NOTIFY_RETRY_DELAY_SECONDS,
      expireSeconds: env.NOTIFY_EXPIRE_SECONDS,
      inboundSecret: env.NOTIFY_INBOUND_SECRET ?? null,
      reminders: env.NOTIFY_REMINDERS,
    },
    payments: {
      razorpay:
        env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: env.RAZORPAY_KEY_ID,
              keySecret: env.RAZORPAY_KEY_SECRET,
              webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
              apiUrl: env.RAZORPAY_API_URL,
            }
          : null,
      testGatewaySecret: env.TEST_GATEWAY_SECRET ?? randomBytes(24).toString('base64url'),
      customAmountMinPaise: Math.round(env.CUSTOM_AMOUNT_MIN_RUPEES * 100),
      customAmountMaxPaise: Math.round(env.CUSTOM_AMOUNT_MAX_RUPEES * 100),
    },
    supplier: {
      legalName: env.SUPPLIER_LEGAL_NAME,
      gstin: env.SUPPLIER_GSTIN,
      address: env.SUPPLIER_ADDRESS,
      state: env.SUPPLIER_STATE,
    },
    site,
    ...adapters.config,
  };
}
