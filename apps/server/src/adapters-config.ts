import path from 'node:path';
import { z } from 'zod';
import { STRONG_PASSWORD_PATTERN, isEmail } from '@anupalan/shared';

/**
 * Environment variables of message delivery (SMS, e-mail), file storage, the secrets (Aadhaar
 * encryption, OTP pepper) and the first administrator. Spread into the env schema of config.ts;
 * `adaptersConfig` turns them into `Config.delivery`, `.storage`, `.secrets` and `.admin` and
 * reports what is inconsistent.
 */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const adaptersEnvShape = {
  // SMS: console (development outbox) or MSG91.
  SMS_PROVIDER: z.enum(['console', 'msg91'], { error: "must be 'console' or 'msg91'" }).default('console'),
  MSG91_AUTH_KEY: z.string().min(8, { error: 'looks too short' }).optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z]{6}$/, { error: 'must be the 6-letter DLT sender id (header)' })
    .optional(),
  MSG91_OTP_VARIABLE: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,30}$/, { error: 'must be a template variable name' })
    .default('otp'),
  MSG91_BASE_URL: z.url({ error: 'must be an absolute URL' }).default('https://control.msg91.com'),
  // Notifications by SMS: one MSG91 flow (DLT) template id per event and language, as event=id pairs
  // separated by commas (`stage_changed=…` English, `stage_changed.hi=…` Hindi).
  MSG91_FLOW_TEMPLATES: z
    .string()
    .regex(/^\s*([a-z_]+(\.hi)?=[A-Za-z0-9_-]+\s*(,\s*|$))*$/, {
      error: 'must be event=template_id pairs separated by commas',
    })
    .optional(),
  // WhatsApp: console (development outbox) or the WhatsApp Business Cloud API.
  WHATSAPP_PROVIDER: z.enum(['console', 'cloud'], { error: "must be 'console' or 'cloud'" }).default('console'),
  WHATSAPP_TOKEN: z.string().min(8, { error: 'looks too short' }).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^[0-9]{5,20}$/, { error: 'must be the numeric phone number id' })
    .optional(),
  WHATSAPP_BASE_URL: z.url({ error: 'must be an absolute URL' }).default('https://graph.facebook.com/v21.0'),
  // E-mail: console (development outbox) or SMTP.
  EMAIL_PROVIDER: z.enum(['console', 'smtp'], { error: "must be 'console' or 'smtp'" }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465' })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // Uploaded files: local disk under DATA_DIR/uploads, or an S3-compatible bucket.
  STORAGE_PROVIDER: z.enum(['local', 's3'], { error: "must be 'local' or 's3'" }).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be an absolute URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  // Personal data and one-time codes.
  AADHAAR_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, {
      error: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
    })
    .optional(),
  OTP_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  // First administrator.
  ADMIN_EMAIL: z.string().refine(isEmail, { error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, { error: 'must be at least 8 characters' })
    .regex(STRONG_PASSWORD_PATTERN, {
      error: 'must contain upper- and lower-case letters, a digit and one of @$!%?& (and no other symbols)',
    })
    .optional(),
};

type AdaptersEnv = z.output<z.ZodObject<typeof adaptersEnvShape>>;

export type SmsConfig =
  | { provider: 'console' }
  | {
      provider: 'msg91';
      authKey: string;
      templateId: string;
      senderId: string;
      otpVariable: string;
      baseUrl: string;
      /** DLT (flow) template id per notification event. */
      flowTemplates: Record<string, string>;
    };
export type WhatsAppConfig =
  { provider: 'console' } | { provider: 'cloud'; token: string; phoneNumberId: string; baseUrl: string };
export type EmailConfig = { provider: 'console'; from: string } | { provider: 'smtp'; url: string; from: string };
export type StorageConfig =
  | { provider: 'local'; dir: string }
  | {
      provider: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

/** How SMS, e-mail and WhatsApp go out. */
export interface DeliveryConfig {
  sms: SmsConfig;
  email: EmailConfig;
  whatsapp: WhatsAppConfig;
  /** True when a console provider is active and the server is not in production: GET /dev/outbox exists. */
  devOutbox: boolean;
}

/** Keys this instance needs (lib/secrets.ts fills in development defaults). */
export interface SecretsConfig {
  /** 32 bytes, or null: then a development key is kept under DATA_DIR (refused in production). */
  aadhaarKey: Buffer | null;
  /** Pepper of the OTP hashes; null: derived from the Aadhaar key. */
  otpSecret: string | null;
}

/** The first administrator (ADMIN_EMAIL/ADMIN_PASSWORD), created or its password reset at start. */
export type FirstAdminConfig = { email: string; password: string } | null;

export interface AdaptersConfig {
  delivery: DeliveryConfig;
  storage: StorageConfig;
  secrets: SecretsConfig;
  admin: FirstAdminConfig;
}

export function adaptersConfig(
  env: AdaptersEnv,
  ctx: { isProduction: boolean; dataDir: string; host: string },
): { config: AdaptersConfig; problems: string[] } {
  const problems: string[] = [];
  const need = (name: keyof AdaptersEnv, when: string) => {
    if (env[name] === undefined) problems.push(`${name}: required when ${when}`);
  };

  let sms: SmsConfig = { provider: 'console' };
  if (env.SMS_PROVIDER === 'msg91') {
    need('MSG91_AUTH_KEY', 'SMS_PROVIDER=msg91');
    need('MSG91_TEMPLATE_ID', 'SMS_PROVIDER=msg91');
    need('MSG91_SENDER_ID', 'SMS_PROVIDER=msg91');
    sms = {
      provider: 'msg91',
      authKey: env.MSG91_AUTH_KEY ?? '',
      templateId: env.MSG91_TEMPLATE_ID ?? '',
      senderId: env.MSG91_SENDER_ID ?? '',
      otpVariable: env.MSG91_OTP_VARIABLE,
      baseUrl: env.MSG91_BASE_URL.replace(/\/$/, ''),
      flowTemplates: Object.fromEntries(
        (env.MSG91_FLOW_TEMPLATES ?? '')
          .split(',')
          .map((pair) => pair.trim().split('='))
          .filter((kv): kv is [string, string] => kv.length === 2 && !!kv[0] && !!kv[1]),
      ),
    };
  }
  let whatsapp: WhatsAppConfig = { provider: 'console' };
  if (env.WHATSAPP_PROVIDER === 'cloud') {
    need('WHATSAPP_TOKEN', 'WHATSAPP_PROVIDER=cloud');
    need('WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_PROVIDER=cloud');
    whatsapp = {
      provider: 'cloud',
      token: env.WHATSAPP_TOKEN ?? '',
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
      baseUrl: env.WHATSAPP_BASE_URL.replace(/\/$/, ''),
    };
  }

  const from =
    env.MAIL_FROM ?? `Anupalan <no-reply@${ctx.host === '127.0.0.1' || ctx.host === '0.0.0.0' ? 'localhost' : ctx.host}>`;
  const emailProvider = env.EMAIL_PROVIDER ?? (env.SMTP_URL ? 'smtp' : 'console');
  let email: EmailConfig = { provider: 'console', from };
  if (emailProvider === 'smtp') {
    need('SMTP_URL', 'EMAIL_PROVIDER=smtp');
    need('MAIL_FROM', 'e-mail is sent over SMTP');
    email = { provider: 'smtp', url: env.SMTP_URL ?? '', from };
  }

  let storage: StorageConfig = { provider: 'local', dir: path.join(ctx.dataDir, 'uploads') };
  if (env.STORAGE_PROVIDER === 's3') {
    need('S3_BUCKET', 'STORAGE_PROVIDER=s3');
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
    }
    storage = {
      provider: 's3',
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    };
  }

  if (ctx.isProduction && !env.AADHAAR_KEY) {
    problems.push('AADHAAR_KEY: required in production (32 random bytes in base64: openssl rand -base64 32)');
  }
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }

  return {
    problems,
    config: {
      delivery: {
        sms,
        email,
        whatsapp,
        devOutbox:
          !ctx.isProduction && (sms.provider === 'console' || email.provider === 'console' || whatsapp.provider === 'console'),
      },
      storage,
      secrets: {
        aadhaarKey: env.AADHAAR_KEY ? Buffer.from(env.AADHAAR_KEY, 'base64') : null,
        otpSecret: env.OTP_SECRET ?? null,
      },
      admin:
        env.ADMIN_EMAIL && env.ADMIN_PASSWORD
          ? { email: env.ADMIN_EMAIL.trim().toLowerCase(), password: env.ADMIN_PASSWORD }
          : null,
    },
  };
}
