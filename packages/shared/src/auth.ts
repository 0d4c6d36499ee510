import { z } from 'zod';
import { ROLES } from './roles.ts';

export * from './roles.ts';

/** The signed-in user as the server knows it from the session (never from the client). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
