import { createCipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's own secrets: the Aadhaar encryption key (AADHAAR_KEY, required in production) and
 * the pepper of one-time-code hashes (OTP_SECRET, else derived from the Aadhaar key). Outside
 * production a missing key is generated once and kept in DATA_DIR/secrets/aadhaar.key, so
 * encrypted numbers survive restarts.
 */
export interface Secrets {
  aadhaarKey: Buffer;
  otpPepper: Buffer;
}

type SecretOptions = { aadhaarKey: Buffer | null; otpSecret: string | null; dataDir: string; isProduction: boolean };

/** The secrets, resolved on first use (an app that never needs them writes no key file). */
export function loadSecrets(opts: SecretOptions): Secrets {
  let cache: Secrets | undefined;
  const get = () => (cache ??= resolveSecrets(opts));
  return {
    get aadhaarKey() {
      return get().aadhaarKey;
    },
    get otpPepper() {
      return get().otpPepper;
    },
  };
}

function resolveSecrets(opts: SecretOptions): Secrets {
  let key = opts.aadhaarKey;
  if (!key) {
    if (opts.isProduction) throw new Error('AADHAAR_KEY is required in production');
    key = developmentKey(opts.dataDir);
  }
  const otpPepper = opts.otpSecret
    ? Buffer.from(opts.otpSecret, 'utf8')
    : Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'anupalan otp pepper', 32));
  return { aadhaarKey: key, otpPepper };
}

function developmentKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secrets', 'aadhaar.key');
  const read = () => {
    const k = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (k.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return k;
  };
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    // Another process made it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return read();
}

/** AES-256-GCM; the stored form is base64(iv ‖ tag ‖ ciphertext). */
export function encryptText(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** HMAC-SHA-256 hex of a one-time code bound to what it is for. */
export function hashOtp(pepper: Buffer, purpose: string, identifier: string, code: string): string {
  return createHmac('sha256', pepper).update(`${purpose}\n${identifier}\n${code}`).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
