import { z } from 'zod';
import { ROLES, type SessionUser } from '../auth.ts';
import { LOGIN_MESSAGES, loginIdentifierSchema, loginPasswordSchema, otpSchema } from './auth.ts';
import { MAX_ID } from '../ids.ts';
import type { AdminMoneyServices } from './admin-money.ts';
import { ADMIN_MESSAGES, BACKOFFICE_ROLES } from './admin-texts.ts';

export * from './admin-texts.ts';

/**
 * The back office's contracts (`/api/v1/admin/*` and the `/admin` pages): one set of zod schemas
 * and messages that the server validates with and the pages use for their forms. Shapes are
 * camelCase; dates are ISO strings.
 */

const m = ADMIN_MESSAGES;

/* ---------------------------------------------------------------- common ---------- */

const idSchema = z.coerce
  .number({ error: 'id must be a number' })
  .int({ error: 'id must be a whole number' })
  .min(1, { error: 'id must be positive' })
  .max(MAX_ID, { error: 'id is too large' });
export const adminIdParamsSchema = z.object({ id: idSchema });

/** A query-string value given once (a repeated key is an array, which is refused). */
const qText = (max = 100) => z.string({ error: 'must be a single text value' }).trim().max(max).optional();
const qDate = z
  .string({ error: 'must be a single date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { error: 'must be a real date' })
  .optional();

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: m.pageRange })
    .int({ error: m.pageRange })
    .min(1, { error: m.pageRange })
    .max(100_000, { error: m.pageRange })
    .default(1),
  pageSize: z.coerce
    .number({ error: m.pageSizeRange })
    .int({ error: m.pageSizeRange })
    .min(1, { error: m.pageSizeRange })
    .max(100, { error: m.pageSizeRange })
    .default(25),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageInfoSchema = z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type PageInfo = z.infer<typeof pageInfoSchema>;
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), items: z.array(item), pageInfo: pageInfoSchema });
}
export interface Paged<T> {
  items: T[];
  pageInfo: PageInfo;
}

export const okSchema = z.object({ success: z.literal(true), message: z.string() });

/** Reads a URL's query string into an object (first value of each key), for the pages' loaders. */
export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of url.searchParams) if (!(k in out) && v !== '') out[k] = v;
  return out;
}

/* ---------------------------------------------------------------- sign-in ---------- */

/**
 * The back office's sign-in, two factors for staff and admins (issue 27): the password alone is
 * answered with `otpRequired` and a code sent to the account's e-mail (else mobile); the password
 * with that code (`otp`) signs in. Service providers sign in with the password alone.
 */
export const staffLoginSchema = z.object({
  userName: loginIdentifierSchema,
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, { error: LOGIN_MESSAGES.passwordRequired })
    .max(128, { error: 'Password must be at most 128 characters' }),
  otp: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), otpSchema.optional()),
});
export type StaffLoginInput = z.input<typeof staffLoginSchema>;

export const staffSignedInSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), role: z.enum(ROLES) }),
  accessToken: z.string(),
  expiresAt: z.string(),
});
/** The password was right; the code went to `to` (masked). No session yet. */
export const staffCodeSentSchema = z.object({
  success: z.literal(true),
  otpRequired: z.literal(true),
  message: z.string(),
  to: z.string(),
  resendAfter: z.number().int(),
});
export const staffLoginResponseSchema = z.union([staffSignedInSchema, staffCodeSentSchema]);
export type StaffLoginResponse = z.output<typeof staffLoginResponseSchema>;

/* ---------------------------------------------------------------- staff accounts ---------- */

export const STAFF_STATUSES = ['active', 'suspended'] as const;

export const staffCreateSchema = z.object({
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, { error: m.nameRequired })
    .max(100, { error: 'Name must be at most 100 characters' }),
  email: z
    .string({ error: 'Please enter an e-mail address' })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid e-mail address' })),
  password: loginPasswordSchema,
  role: z.enum(BACKOFFICE_ROLES, { error: "role must be 'staff' or 'admin'" }).default('staff'),
});
export type StaffCreateInput = z.input<typeof staffCreateSchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.enum(BACKOFFICE_ROLES),
  status: z.string(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const assigneeSchema = z.object({ id: z.number().int(), name: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;

export const staffListQuerySchema = pageQuerySchema.extend({
  status: z.enum(STAFF_STATUSES, { error: "status must be 'active' or 'suspended'" }).optional(),
  q: qText(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

/* ---------------------------------------------------------------- audit ---------- */

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  actorRole: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  actorId: idSchema.optional(),
  action: qText(60),
  entityType: qText(60),
  entityId: qText(60),
  from: qDate,
  to: qDate,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/* ---------------------------------------------------------------- partners ---------- */

export const PARTNER_STATUSES = ['pending', 'active', 'rejected', 'suspended'] as const;
export const PARTNER_STATUS_LABELS: Record<(typeof PARTNER_STATUSES)[number], string> = {
  pending: 'Pending',
  active: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

export const partnerApplicationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['reseller', 'service_provider']),
  name: z.string(),
  /** The proven address, else the one registered and not yet proven (see `emailVerified`). */
  email: z.string().nullable(),
  /** False while the partner has not proven the address by the code sent to it (issue 11). */
  emailVerified: z.boolean(),
  mobile: z.string().nullable(),
  status: z.enum(PARTNER_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  referralCode: z.string().nullable(),
});
export type PartnerApplication = z.infer<typeof partnerApplicationSchema>;

export const partnerListQuerySchema = pageQuerySchema.extend({
  status: z.enum(PARTNER_STATUSES, { error: 'status must be pending, active, rejected or suspended' }).optional(),
  kind: z.enum(['reseller', 'service_provider'], { error: "kind must be 'reseller' or 'service_provider'" }).optional(),
  q: qText(),
});
export type PartnerListQuery = z.infer<typeof partnerListQuerySchema>;

/** The referral discount an approved reseller's code gives, unless the approver sets another. */
export const REFERRAL_DEFAULT_PERCENT = 10;

export const partnerApproveSchema = z
  .object({
    referralDiscountPercent: z.coerce
      .number({ error: m.discountRange })
      .int({ error: m.discountRange })
      .min(1, { error: m.discountRange })
      .max(100, { error: m.discountRange })
      .optional(),
  })
  .default({});
export type PartnerApproveInput = z.input<typeof partnerApproveSchema>;

export const partnerRejectSchema = z.object(
  {
    reason: z.string({ error: m.reasonRequired }).trim().min(1, { error: m.reasonRequired }).max(500, { error: m.reasonTooLong }),
  },
  { error: m.reasonRequired },
);
export type PartnerRejectInput = z.input<typeof partnerRejectSchema>;

/* ---------------------------------------------------------------- leads ---------- */

export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  closed: 'Closed',
};

export const adminLeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  serviceName: z.string(),
  message: z.string(),
  status: z.enum(LEAD_STATUSES),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const leadListQuerySchema = pageQuerySchema.extend({
  status: z.enum(LEAD_STATUSES, { error: 'status must be new, contacted, converted or closed' }).optional(),
  assigneeId: idSchema.optional(),
  q: qText(),
  from: qDate,
  to: qDate,
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: 'status must be new, contacted, converted or closed' }).optional(),
    /** A staff account's id, or null to unassign. */
    assigneeId: z.union([idSchema, z.null()]).optional(),
    notes: z.string({ error: 'notes must be text' }).max(5000, { error: m.notesTooLong }).optional(),
  })
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined || v.notes !== undefined, {
    error: 'Nothing to change: give status, assigneeId or notes.',
  });
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;

/* ---------------------------------------------------------------- newsletter ---------- */

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  subscribed: z.boolean(),
  createdAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['subscribed', 'unsubscribed'], { error: "status must be 'subscribed' or 'unsubscribed'" }).optional(),
  q: qText(),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a value that a spreadsheet would read as
 * a formula (starting with = + - @, tab or carriage return) gets a leading apostrophe, and every
 * cell is quoted with inner quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export function csvRow(values: (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/* ---------------------------------------------------------------- coupons ---------- */

const couponCode = z
  .string({ error: m.couponCodeRequired })
  .trim()
  .min(1, { error: m.couponCodeRequired, abort: true })
  .regex(/^[A-Za-z0-9_-]{3,40}$/, { error: m.couponCodeFormat })
  .transform((s) => s.toUpperCase());

/**
 * A date and time, or a day (YYYY-MM-DD, the day in India): a coupon is valid from the start of
 * its first day and until the end of its last (issue 28: "valid until 31 December" counts the 31st).
 */
const isoDateTime = (dayAs: 'start' | 'end') =>
  z
    .string({ error: m.dateInvalid })
    .trim()
    .refine((s) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)), {
      error: m.dateInvalid,
    })
    .transform((s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}${dayAs === 'start' ? 'T00:00:00' : 'T23:59:59.999'}+05:30` : s));

const wholeAtLeast1 = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(1_000_000, { error: message });

const couponFields = {
  code: couponCode,
  discountPercent: z.coerce
    .number({ error: m.discountRange })
    .int({ error: m.discountRange })
    .min(1, { error: m.discountRange })
    .max(100, { error: m.discountRange }),
  validFrom: isoDateTime('start'),
  validUntil: isoDateTime('end'),
  maxUses: z.union([wholeAtLeast1(m.maxUsesRange), z.null()]).default(null),
  perUserLimit: wholeAtLeast1(m.perUserRange).default(1),
  active: z.boolean({ error: 'active must be true or false' }).default(true),
  serviceIds: z.array(idSchema, { error: 'serviceIds must be a list of service ids' }).max(500).default([]),
};

export const couponCreateSchema = z.object(couponFields).refine((v) => Date.parse(v.validUntil) > Date.parse(v.validFrom), {
  path: ['validUntil'],
  error: m.datesOrder,
});
export type CouponCreateInput = z.input<typeof couponCreateSchema>;
export type CouponCreate = z.output<typeof couponCreateSchema>;

export const couponUpdateSchema = z
  .object({
    code: couponFields.code.optional(),
    discountPercent: couponFields.discountPercent.optional(),
    validFrom: couponFields.validFrom.optional(),
    validUntil: couponFields.validUntil.optional(),
    maxUses: z.union([wholeAtLeast1(m.maxUsesRange), z.null()]).optional(),
    perUserLimit: wholeAtLeast1(m.perUserRange).optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    serviceIds: couponFields.serviceIds.unwrap().optional(),
  })
  .refine((v) => !v.validFrom || !v.validUntil || Date.parse(v.validUntil) > Date.parse(v.validFrom), {
    path: ['validUntil'],
    error: m.datesOrder,
  });
export type CouponUpdateInput = z.input<typeof couponUpdateSchema>;
export type CouponUpdate = z.output<typeof couponUpdateSchema>;

export const COUPON_STATES = ['current', 'scheduled', 'expired', 'inactive'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  current: 'Current',
  scheduled: 'Scheduled',
  expired: 'Expired',
  inactive: 'Inactive',
};

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discountPercent: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string(),
  maxUses: z.number().int().nullable(),
  perUserLimit: z.number().int(),
  active: z.boolean(),
  state: z.enum(COUPON_STATES),
  usageCount: z.number().int(),
  serviceIds: z.array(z.number().int()),
  /** The approved reseller whose referral code this is, if any. */
  resellerId: z.number().int().nullable(),
  resellerName: z.string().nullable(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const couponListQuerySchema = pageQuerySchema.extend({
  state: z.enum(COUPON_STATES, { error: 'state must be current, scheduled, expired or inactive' }).optional(),
  q: qText(40),
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

/* ---------------------------------------------------------------- dashboard ---------- */

export const dashboardQuerySchema = z
  .object({ from: qDate, to: qDate })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], error: m.dateRangeOrder });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const dashboardSchema = z.object({
  success: z.literal(true),
  range: z.object({ from: z.string(), to: z.string() }),
  /** Net of refunds: the same figures as the charts' (`dashboardChartsSchema.revenue`). */
  revenue: z.object({ todayPaise: z.number().int(), monthPaise: z.number().int(), rangePaise: z.number().int() }),
  /** Payments captured in the range. */
  payments: z.object({ rangeCount: z.number().int() }),
  leadsByStatus: z.record(z.enum(LEAD_STATUSES), z.number().int()),
  pendingPartners: z.number().int(),
});
export type Dashboard = Omit<z.infer<typeof dashboardSchema>, 'success'>;

/* ---------------------------------------------------------------- in-process services ---------- */

/** Who acts: the signed-in staff member (from the session, never from the client). */
export type Actor = SessionUser;

/**
 * What the `/admin` pages' loaders and actions call in-process (the same services the
 * `/api/v1/admin` routes call). Each method checks the actor's role itself and throws the
 * server's AppError (with `status`) on refusal or bad input.
 */
export interface AdminServices extends AdminMoneyServices {
  dashboard(actor: Actor, query: unknown): Promise<Dashboard>;
  staff: {
    list(actor: Actor, query: unknown): Promise<Paged<StaffMember>>;
    create(actor: Actor, body: unknown): Promise<StaffMember>;
    setActive(actor: Actor, id: number, active: boolean): Promise<StaffMember>;
    /** Active staff and admins by name, for assigning work (any staff member may read it). */
    assignees(actor: Actor): Promise<Assignee[]>;
  };
  audit: { list(actor: Actor, query: unknown): Promise<Paged<AuditEntry>> };
  partners: {
    list(actor: Actor, query: unknown): Promise<Paged<PartnerApplication>>;
    get(actor: Actor, id: number): Promise<PartnerApplication>;
    approve(actor: Actor, id: number, body: unknown): Promise<PartnerApplication>;
    reject(actor: Actor, id: number, body: unknown): Promise<PartnerApplication>;
  };
  leads: {
    list(actor: Actor, query: unknown): Promise<Paged<AdminLead>>;
    update(actor: Actor, id: number, body: unknown): Promise<AdminLead>;
  };
  subscribers: { list(actor: Actor, query: unknown): Promise<Paged<Subscriber>> };
  coupons: {
    list(actor: Actor, query: unknown): Promise<Paged<AdminCoupon>>;
    get(actor: Actor, id: number): Promise<AdminCoupon>;
    create(actor: Actor, body: unknown): Promise<AdminCoupon>;
    update(actor: Actor, id: number, body: unknown): Promise<AdminCoupon>;
    expire(actor: Actor, id: number): Promise<AdminCoupon>;
  };
}
