import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { pageQuerySchema, type Actor, type Paged } from './admin.ts';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_DESCRIPTION_MAX,
  GRIEVANCE_MESSAGES as M,
  GRIEVANCE_REPLY_MAX,
  GRIEVANCE_STATUSES,
  TICKET_NO_PATTERN,
} from './grievances-texts.ts';

export * from './grievances-texts.ts';

export const ticketParamsSchema = z.object({ ticket: z.string().regex(TICKET_NO_PATTERN, { error: M.notFound }) });

/**
 * POST /user/grievances (multipart with up to three attachments, or JSON): the complaint. The order
 * is the id of one of the customer's own requests, or empty; the server checks it is theirs.
 */
export const grievanceFileBody = z.object({
  category: z.enum(GRIEVANCE_CATEGORIES, { error: M.category }),
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, { error: M.descriptionRequired })
    .max(GRIEVANCE_DESCRIPTION_MAX, { error: M.descriptionTooLong }),
  request_id: z
    .union([z.string(), z.number()], { error: M.orderNotYours })
    .optional()
    .transform((v) => String(v ?? '').trim())
    .pipe(z.string().regex(/^([1-9][0-9]{0,9})?$/, { error: M.orderNotYours }))
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((n) => n === null || n <= MAX_ID, { error: M.orderNotYours }),
});
export type GrievanceFileInput = z.input<typeof grievanceFileBody>;

export const grievanceAttachmentSchema = z.object({ id: z.number().int(), fileName: z.string(), size: z.number().int() });
export const grievanceReplySchema = z.object({ id: z.number().int(), body: z.string(), createdAt: z.string() });

/** A ticket as its customer sees it: no internal notes, no staff names. */
export const grievanceSchema = z.object({
  ticketNo: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  description: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  requestId: z.number().int().nullable(),
  orderLabel: z.string().nullable(),
  createdAt: z.string(),
  ackDueAt: z.string(),
  resolveDueAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  resolution: z.string().nullable(),
  attachments: z.array(grievanceAttachmentSchema),
  replies: z.array(grievanceReplySchema),
});
export type Grievance = z.infer<typeof grievanceSchema>;

export const grievanceFiledResponse = z.object({ success: z.literal(true), message: z.string(), data: grievanceSchema });
export const grievanceResponse = z.object({ success: z.literal(true), data: grievanceSchema });
export const grievanceListResponse = z.object({ success: z.literal(true), data: z.array(grievanceSchema) });

/* ---------------------------------------------------------------- the back office ---------- */

export const grievanceMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['reply', 'note']),
  body: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});

export const adminGrievanceSchema = z.object({
  id: z.number().int(),
  ticketNo: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  description: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  requestId: z.number().int().nullable(),
  orderLabel: z.string().nullable(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  ackDueAt: z.string(),
  resolveDueAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  resolution: z.string().nullable(),
  /** Past a clock: acknowledgement not given within 48 hours, or not resolved within the month. */
  ackOverdue: z.boolean(),
  resolveOverdue: z.boolean(),
  escalatedAt: z.string().nullable(),
});
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;
export const adminGrievanceDetailSchema = adminGrievanceSchema.extend({
  attachments: z.array(grievanceAttachmentSchema),
  messages: z.array(grievanceMessageSchema),
  staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminGrievanceDetail = z.infer<typeof adminGrievanceDetailSchema>;

export const grievanceListQuery = pageQuerySchema.extend({
  status: z.enum(GRIEVANCE_STATUSES, { error: 'status must be open, acknowledged, resolved or closed' }).optional(),
  overdue: z.enum(['1'], { error: "overdue must be '1'" }).optional(),
});
export type GrievanceListQuery = z.infer<typeof grievanceListQuery>;

const staffText = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(GRIEVANCE_REPLY_MAX, { error: M.textTooLong });
export const grievanceAssignBody = z.object({
  assigneeId: z.coerce
    .number({ error: M.assigneeNotStaff })
    .int({ error: M.assigneeNotStaff })
    .positive({ error: M.assigneeNotStaff })
    .max(MAX_ID, { error: M.assigneeNotStaff }),
});
export const grievanceReplyBody = z.object({ body: staffText(M.replyRequired) });
export const grievanceNoteBody = z.object({ body: staffText(M.noteRequired) });
export const grievanceResolveBody = z.object({ resolution: staffText(M.resolutionRequired) });

/**
 * The compliance report's monthly count (complaints received in the month, by the India calendar);
 * without a month, the current one.
 */
export const grievanceReportQuery = z.object({
  month: z
    .string({ error: M.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: M.month })
    .optional(),
});
export const grievanceReportSchema = z.object({
  month: z.string(),
  received: z.number().int(),
  acknowledgedInTime: z.number().int(),
  acknowledgedLate: z.number().int(),
  resolvedInTime: z.number().int(),
  resolvedLate: z.number().int(),
  open: z.number().int(),
  byCategory: z.record(z.string(), z.number().int()),
});
export type GrievanceReport = z.infer<typeof grievanceReportSchema>;

export const adminGrievanceResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminGrievanceDetailSchema,
});

/** The customer's pages call these in-process (`AppServices.grievances`), always for the session's user. */
export interface GrievanceServices {
  mine(user: Actor): Promise<Grievance[]>;
  ticket(user: Actor, ticketNo: string): Promise<Grievance>;
  /** The customer's orders a complaint may name (id and a label). */
  orders(user: Actor): Promise<Array<{ id: number; label: string }>>;
}

/** The back office's grievance queue (`AppServices.grievanceAdmin`); every call checks the role. */
export interface GrievanceAdminServices {
  list(actor: Actor, query: unknown): Promise<Paged<AdminGrievance>>;
  detail(actor: Actor, id: number): Promise<AdminGrievanceDetail>;
  acknowledge(actor: Actor, id: number): Promise<AdminGrievanceDetail>;
  assign(actor: Actor, id: number, body: unknown): Promise<AdminGrievanceDetail>;
  note(actor: Actor, id: number, body: unknown): Promise<AdminGrievanceDetail>;
  reply(actor: Actor, id: number, body: unknown): Promise<AdminGrievanceDetail>;
  resolve(actor: Actor, id: number, body: unknown): Promise<AdminGrievanceDetail>;
  close(actor: Actor, id: number): Promise<AdminGrievanceDetail>;
  report(actor: Actor, query: unknown): Promise<GrievanceReport>;
}
