import { z } from 'zod';

export const errorBodySchema = z.object({
  /** Only on the sign-in, partner, profile and location routes (their error option `statusField`). */
  status: z.literal('error').optional(),
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** Every route may answer these; declaring them keeps the OpenAPI document honest. */
export const errorResponses = {
  400: errorBodySchema,
  404: errorBodySchema,
  500: errorBodySchema,
  503: errorBodySchema,
} as const;
