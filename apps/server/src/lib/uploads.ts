import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { IMAGE_MAX_BYTES, REGISTRATION_MESSAGES, sniffImageType, type ImageType } from '@anupalan/shared';
import { AppError } from './errors.ts';

export interface UploadedFile {
  filename: string;
  /** Up to the limit; empty when the file was too large. */
  buffer: Buffer;
  tooLarge: boolean;
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
  opts: Parameters<typeof readForm>[1] & {
    defaults?: (request: FastifyRequest) => Record<string, string>;
    /** Checked before the body is read (a declared Content-Length too large for the route). */
    before?: (request: FastifyRequest) => void;
  },
): preValidationAsyncHookHandler {
  return async (request) => {
    opts.before?.(request);
    const { fields, files } = await readForm(request, opts);
    request.body = { ...opts.defaults?.(request), ...fields };
    request.uploads = files;
  };
}

export const MALFORMED_MULTIPART = 'The upload could not be read: the multipart form data is malformed.';

async function readParts(
  request: FastifyRequest,
  opts: { fileFields: string[]; maxFileBytes: number; keepEmptyFiles?: boolean },
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
