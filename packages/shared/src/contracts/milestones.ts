import { z } from 'zod';
import { MILESTONE_WAITS_ON, type MilestoneWaitsOn } from '../working-days.ts';
import { HOLIDAY_LIMITS, MILESTONE_LIMITS, MILESTONE_MESSAGES as m } from './milestones-texts.ts';

export * from './milestones-texts.ts';

/**
 * Milestones per service, a request's plan against the working-day clock, holidays and the named
 * expert (issue 21). The back office's editor sends `milestonePlanSchema`; the customer's My
 * Requests and timeline answers carry `requestPlanSchema`.
 */

/** The four stages as the default milestones of a service without its own (the stage each stands for). */
export const DEFAULT_MILESTONES: ReadonlyArray<{
  stage: 'paid' | 'documents_received' | 'in_progress' | 'completed';
  workingDays: number;
  waitsOn: MilestoneWaitsOn;
}> = [
  { stage: 'paid', workingDays: 0, waitsOn: 'us' },
  { stage: 'documents_received', workingDays: 2, waitsOn: 'customer' },
  { stage: 'in_progress', workingDays: 1, waitsOn: 'us' },
  { stage: 'completed', workingDays: 5, waitsOn: 'us' },
];

const days = z.coerce
  .number({ error: m.daysRange })
  .int({ error: m.daysRange })
  .min(MILESTONE_LIMITS.minDays, { error: m.daysRange })
  .max(MILESTONE_LIMITS.maxDays, { error: m.daysRange });

export const milestoneInputSchema = z.object({
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, { error: m.nameRequired })
    .max(MILESTONE_LIMITS.nameMax, { error: m.nameTooLong }),
  working_days: days,
  waits_on: z.enum(MILESTONE_WAITS_ON, { error: m.waitsOn }),
});
export type MilestoneFormInput = z.input<typeof milestoneInputSchema>;

/** PUT /admin/services/:id/milestones: the whole ordered plan (an empty list is refused). */
export const milestonePlanSchema = z.object({
  milestones: z
    .array(milestoneInputSchema, { error: m.noMilestones })
    .min(1, { error: m.noMilestones })
    .max(MILESTONE_LIMITS.maxMilestones, { error: m.tooMany }),
});
export type MilestonePlanInput = z.input<typeof milestonePlanSchema>;

export const serviceMilestonesSchema = z.object({
  serviceId: z.number().int(),
  serviceName: z.string(),
  /** False while the service follows the four stages (the milestones below are then those). */
  custom: z.boolean(),
  milestones: z.array(z.object({ name: z.string(), workingDays: z.number().int(), waitsOn: z.enum(MILESTONE_WAITS_ON) })),
});
export type ServiceMilestones = z.infer<typeof serviceMilestonesSchema>;

const isoDay = z
  .string({ error: m.holidayDay })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.holidayDay })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: m.holidayDay,
  });

/** PUT /admin/holidays: the whole list. */
export const holidaysUpdateSchema = z.object({
  holidays: z
    .array(
      z.object({
        day: isoDay,
        name: z
          .string({ error: m.holidayName })
          .trim()
          .min(1, { error: m.holidayName })
          .max(HOLIDAY_LIMITS.nameMax, { error: m.holidayNameTooLong }),
      }),
    )
    .max(HOLIDAY_LIMITS.max, { error: m.holidaysTooMany })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((h, i) => {
        if (seen.has(h.day)) ctx.addIssue({ code: 'custom', path: [i, 'day'], message: m.holidayDuplicate });
        seen.add(h.day);
      });
    }),
});
export type HolidaysUpdateInput = z.input<typeof holidaysUpdateSchema>;
export const holidaySchema = z.object({ day: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;

/** POST /admin/requests/:id/milestones/advance: the version of the request the staff member saw. */
export const milestoneAdvanceSchema = z.object({
  version: z.coerce.number({ error: m.versionRequired }).int({ error: m.versionRequired }).min(0, { error: m.versionRequired }),
});

/** An optional hand-over note for the next owner (POST /admin/requests/:id/assign). */
export const handOverNote = z
  .string()
  .trim()
  .max(MILESTONE_LIMITS.noteMax, { error: m.handOverTooLong })
  .optional()
  .nullable()
  .transform((v) => v || null);

/** A request's plan as the customer (and staff) read it: dates are IST days, YYYY-MM-DD. */
export const requestPlanSchema = z.object({
  milestones: z.array(
    z.object({
      name: z.string(),
      waits_on: z.enum(MILESTONE_WAITS_ON),
      working_days: z.number().int(),
      state: z.enum(['reached', 'current', 'upcoming']),
      expected_on: z.string(),
      reached_on: z.string().nullable(),
      late: z.boolean(),
    }),
  ),
  waiting_on: z.enum(MILESTONE_WAITS_ON).nullable(),
  waiting_since: z.string().nullable(),
  /** "Waiting for your documents since 3 March" (null once complete). */
  waiting_text: z.string().nullable(),
  expected_completion: z.string(),
  completed: z.boolean(),
  late: z.boolean(),
  /** The reason shown while the current milestone is late. */
  late_reason: z.string().nullable(),
  /** Staff name it when they move the request (409 when someone moved it since). */
  version: z.number().int(),
  expert: z.object({ first_name: z.string(), role: z.string(), since: z.string().nullable() }).nullable(),
});
export type RequestPlanView = z.infer<typeof requestPlanSchema>;
