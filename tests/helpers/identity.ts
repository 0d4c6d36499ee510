import type { FastifyInstance, InjectOptions } from 'fastify';
import { verhoeffCheckDigit } from './verhoeff.ts';

/**
 * Helpers for the identity tests (not used by the server): unique identifiers, a movable clock,
 * reading codes from the development outbox.
 */
let counter = 0;

/** A fresh 10-digit mobile starting with 7, 8 or 9 (never one of the refused sequences). */
export function uniqueMobile(): string {
  counter += 1;
  const n = (process.pid * 7919 + Date.now() * 31 + counter * 104_729) % 100_000_000;
  return `${7 + (counter % 3)}${String(counter % 10)}${String(n).padStart(8, '0')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now() % 1_000_000}.${counter}@example.in`;
}

/** A client address per test, so the per-address hourly limit of one test does not touch another. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Moves the services' clock by `ms` from now on (cumulative). */
export function advanceClock(app: FastifyInstance, ms: number): void {
  const clock = app.services.clock;
  const before = clock.now.bind(clock);
  clock.now = () => new Date(before().getTime() + ms);
}

export async function post(app: FastifyInstance, url: string, payload: unknown, opts: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...opts });
}

/** The newest code the outbox holds for `to` (through the real endpoint). */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` });
  const code = (res.json() as { messages: { code?: string }[] }).messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/**
 * The back office's two-factor sign-in (issue 27): the password, which answers `otpRequired` and
 * sends a code to `codeTo` (the account's e-mail), then the password with that code. The second
 * answer is returned (its accessToken is the session).
 */
export async function staffSignIn(app: FastifyInstance, userName: string, password: string, codeTo = userName) {
  const first = await post(app, '/api/v1/auth/staff-login', { userName, password });
  if (first.statusCode !== 200 || !first.json().otpRequired) return first;
  return post(app, '/api/v1/auth/staff-login', { userName, password, otp: await latestCode(app, codeTo) });
}

/** A code that is not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** A multipart body for app.inject: fields, and files as { name, type, bytes }. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, { filename: string; type: string; bytes: Uint8Array }> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.filename);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } };
}

/** A valid 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The first bytes of a Windows executable, named and typed as a PNG by the tests. */
export const FAKE_EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(2048, 1)]);
/** A PNG header followed by just over 5 MB. */
export function oversizedPng(): Buffer {
  return Buffer.concat([PNG_1PX.subarray(0, 16), Buffer.alloc(5 * 1024 * 1024, 7)]);
}

/** A Verhoeff-valid Aadhaar number: 11 digits plus their check digit. */
export function validAadhaar(body11 = '23412341234'): string {
  return body11 + verhoeffCheckDigit(body11);
}

/** The same 11 digits with a wrong check digit. */
export function badAadhaar(body11 = '23412341234'): string {
  return body11 + String((Number(verhoeffCheckDigit(body11)) + 1) % 10);
}
