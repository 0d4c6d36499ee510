import type { Readable } from 'node:stream';
import { GENERIC_MESSAGES } from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import type { StorageConfig } from '../../adapters-config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage, s3ClientConfig } from './s3.ts';

/**
 * Where uploaded files live (profile photos, company logos, documents). Keys are relative paths such
 * as `profiles/2f1c….jpg`: letters, digits, `/ _ . -`, no `..`, at most 255 characters; pick them
 * yourself (a random id plus an extension), never from a client's file name.
 *
 *   await storage.put(key, bufferOrStream, 'image/png');
 *   const file = await storage.get(key);            // null when absent
 *   if (file) reply.type(file.contentType).send(file.stream);
 *   await storage.delete(key);                      // absent is fine
 *
 * Check what a file is (by its bytes) before you put it; the adapter stores whatever it is given.
 */
export interface FileStorage {
  readonly name: 'local' | 's3';
  /**
   * Stores the bytes under `key`. A stream is written as it is read (local disk: a temporary file
   * renamed into place; S3: one PUT of the stream when `size` is given), so memory does not grow
   * with the file; a failed write leaves nothing under the key.
   */
  put(key: string, body: Buffer | Uint8Array | Readable, contentType: string, size?: number): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Deletes half-written temporary files older than `olderThanMs` (local disk only); answers how many. */
  sweepTemporary?(olderThanMs: number): Promise<number>;
}

export interface StoredFile {
  stream: Readable;
  contentType: string;
  /** Bytes, when the store knows. */
  size?: number;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,254}$/;

/** Throws on a key that could escape its folder or is not one we would make. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((seg) => seg === '' || seg === '.' || seg === '..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

export async function toBuffer(body: Buffer | Uint8Array | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The store as modules use it: a failing disk or bucket (not writable, full, unreachable) is a 503
 * with one clear message wherever a file is written or read, never a 500. A key we would never make
 * stays a programming error.
 */
export function createFileStorage(config: StorageConfig): FileStorage {
  return unavailableAs503(
    config.provider === 's3' ? createS3Storage(config.bucket, s3ClientConfig(config)) : createLocalStorage(config.dir),
  );
}

export function unavailableAs503(inner: FileStorage): FileStorage {
  const guard =
    <A extends unknown[], R>(op: (key: string, ...rest: A) => Promise<R>) =>
    async (key: string, ...rest: A): Promise<R> => {
      assertStorageKey(key);
      try {
        return await op(key, ...rest);
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError('UNAVAILABLE', GENERIC_MESSAGES.STORAGE_UNAVAILABLE).withCause(err);
      }
    };
  return {
    name: inner.name,
    put: guard((key, body: Buffer | Uint8Array | Readable, contentType: string, size?: number) =>
      inner.put(key, body, contentType, size),
    ),
    get: guard((key) => inner.get(key)),
    delete: guard((key) => inner.delete(key)),
    exists: guard((key) => inner.exists(key)),
    ...(inner.sweepTemporary ? { sweepTemporary: inner.sweepTemporary.bind(inner) } : {}),
  };
}
