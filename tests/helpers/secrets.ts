import { createDecipheriv } from 'node:crypto';

/**
 * Reads back what `encryptText` (apps/server/src/lib/secrets.ts) stored, base64(iv ‖ tag ‖
 * ciphertext), for the tests that check a stored Aadhaar number; the server itself never decrypts.
 */
export function decryptText(key: Buffer, stored: string): string {
  const raw = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
