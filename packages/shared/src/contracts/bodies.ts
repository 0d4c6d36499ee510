import { z } from 'zod';

/**
 * The body contracts of routes that take no fields of their own. Every route declares its body
 * (`apps/server/src/security/contracts.test.ts` fails on one that does not): a route that reads none
 * says so with `noBody`, a multipart route whose form carries only its file with `fileOnlyForm`.
 */

/** No body: nothing, or an empty JSON object (fields sent anyway are ignored, never read). */
export const noBody = z.object({}).nullish().describe('No body (or an empty JSON object).');

/** A multipart form whose only part is its file (named in the route's summary); no text fields. */
export const fileOnlyForm = z.object({}).describe('multipart/form-data: the file part only, no text fields.');

/** No query: a read whose answer depends on nothing in its query string (any parameters are ignored). */
export const noQuery = z.object({}).describe('No query parameters.');
