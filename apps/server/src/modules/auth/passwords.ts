import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id (the @node-rs/argon2 default: m=19456 KiB, t=2, p=1, OWASP's
 * recommendation), from prebuilt binaries: no compiler needed.
 */
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | undefined;

/**
 * True when `password` matches `stored`. With no stored hash (unknown account, or no password set)
 * a dummy hash is still verified, so the answer takes as long either way.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash('dummy password that matches nothing');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
