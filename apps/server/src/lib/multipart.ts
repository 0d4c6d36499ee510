import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * Reads a request that may be JSON or multipart/form-data into plain fields and files, so one
 * handler serves the web app (JSON) and integrators posting forms. Files are buffered up to the
 * multipart limits set in app.ts; a file over the limit is a 413.
 */
export async function readFieldsAndFiles(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw AppError.badRequest('The request body must be a JSON object.');
    }
    return { fields: (body as Record<string, unknown> | undefined) ?? {}, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large.');
      if (data.length > 0) files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
