import { z } from 'zod';

/** Largest id we accept: PostgreSQL `integer`. Anything bigger is a bad request, not a lookup. */
export const MAX_ID = 2_147_483_647;

export const ID_MESSAGE = 'The id must be a positive whole number.';

/**
 * A positive integer id from a path or query string. Strings of digits only: "12abc", "-1", "1e3",
 * "0x10", arrays and numbers past MAX_ID are all refused with one clear message.
 */
export const idParam = z
  .union([z.string(), z.number()], { error: ID_MESSAGE })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/, { error: ID_MESSAGE })
      .transform(Number)
      .refine((n) => n <= MAX_ID, { error: ID_MESSAGE }),
  );

/**
 * The `user_id` the old client sends in request bodies: optional, and only ever compared with the
 * signed-in account (`assertSelf` on the server); the server never trusts it.
 */
export const legacyUserIdField = z.union([z.number(), z.string()]).optional().nullable();
