import { z } from 'zod';
import { companyFormSchema, companySchema } from '../companies.ts';
import { idParam } from '../ids.ts';

/**
 * The companies endpoints (portal §3, §7): request and response schemas. The form's own rules and
 * messages are `companyFormSchema` (companies.ts).
 */

/** The `user_id` a client may send: checked against the session, never trusted. */
const userIdField = z.union([z.number(), z.string()]).optional();

/** GET /user/all_companies/{userId} (and the spec's /public/api/v1 alias). */
export const companyListParams = z.object({ userId: idParam });
export const companyListResponse = z.object({ success: z.literal(true), companies: z.array(companySchema) });

/** POST /user/companies/create: the form's choices. */
export const companyChoicesResponse = z.object({
  success: z.literal(true),
  company_types: z.array(z.string()),
  sectors: z.array(z.string()),
  parent_companies: z.array(z.string()),
});

/** POST /user/companies/store (JSON or multipart with `logo`): create, or update when `id` is given. */
export const companyStoreBody = companyFormSchema.and(
  z.object({
    id: idParam
      .optional()
      .nullable()
      .or(z.literal('').transform(() => null)),
  }),
);
export const companyStoreResponse = z.object({ success: z.literal(true), message: z.string(), company: companySchema });
export type CompanyStoreResponse = z.output<typeof companyStoreResponse>;

/** GET /user/companies/{id}/logo */
export const companyIdParams = z.object({ id: idParam });

/** POST /user/companies/destroy (JSON or multipart). */
export const companyDestroyBody = z.object({ user_id: userIdField, company_id: idParam });
export const companyDestroyResponse = z.object({ success: z.literal(true), message: z.string() });
export type CompanyDestroyResponse = z.output<typeof companyDestroyResponse>;
