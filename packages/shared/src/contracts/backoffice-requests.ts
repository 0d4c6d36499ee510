import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { formatInr } from '../money.ts';
import { pageQuerySchema, type Actor, type Paged } from './admin.ts';
import { requestPlanSchema, type Holiday, type ServiceMilestones } from './milestones.ts';
import { REQUEST_STAGES, stageEntrySchema, uploadDocumentSchema, type RequestStage } from './requests.ts';

/**
 * The back office's request side (issue 11): the queue `/admin/requests`, a request's page, internal
 * notes, target times per stage, the service provider's own requests (`/partner/requests`) and the
 * reseller's referral orders (`/partner/referrals`). camelCase shapes, ISO dates, amounts in paise.
 */

export const REQUEST_ADMIN_MESSAGES = {
  noteRequired: 'Please write a note',
  noteTooLong: 'A note must be at most 5000 characters',
  noteSaved: 'Note added.',
  targetsSaved: 'Target times saved.',
  hoursRange: 'Enter whole hours from 1 to 8760',
  notAssignedToYou: 'This request is not assigned to you.',
  partnerOnly: 'This page is for approved partners.',
  assigneeInvalid: 'Requests can be assigned only to staff or an approved service provider.',
  unknownService: 'No such service.',
  emailUnproven: 'Please verify your e-mail address first.',
  /** Completing a request with a balance due asks first (issue 28): the result is withheld until it is paid. */
  completeWithBalanceDue: (duePaise: number) =>
    `${formatInr(duePaise)} is still due on this request. The customer will see that the result is ready but cannot download it until the balance is paid. Complete it anyway?`,
  completeAnyway: 'Complete anyway',
} as const;
const m = REQUEST_ADMIN_MESSAGES;

/** Stages that have a target time (a completed request is never overdue). */
export const TARGET_STAGES = ['paid', 'documents_received', 'in_progress'] as const satisfies readonly RequestStage[];
export type TargetStage = (typeof TARGET_STAGES)[number];

/** Target hours per stage when a service has none of its own. */
export const DEFAULT_STAGE_TARGET_HOURS: Record<TargetStage, number> = {
  paid: 48,
  documents_received: 24,
  in_progress: 120,
};

const id = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be positive' })
  .max(MAX_ID, { error: 'is too large' });
const qDate = z
  .string({ error: 'must be a single date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { error: 'must be a real date' },
  )
  .optional();

/** GET /admin/requests (and /partner/requests, without assignee): filters in the query string. */
export const requestQueueQuerySchema = pageQuerySchema
  .extend({
    stage: z.enum(REQUEST_STAGES, { error: 'stage must be one of paid, documents_received, in_progress, completed' }).optional(),
    serviceId: id.optional(),
    from: qDate,
    to: qDate,
    /** A staff member's or service provider's id, or `none` for unassigned requests. */
    assignee: z.union([z.literal('none'), id], { error: 'assignee must be an id or none' }).optional(),
    overdue: z.enum(['true', 'false'], { error: 'overdue must be true or false' }).optional(),
    /** Customer name, mobile or e-mail, order id or request number. */
    q: z.string({ error: 'must be a single text value' }).trim().max(100).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: 'The range must end on or after its start', path: ['to'] });
export type RequestQueueQuery = z.infer<typeof requestQueueQuerySchema>;

export const requestAssigneeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['staff', 'admin', 'service_provider']),
});
export type RequestAssignee = z.infer<typeof requestAssigneeSchema>;

export const queueRowSchema = z.object({
  id: z.number().int(),
  orderId: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  customerName: z.string(),
  stage: z.enum(REQUEST_STAGES),
  stageLabel: z.string(),
  stageReachedAt: z.string(),
  /** When the current stage's target time runs out (null at completed). */
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  createdAt: z.string(),
  totalPaise: z.number().int(),
  paidPaise: z.number().int(),
  assignee: requestAssigneeSchema.nullable(),
  hasDeliverable: z.boolean(),
});
export type QueueRow = z.infer<typeof queueRowSchema>;

export const requestNoteSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type RequestNote = z.infer<typeof requestNoteSchema>;

export const requestPaymentSchema = z.object({
  id: z.number().int(),
  gatewayPaymentId: z.string(),
  amountPaise: z.number().int(),
  /** What has been refunded of this payment (processed refunds). */
  refundedPaise: z.number().int(),
  createdAt: z.string(),
});

/** A request's page. A service provider's view leaves out the contact details, payments and notes. */
export const requestDetailSchema = queueRowSchema.extend({
  registrationType: z.enum(['individual', 'business']),
  /** The period a recurring filing is for, as it reads ('Q2 (Jul–Sep 2026), FY 2026-27'); null for a one-off. */
  periodLabel: z.string().nullable(),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
  }),
  company: z
    .object({
      id: z.number().int(),
      name: z.string(),
      gstNo: z.string().nullable(),
      panNo: z.string().nullable(),
      city: z.string(),
    })
    .nullable(),
  payments: z.array(requestPaymentSchema),
  /** Refunded of the request's payments in all (staff view; 0 for a provider): paid net of it is what was kept. */
  refundedPaise: z.number().int(),
  documents: z.array(uploadDocumentSchema),
  stages: z.array(stageEntrySchema),
  /** Milestones on the working-day clock, the expert, and the version a staff move names (issue 21). */
  plan: requestPlanSchema,
  notes: z.array(requestNoteSchema),
  deliverable: z.object({ fileName: z.string(), url: z.string(), uploadedAt: z.string() }).nullable(),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

export const noteCreateSchema = z.object({
  body: z.string({ error: m.noteRequired }).trim().min(1, { error: m.noteRequired }).max(5000, { error: m.noteTooLong }),
});
export type NoteCreateInput = z.input<typeof noteCreateSchema>;

const hours = z.coerce
  .number({ error: m.hoursRange })
  .int({ error: m.hoursRange })
  .min(1, { error: m.hoursRange })
  .max(8760, { error: m.hoursRange });
/** PUT /admin/requests/targets/:id: hours per stage; an empty value (or null) goes back to the default. */
const targetHours = z.preprocess((v) => (v === '' || v === undefined ? null : v), hours.nullable());
export const targetsUpdateSchema = z.object({
  paid: targetHours,
  documents_received: targetHours,
  in_progress: targetHours,
});
export type TargetsUpdateInput = Partial<Record<TargetStage, number | string | null>>;

export const serviceTargetsSchema = z.object({
  serviceId: z.number().int(),
  serviceName: z.string(),
  /** The hours in force per stage (the service's own, or the default). */
  hours: z.record(z.enum(TARGET_STAGES), z.number().int()),
  /** The service's own hours (null where the default applies). */
  custom: z.record(z.enum(TARGET_STAGES), z.number().int().nullable()),
});
export type ServiceTargets = z.infer<typeof serviceTargetsSchema>;

/* ---------------------------------------------------------------- reseller referrals ---------- */

export const referralOrderSchema = z.object({
  /** The order's receipt number, e.g. rcpt_…; nothing else that identifies the customer but a first name. */
  orderRef: z.string(),
  paidAt: z.string(),
  serviceName: z.string(),
  customerFirstName: z.string(),
  amountPaise: z.number().int(),
  discountPaise: z.number().int(),
});
export type ReferralOrder = z.infer<typeof referralOrderSchema>;

export const referralSummarySchema = z.object({
  code: z.string().nullable(),
  discountPercent: z.number().int().nullable(),
  orders: z.array(referralOrderSchema),
  total: z.number().int(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/* ---------------------------------------------------------------- partner e-mail proof ---------- */

export const PARTNER_EMAIL_MESSAGES = {
  codeSent: 'We have sent a code to your e-mail address.',
  verified: 'Your e-mail address is verified.',
  emailTaken: 'This e-mail address belongs to another account. Please use another address.',
  noAddress: 'Please enter your e-mail address.',
  alreadyVerified: 'Your e-mail address is already verified.',
  codeRequired: 'Please enter the code',
  /** The partner page while the address is unproven (issue 28 item 7): the one step left, its action beside it. */
  stepLeftTitle: 'One step left: verify your e-mail address',
  stepLeft:
    'Your partner account is approved. Verify your e-mail address to open your partner pages and to sign in with it: we send a 6-digit code to it.',
  signInWithEmail: 'You can sign in with this e-mail address or your mobile number, and your password.',
  /** Another address than the registered one, or one replacing a proven address (issue 27). */
  passwordRequired: 'To use another e-mail address, please enter your current password.',
  passwordWrong: 'The current password is not correct',
} as const;

export const partnerEmailOtpSchema = z.object({
  /** Another address to prove instead of the one registered (optional). */
  email: z
    .string({ error: 'Please enter a valid email' })
    .trim()
    .toLowerCase()
    .email({ error: 'Please enter a valid email' })
    .max(254, { error: 'Please enter a valid email' })
    .optional(),
  /** Needed with `email` when it replaces the registered address or a proven one. */
  current_password: z.string().max(128).optional(),
});
export const partnerEmailVerifySchema = z.object({
  code: z
    .string({ error: PARTNER_EMAIL_MESSAGES.codeRequired })
    .trim()
    .regex(/^\d{6}$/, { error: 'The code has 6 digits' }),
});

export const partnerMeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['reseller', 'service_provider']),
  email: z.string().nullable(),
  pendingEmail: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type PartnerMe = z.infer<typeof partnerMeSchema>;

/* ---------------------------------------------------------------- in-process services ---------- */

/** What the `/admin/requests` pages call in-process (the same service as the API routes). */
export interface RequestAdminServices {
  queue(actor: Actor, query: unknown): Promise<Paged<QueueRow>>;
  detail(actor: Actor, id: number): Promise<RequestDetail>;
  addNote(actor: Actor, id: number, body: unknown): Promise<RequestNote>;
  changeStage(actor: Actor, id: number, body: unknown): Promise<string>;
  /** Assigns or hands over a request; a hand-over note is kept for the next owner and the customer is told. */
  assign(actor: Actor, id: number, assigneeId: number | null, note?: unknown): Promise<string>;
  /** A service's milestones (its editor page); the four stages while it has none. */
  milestones(actor: Actor, serviceId: number): Promise<ServiceMilestones>;
  setMilestones(actor: Actor, serviceId: number, body: unknown): Promise<ServiceMilestones>;
  /** The holidays the working-day clock skips. */
  holidays(actor: Actor): Promise<Holiday[]>;
  setHolidays(actor: Actor, body: unknown): Promise<Holiday[]>;
  /** Moves a request to its next milestone; `body.version` is the version seen (409 when stale). */
  advance(actor: Actor, id: number, body: unknown): Promise<string>;
  uploadDeliverable(
    actor: Actor,
    id: number,
    file: { filename: string; buffer: Uint8Array; tooLarge?: boolean } | undefined,
  ): Promise<string>;
  assignees(actor: Actor): Promise<RequestAssignee[]>;
  services(actor: Actor): Promise<{ id: number; name: string }[]>;
  targets(actor: Actor): Promise<ServiceTargets[]>;
  setTargets(actor: Actor, serviceId: number, body: unknown): Promise<ServiceTargets>;
  /** Requests past the target time of their current stage (for the dashboard). */
  countOverdue(actor: Actor): Promise<number>;
  /** The partner side: a service provider's assigned requests, a reseller's referral orders. */
  partner: {
    me(actor: Actor): Promise<PartnerMe>;
    queue(actor: Actor, query: unknown): Promise<Paged<QueueRow>>;
    detail(actor: Actor, id: number): Promise<RequestDetail>;
    /** A stage change on an assigned request (403 on any other); answers its message among others. */
    changeStage(actor: Actor, id: number, body: unknown): Promise<{ message: string }>;
    referrals(actor: Actor, query: unknown): Promise<ReferralSummary>;
  };
}
