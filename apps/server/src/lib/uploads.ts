import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import {
  GENERIC_MESSAGES,
  IMAGE_MAX_BYTES,
  REGISTRATION_MESSAGES,
  REQUEST_MESSAGES,
  sniffDocumentType,
  sniffImageType,
  type ImageType,
} from '@anupalan/shared';
import { AppError } from './errors.ts';
import type { UploadGate } from './upload-gate.ts';

/** How many first bytes of a file its type is judged by. */
export const HEAD_BYTES = 16;

export interface UploadedFile {
  filename: string;
  /** Up to the limit; empty when the file was too large, and for a file streamed to disk (`spooled`). */
  buffer: Buffer;
  tooLarge: boolean;
  /** Set when the form was read with `spool`: the bytes are in a temporary file, not in memory. */
  spooled?: SpooledBytes;
}

/** A file streamed to a temporary file as it arrived (formBody's `spool`). */
export interface SpooledBytes {
  /** Bytes received, counted as they streamed (also those of a file refused on the way). */
  size: number;
  /** Its first bytes (up to HEAD_BYTES): what its type is judged by. */
  head: Buffer;
  /**
   * The temporary file with every byte, or null when nothing was kept: too large, empty, or
   * refused by its first bytes (what was written is removed as soon as the part ends). Removed when the
   * request's answer is over.
   */
  path: string | null;
}

/** The size of an uploaded file, in memory or streamed to disk. */
export function uploadSize(file: UploadedFile): number {
  return file.spooled ? file.spooled.size : file.buffer.length;
}

/** The first bytes of an uploaded file (what its type is judged by). */
export function uploadHead(file: UploadedFile): Buffer {
  return file.spooled ? file.spooled.head : file.buffer.subarray(0, HEAD_BYTES);
}

/**
 * The document upload's rules, in one place for every document a person uploads (a request's
 * documents and deliverables, a message's attachment, a complaint's attachments): within
 * `maxBytes`, not empty, a PDF, JPEG or PNG by its first bytes. Answers its size and type; a
 * refusal names `field`.
 */
export function checkDocumentUpload(file: UploadedFile, maxBytes: number, field = 'file') {
  const maxMb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  const size = uploadSize(file);
  if (file.tooLarge || size > maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', REQUEST_MESSAGES.fileTooLarge(maxMb), {
      [field]: [REQUEST_MESSAGES.fileTooLarge(maxMb)],
    });
  if (size === 0) throw new AppError('VALIDATION', REQUEST_MESSAGES.fileEmpty, { [field]: [REQUEST_MESSAGES.fileEmpty] });
  const contentType = sniffDocumentType(uploadHead(file));
  if (!contentType) throw new AppError('VALIDATION', REQUEST_MESSAGES.fileType, { [field]: [REQUEST_MESSAGES.fileType] });
  return { size, contentType };
}

/** The bytes of an uploaded file, to store: a stream from its temporary file, or the buffer. */
export function uploadBody(file: UploadedFile): Buffer | Readable {
  if (!file.spooled) return file.buffer;
  if (!file.spooled.path) throw new Error('This upload kept no bytes (refused while it streamed).');
  return createReadStream(file.spooled.path);
}

/**
 * Customer documents and deliverables (up to DOCUMENT_MAX_MB): streamed to disk, and a file whose
 * first bytes are not a PDF, JPEG or PNG is refused at once (its service answers the spec's text).
 */
export const DOCUMENT_SPOOL = { accept: (head: Buffer) => sniffDocumentType(head) !== null };

export interface SpoolOptions {
  /** Where the temporary files go. */
  dir: string;
  /** Judges the first bytes: false refuses the file at once (nothing more is written; it is read to its end and counted). */
  accept?: (head: Buffer) => boolean;
  /** Every temporary file made, so the caller removes them when the answer is over. */
  made: string[];
}

export interface ReadForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/**
 * The fields and files of a multipart form (or of a JSON body, for API clients without files).
 * A field sent twice is refused (400); a file over `maxFileBytes` is drained and marked tooLarge;
 * an empty file part (no file chosen) counts as absent. Files in fields not listed are refused.
 */
export async function readForm(
  request: FastifyRequest,
  opts: {
    fileFields: string[];
    maxFileBytes: number;
    /** Keep a zero-byte file that has a name (a chosen empty file) instead of treating it as absent. */
    keepEmptyFiles?: boolean;
    /** A JSON `null` is the field sent empty (cleared where the route clears blanks); by default it is absent. */
    jsonNullAsEmpty?: boolean;
    /** Stream files to temporary files instead of memory (their `spooled`). */
    spool?: SpoolOptions;
  },
): Promise<ReadForm> {
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const once = (name: string) => {
    if (name in fields || name in files)
      throw AppError.badRequest(`${name} must be sent once.`, { [name]: [`${name} must be sent once.`] });
  };
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
      throw AppError.badRequest('The request body must be a form or a JSON object.');
    }
    for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) {
      if (v === undefined) continue;
      if (v === null) {
        if (opts.jsonNullAsEmpty) fields[k] = '';
        continue;
      }
      if (typeof v === 'object')
        throw AppError.badRequest(`${k} must be a single value.`, { [k]: [`${k} must be a single value.`] });
      fields[k] = String(v);
    }
    return { fields, files };
  }
  try {
    await readParts(request, opts, fields, files, once);
  } catch (err) {
    // Whatever was streamed to disk goes with the refusal.
    if (opts.spool) await removeSpooled(opts.spool.made);
    if (err instanceof AppError) throw err;
    // A body that is not the multipart it claims to be (bad boundary, truncated, broken headers)
    // is the client's mistake, not ours.
    const e = err as { statusCode?: number; code?: string };
    if (e.statusCode === 413 || e.code === 'FST_REQ_FILE_TOO_LARGE') throw err;
    throw AppError.badRequest(MALFORMED_MULTIPART).withCause(err);
  }
  return { fields, files };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a form read by `formBody` (absent parts are not listed). */
    uploads?: Record<string, UploadedFile>;
  }
}

/**
 * The one way a route takes a multipart form: a `preValidation` hook that reads the form (or a JSON
 * body, the same way: `readForm`) into `request.body` as text fields and its files into
 * `request.uploads`, so the route's `body` schema validates it exactly as it validates JSON, with
 * the same 422 answer. `defaults` fills fields the client left out (the session's user id). Put
 * `app.requireUser` before it in the route's `preValidation` so nothing is read before sign-in.
 */
export function formBody(
  opts: Omit<Parameters<typeof readForm>[1], 'spool'> & {
    defaults?: (request: FastifyRequest) => Record<string, string>;
    /** Checked before the body is read (a declared Content-Length too large for the route). */
    before?: (request: FastifyRequest) => void;
    /**
     * Stream each file to a temporary file as it arrives (counted, its first bytes judged by
     * `accept`), so memory does not grow with the file; the file's `spooled` says where. The
     * temporary files are removed when the answer is over, whatever it was.
     */
    spool?: { accept?: (head: Buffer) => boolean };
  },
): preValidationAsyncHookHandler {
  const { spool: spoolWanted, defaults, before, ...formOpts } = opts;
  return async (request, reply) => {
    before?.(request);
    const gate = request.server.uploadGate;
    const multipart = request.isMultipart();
    // A multipart form takes one of the uploads in flight (429 when its account or the process
    // has as many as allowed), from before its first byte is read until its answer is over.
    if (multipart) whenOver(reply, gate.admit(uploaderOf(request)));
    let spool: SpoolOptions | undefined;
    if (spoolWanted && multipart) {
      const made: string[] = [];
      spool = { dir: gate.limits.spoolDir, made, ...(spoolWanted.accept ? { accept: spoolWanted.accept } : {}) };
      whenOver(reply, () => void removeSpooled(made));
    }
    const { fields, files } = await readForm(request, { ...formOpts, ...(spool ? { spool } : {}) });
    request.body = { ...defaults?.(request), ...fields };
    request.uploads = files;
  };
}

/** Whose uploads count together: the signed-in account, else the client's address. */
function uploaderOf(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/** Runs `fn` once when the answer has been sent or the connection is gone. */
function whenOver(reply: FastifyReply, fn: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  reply.raw.once('close', once);
  reply.raw.once('finish', once);
}

async function removeSpooled(paths: string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true }).catch(() => undefined)));
}

const SPOOL_FILE = /^[0-9a-f]{24}\.upload$/;

/**
 * Removes temporary upload files older than `olderThanMs` (a process killed while receiving or
 * storing an upload leaves its own behind). Answers how many.
 */
export async function sweepSpool(dir: string, olderThanMs: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of names) {
    if (!SPOOL_FILE.test(name)) continue;
    const file = path.join(dir, name);
    try {
      if ((await stat(file)).mtimeMs <= cutoff) {
        await rm(file, { force: true });
        removed += 1;
      }
    } catch {
      /* gone meanwhile */
    }
  }
  return removed;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads in flight, their limits and where their files are streamed (lib/upload-gate.ts). */
    uploadGate: UploadGate;
  }
}

export const MALFORMED_MULTIPART = 'The upload could not be read: the multipart form data is malformed.';

async function readParts(
  request: FastifyRequest,
  opts: { fileFields: string[]; maxFileBytes: number; keepEmptyFiles?: boolean; spool?: SpoolOptions },
  fields: Record<string, string>,
  files: Record<string, UploadedFile>,
  once: (name: string) => void,
): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      once(part.fieldname);
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      continue;
    }
    if (!opts.fileFields.includes(part.fieldname)) {
      part.file.resume();
      throw AppError.badRequest(`Unexpected file field ${part.fieldname}.`);
    }
    once(part.fieldname);
    if (opts.spool) {
      const spooled = await spoolFile(part.file, opts.maxFileBytes, opts.spool);
      if (spooled.size === 0 && !spooled.tooLarge && !(opts.keepEmptyFiles && part.filename)) continue;
      files[part.fieldname] = {
        filename: part.filename,
        buffer: Buffer.alloc(0),
        tooLarge: spooled.tooLarge,
        spooled: { size: spooled.size, head: spooled.head, path: spooled.path },
      };
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    try {
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        if (size > opts.maxFileBytes) tooLarge = true;
        else chunks.push(chunk as Buffer);
      }
    } catch (err) {
      // The server-wide multipart limit (larger than ours) stopped the stream.
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') tooLarge = true;
      else throw err;
    }
    if (part.file.truncated) tooLarge = true;
    if (size === 0 && !tooLarge && !(opts.keepEmptyFiles && part.filename)) continue;
    // The fields after an oversize file are still read (app.ts cuts files off rather than failing),
    // so the answer is about the file ("Image size must be less than 5MB"), not about fields that
    // seem missing.
    files[part.fieldname] = { filename: part.filename, buffer: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks), tooLarge };
  }
}

/**
 * Streams one file part to a new temporary file, counting its bytes and judging its first bytes
 * as they arrive: memory holds a chunk at a time, whatever the file's size. Past `maxBytes`, or
 * refused by its first bytes, nothing more is written, the part already written is removed, and
 * the rest is read to its end (and counted) so the fields after it are still read.
 */
async function spoolFile(
  file: Readable & { truncated?: boolean },
  maxBytes: number,
  spool: SpoolOptions,
): Promise<{ size: number; head: Buffer; path: string | null; tooLarge: boolean }> {
  await mkdir(spool.dir, { recursive: true, mode: 0o700 });
  const tmp = path.join(spool.dir, `${randomBytes(12).toString('hex')}.upload`);
  spool.made.push(tmp);
  let size = 0;
  let tooLarge = false;
  let refused = false;
  let judged = !spool.accept;
  // The first bytes, kept for the type check; and the chunks held back until they are judged.
  const headParts: Buffer[] = [];
  let headBytes = 0;
  const first: Buffer[] = [];
  let firstBytes = 0;
  const judge = (push: (chunk: Buffer) => void) => {
    judged = true;
    if (first.length && spool.accept && !spool.accept(headOf(headParts))) refused = true;
    else for (const c of first) push(c);
  };
  const counted = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (headBytes < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headBytes);
        headParts.push(part);
        headBytes += part.length;
      }
      if (tooLarge || refused) return done();
      if (size > maxBytes) {
        tooLarge = true;
        return done();
      }
      if (!judged) {
        first.push(chunk);
        firstBytes += chunk.length;
        if (firstBytes >= HEAD_BYTES) judge((c) => this.push(c));
        return done();
      }
      done(null, chunk);
    },
    flush(done) {
      if (!judged && !tooLarge) judge((c) => this.push(c));
      done();
    },
  });
  let diskError: unknown = null;
  const out = createWriteStream(tmp, { mode: 0o600 });
  out.once('error', (err) => (diskError = err));
  try {
    await pipeline(file, counted, out);
  } catch (err) {
    await rm(tmp, { force: true });
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      return { size, head: headOf(headParts), path: null, tooLarge: true };
    if (diskError) throw new AppError('UNAVAILABLE', GENERIC_MESSAGES.STORAGE_UNAVAILABLE).withCause(diskError);
    throw err;
  }
  if (file.truncated) tooLarge = true;
  const keep = !tooLarge && !refused && size > 0;
  if (!keep) await rm(tmp, { force: true });
  return { size, head: headOf(headParts), path: keep ? tmp : null, tooLarge };
}

function headOf(parts: Buffer[]): Buffer {
  return Buffer.concat(parts).subarray(0, HEAD_BYTES);
}

export const IMAGE_EXTENSIONS: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

/**
 * A profile image checked by its bytes: JPEG, PNG or GIF, under 5 MB. The file name and the
 * declared type are ignored (a renamed executable is refused). Throws 422 with the spec's texts.
 */
export function checkImage(file: UploadedFile, field = 'image'): { buffer: Buffer; contentType: ImageType; ext: string } {
  if (file.tooLarge || file.buffer.length >= IMAGE_MAX_BYTES) {
    throw new AppError('VALIDATION', REGISTRATION_MESSAGES.imageSize, { [field]: [REGISTRATION_MESSAGES.imageSize] });
  }
  const type = sniffImageType(file.buffer.subarray(0, 16));
  if (!type) throw new AppError('VALIDATION', REGISTRATION_MESSAGES.imageType, { [field]: [REGISTRATION_MESSAGES.imageType] });
  return { buffer: file.buffer, contentType: type, ext: IMAGE_EXTENSIONS[type] };
}
