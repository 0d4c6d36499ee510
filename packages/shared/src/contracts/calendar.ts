import { z } from 'zod';
import {
  CALENDAR_STATUSES,
  ENTITY_KINDS,
  GST_FREQUENCIES,
  RULE_RECURRENCES,
  TURNOVER_BANDS,
  type CalendarRule,
} from '../calendar.ts';
import { idParam } from '../ids.ts';

/** The compliance calendar's endpoints (issue 22). Texts: CALENDAR_TEXTS in calendar.ts. */

export const CALENDAR_MESSAGES = {
  feedNotFound: 'Not found.',
  feedIssued: 'Your private calendar address is ready. The old one, if any, no longer works.',
  feedRevoked: 'The subscription address was revoked.',
  muted: 'You will not be reminded of this filing.',
  unmuted: 'Reminders for this filing are on again.',
  subjectNotFound: 'Company not found.',
  ruleNotFound: 'Rule not found.',
  ruleSaved: 'Rule saved. Every customer’s calendar uses it now.',
  ruleCreated: 'Rule added.',
  ruleStale: 'This rule was changed by someone else. Reload it and make your change again.',
  codeTaken: 'A rule with this code already exists.',
  unknownService: 'Choose a service that is on sale, or leave it empty.',
  instalmentsRequired: 'Add the instalments’ dates (one a line: 06-15 = First instalment).',
} as const;

export const calendarEntrySchema = z.object({
  uid: z.string(),
  rule_id: z.number().int(),
  rule_code: z.string(),
  filing: z.string(),
  period: z.string(),
  period_label: z.string(),
  due_date: z.string(),
  date_note: z.string().nullable(),
  extended: z.boolean(),
  status: z.enum(CALENDAR_STATUSES),
  service_slug: z.string().nullable(),
  note: z.string(),
  legal_basis: z.string(),
  version: z.number().int(),
  muted: z.boolean(),
  /** The checkout for this filing, company and period; null when it cannot be bought online (yet). */
  file_now: z.string().nullable(),
});
export type CalendarEntryView = z.output<typeof calendarEntrySchema>;

export const calendarSubjectSchema = z.object({
  key: z.string(),
  kind: z.enum(['person', 'company']),
  company_id: z.number().int().nullable(),
  name: z.string(),
  entries: z.array(calendarEntrySchema),
  missing: z.array(z.object({ field: z.string(), message: z.string(), filings: z.array(z.string()) })),
});
export type CalendarSubjectView = z.output<typeof calendarSubjectSchema>;

/** GET /user/calendar */
export const calendarResponse = z.object({
  success: z.literal(true),
  today: z.string(),
  subjects: z.array(calendarSubjectSchema),
  /** Whether a subscription address is live (its token is shown only once, when issued). */
  feed_active: z.boolean(),
});
export type CalendarResponse = z.output<typeof calendarResponse>;

/** POST /user/calendar/mute: mute (muted true) or unmute a filing for the person or one company. */
export const calendarMuteBody = z.object({
  subject: z.string().regex(/^[uc]\d{1,10}$/, { error: 'Unknown person or company.' }),
  rule_code: z.string().min(1).max(100),
  muted: z.boolean(),
});
export const calendarMuteResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /user/calendar/feed: a new private address (the old one stops working). DELETE: revoke it. */
export const calendarFeedResponse = z.object({ success: z.literal(true), message: z.string(), url: z.string() });
export const calendarFeedRevokeResponse = z.object({ success: z.literal(true), message: z.string() });
export const calendarFeedParams = z.object({ token: z.string().max(200) });

/* ------------------------------------------------------------------ the back office's rules */

const isoDate = z.iso.date({ error: 'Enter the date as yyyy-mm-dd.' });

export const ruleScheduleSchema = z.object({
  due_day: z
    .number({ error: 'Enter the due day (1 to 31).' })
    .int()
    .min(1, { error: 'Enter the due day (1 to 31).' })
    .max(31, { error: 'Enter the due day (1 to 31).' }),
  month_offset: z.number().int().min(-12).max(24),
  months: z.array(z.number().int().min(1).max(12)).optional(),
  exceptions: z
    .record(
      z.string().regex(/^(?:[1-9]|1[0-2]|Q[1-4])$/),
      z.object({ month_offset: z.number().int().min(-12).max(24), due_day: z.number().int().min(1).max(31) }),
    )
    .optional(),
  instalments: z
    .array(z.object({ month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31), label: z.string().max(100) }))
    .max(12)
    .optional(),
  /** A government extension: period ('2026-10', '2026-27-Q3', '2026-27', '2026-27#2') → the new date. */
  extensions: z.record(z.string().regex(/^\d{4}-\d{2}(?:-Q[1-4])?(?:#\d{1,2})?$/), isoDate).optional(),
});

export const ruleInputSchema = z.object({
  filing: z.string().trim().min(1, { error: 'Filing is required' }).max(200),
  applies_to: z.array(z.enum(ENTITY_KINDS)).min(1, { error: 'Choose who the rule applies to' }),
  gst_frequencies: z.array(z.enum(GST_FREQUENCIES)).default([]),
  turnover_bands: z.array(z.enum(TURNOVER_BANDS)).default([]),
  states: z.array(z.string().trim().min(1).max(100)).default([]),
  recurrence: z.enum(RULE_RECURRENCES),
  schedule: ruleScheduleSchema,
  service_slug: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .optional()
    .transform((v) => v || null),
  note: z.string().trim().max(1000).default(''),
  legal_basis: z.string().trim().min(1, { error: 'Legal basis is required' }).max(1000),
  active: z.boolean().default(true),
});
export type RuleInput = z.output<typeof ruleInputSchema>;

/** A rule that recurs in instalments names their dates. */
const withInstalments = <T extends z.ZodType<RuleInput>>(schema: T) =>
  schema.refine((r) => r.recurrence !== 'instalments' || (r.schedule.instalments?.length ?? 0) > 0, {
    path: ['schedule'],
    error: CALENDAR_MESSAGES.instalmentsRequired,
  });

export const ruleCreateBody = withInstalments(
  ruleInputSchema.extend({
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{1,60}$/, { error: 'Code: lower-case letters, digits and hyphens' }),
  }),
);
export const ruleUpdateBody = withInstalments(ruleInputSchema.extend({ version: z.number().int().min(1) }));
export const ruleIdParams = z.object({ id: idParam });

export const ruleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  filing: z.string(),
  applies_to: z.array(z.enum(ENTITY_KINDS)),
  gst_frequencies: z.array(z.enum(GST_FREQUENCIES)),
  turnover_bands: z.array(z.enum(TURNOVER_BANDS)),
  states: z.array(z.string()),
  recurrence: z.enum(RULE_RECURRENCES),
  schedule: ruleScheduleSchema,
  service_slug: z.string().nullable(),
  note: z.string(),
  legal_basis: z.string(),
  active: z.boolean(),
  version: z.number().int(),
  /** What staff should know of the dates it gives: a day the month lacks (31 February) and where it falls. */
  warnings: z.array(z.string()),
}) satisfies z.ZodType<CalendarRule & { warnings: string[] }, unknown>;
export type RuleView = z.output<typeof ruleSchema>;

export const ruleListResponse = z.object({ success: z.literal(true), rules: z.array(ruleSchema) });
export const ruleSaveResponse = z.object({ success: z.literal(true), message: z.string(), rule: ruleSchema });
