import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_MESSAGES as M,
  CALENDAR_STATUS_LABELS,
  CALENDAR_TEXTS,
  addDays,
  calendarFor,
  calendarToday,
  daysBetween,
  entityKindOf,
  formatIndianDate,
  occurrences,
  periodOptions,
  servicePeriodOf,
  type Actor,
  type CalendarEntryView,
  type CalendarResponse,
  type CalendarRule,
  type CalendarSubject,
  type CalendarSubjectView,
  type GstFrequency,
  type RuleInput,
  type RuleSchedule,
  type RuleView,
  type ServiceRecurrence,
  type TurnoverBand,
} from '@anupalan/shared';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { NotifyEvent } from '../notifications/service.ts';
import type { CompanyRecord } from '../companies/service.ts';
import { buildCalendar, type IcsEvent } from './ics.ts';
import { createCalendarRepository, type CalendarRepository, type RuleRow, type RuleValues } from './repository.ts';
import type { Db } from '../../db/client.ts';
import { assertStaff, audited } from '../../lib/backoffice.ts';

export interface CalendarDeps {
  repo: CalendarRepository;
  /** For the back office's audited changes (the rule and its audit entry in one transaction). */
  db: Pick<Db, 'transaction'>;
  companies: { list(userId: number): Promise<CompanyRecord[]> };
  users: {
    findById(id: number): Promise<{ id: number; name: string; email: string | null } | undefined>;
    customerIdsAfter(afterId: number, limit: number): Promise<number[]>;
  };
  /** Services on sale, by slug (the catalogue). */
  services: () => Promise<Map<string, { id: number; name: string; recurrence: ServiceRecurrence }>>;
  /** A customer's completed requests (the requests module). */
  filings: (userId: number) => Promise<{ serviceId: number; companyId: number | null; period: string | null; createdAt: Date }[]>;
  clock: Clock;
  publicUrl: string;
}

/** Customers read per step of the day's reminder run. */
const REMINDER_PAGE = 200;

/** The next step of the day's reminder run: its job's data and the key that makes it one job. */
export interface ReminderStepJob {
  data: { day: string; after: number };
  key: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toRule(row: RuleRow): CalendarRule {
  return {
    id: row.id,
    code: row.code,
    filing: row.filing,
    applies_to: row.appliesTo as CalendarRule['applies_to'],
    gst_frequencies: row.gstFrequencies as CalendarRule['gst_frequencies'],
    turnover_bands: row.turnoverBands as CalendarRule['turnover_bands'],
    states: row.states,
    recurrence: row.recurrence,
    schedule: row.schedule as unknown as RuleSchedule,
    service_slug: row.serviceSlug,
    note: row.note,
    legal_basis: row.legalBasis,
    active: row.active,
    version: row.version,
  };
}

function toValues(input: RuleInput): Omit<RuleValues, 'code'> {
  return {
    filing: input.filing,
    appliesTo: input.applies_to,
    gstFrequencies: input.gst_frequencies,
    turnoverBands: input.turnover_bands,
    states: input.states,
    recurrence: input.recurrence,
    schedule: input.schedule as unknown as Record<string, unknown>,
    serviceSlug: input.service_slug,
    note: input.note,
    legalBasis: input.legal_basis,
    active: input.active,
  };
}

/** What staff should know of a rule's dates over the coming two years: a day the month lacks. */
function warningsOf(rule: CalendarRule, today: string): string[] {
  const notes = occurrences(rule, today, addDays(today, 730))
    .map((o) => o.note)
    .filter((n): n is string => !!n);
  return [...new Set(notes)];
}

/** The first moment after a period (India): a one-off service bought after it counts as its filing. */
function periodEnd(period: string): Date {
  const base = period.split('#')[0]!;
  const q = /^(\d{4})-\d{2}-Q([1-4])$/.exec(base);
  const m = /^(\d{4})-(\d{2})$/.exec(base);
  let y: number;
  let month: number; // the month after the period, 1–12 (13 = January of the next year)
  if (q) {
    y = Number(q[1]);
    month = 4 + Number(q[2]) * 3;
  } else if (m && Number(m[2]) === (Number(m[1]) + 1) % 100) {
    y = Number(m[1]) + 1;
    month = 4;
  } else {
    y = Number(m?.[1] ?? 1970);
    month = Number(m?.[2] ?? 1) + 1;
  }
  while (month > 12) {
    month -= 12;
    y += 1;
  }
  return new Date(`${y}-${String(month).padStart(2, '0')}-01T00:00:00+05:30`);
}

function companySubject(c: CompanyRecord): CalendarSubject {
  return {
    key: `c${c.id}`,
    kind: entityKindOf(c.companyType),
    gst_frequency: (c.gstFilingFrequency as GstFrequency | null) ?? null,
    has_gstin: !!c.gstNo,
    turnover_band: (c.turnoverBand as TurnoverBand | null) ?? null,
    state: c.state || null,
  };
}

/**
 * The compliance calendar (issue 22): rules staff edit, each customer's calendar computed from
 * them on every read (a rule change shows at once), mutes, reminders and the iCalendar feed.
 */
export function createCalendarService(d: CalendarDeps) {
  /** A rule files through a service on sale, or names none. */
  const checkService = async (slug: string | null | undefined) => {
    if (slug && !(await d.services()).has(slug))
      throw new AppError('VALIDATION', M.unknownService, { service_slug: [M.unknownService] });
  };
  const viewOf = (row: RuleRow): RuleView => {
    const rule = toRule(row);
    return { ...rule, warnings: warningsOf(rule, calendarToday(d.clock.now())) };
  };
  async function rules(): Promise<CalendarRule[]> {
    return (await d.repo.rules()).map(toRule);
  }

  /** Every subject of a customer (the person, then each company) with its entries. */
  async function build(userId: number, now: Date) {
    const [user, companies, allRules, services, filings, mutes] = await Promise.all([
      d.users.findById(userId),
      d.companies.list(userId),
      rules(),
      d.services(),
      d.filings(userId),
      d.repo.mutes([userId]),
    ]);
    const today = calendarToday(now);
    const muted = new Set(mutes.map((m) => `${m.subjectKey}|${m.ruleCode}`));
    const subjects: { subject: CalendarSubject; name: string; companyId: number | null }[] = [
      {
        subject: {
          key: `u${userId}`,
          kind: 'individual',
          gst_frequency: null,
          has_gstin: false,
          turnover_band: null,
          state: null,
        },
        name: user?.name || CALENDAR_TEXTS.you,
        companyId: null,
      },
      ...companies.map((c) => ({ subject: companySubject(c), name: c.name, companyId: c.id })),
    ];
    const out: CalendarSubjectView[] = subjects.map(({ subject, name, companyId }) => {
      const filed = (rule: CalendarRule, period: string) => {
        const svc = rule.service_slug ? services.get(rule.service_slug) : undefined;
        if (!svc) return false;
        const wanted = servicePeriodOf(period, svc.recurrence);
        return filings.some(
          (f) =>
            f.serviceId === svc.id &&
            (f.companyId ?? null) === companyId &&
            (svc.recurrence === 'none' ? f.createdAt >= periodEnd(period) : wanted !== null && f.period === wanted),
        );
      };
      const { entries, missing } = calendarFor(allRules, subject, { today, filed });
      return {
        key: subject.key,
        kind: companyId === null ? ('person' as const) : ('company' as const),
        company_id: companyId,
        name,
        entries: entries.map((e): CalendarEntryView => {
          const svc = e.service_slug ? services.get(e.service_slug) : undefined;
          let fileNow: string | null = null;
          if (svc && e.status !== 'filed') {
            const params = new URLSearchParams();
            if (companyId !== null) params.set('company', String(companyId));
            if (svc.recurrence !== 'none') {
              const p = servicePeriodOf(e.period, svc.recurrence);
              // Only a period the checkout offers (the current one or a recent one).
              if (p && periodOptions(svc.recurrence, now).some((o) => o.value === p)) params.set('period', p);
            }
            if (svc.recurrence === 'none' || params.has('period')) {
              fileNow = `/proceed/${e.service_slug}${params.size ? `?${params}` : ''}`;
            }
          }
          return { ...e, muted: muted.has(`${subject.key}|${e.rule_code}`), file_now: fileNow };
        }),
        missing,
      };
    });
    return { today, subjects: out, user };
  }

  function eventsOf(subjects: CalendarSubjectView[]): IcsEvent[] {
    const base = d.publicUrl.replace(/\/$/, '');
    return subjects.flatMap((s) =>
      s.entries
        .filter((e) => !e.muted)
        .map((e) => ({
          uid: e.uid,
          date: e.due_date,
          summary: `${e.filing}: ${s.name}`,
          description: [
            `${e.filing} for ${e.period_label}, due ${formatIndianDate(`${e.due_date}T00:00:00+05:30`)}.`,
            e.date_note,
            e.note,
            `${CALENDAR_TEXTS.legalBasis}: ${e.legal_basis}`,
            `Status: ${CALENDAR_STATUS_LABELS[e.status]}`,
          ]
            .filter(Boolean)
            .join('\n'),
          url: e.file_now ? `${base}${e.file_now}` : `${base}/calendar`,
          sequence: e.version,
        })),
    );
  }

  async function ics(userId: number): Promise<string> {
    const now = d.clock.now();
    const { subjects } = await build(userId, now);
    const host = new URL(d.publicUrl).host || 'anupalan';
    return buildCalendar({ name: `Anupalan: ${CALENDAR_TEXTS.title}`, events: eventsOf(subjects), now, host });
  }

  /**
   * The reminders due today (India): 7, 3 and 1 days before each due date not filed and not
   * muted, and on the 1st of a month the digest e-mail of the month ahead. Each has its own key
   * (the entry's id, its date and the offset), so sweeps run twice or on two instances send once. One page
   * of customers after `after`, and the last id when there may be more.
   */
  async function remindersAfter(after: number, now: Date): Promise<{ events: NotifyEvent[]; next: number | null }> {
    const today = calendarToday(now);
    const digestDay = today.endsWith('-01');
    const out: NotifyEvent[] = [];
    const ids = await d.users.customerIdsAfter(after, REMINDER_PAGE);
    {
      for (const userId of ids) {
        const { subjects, user } = await build(userId, now);
        const digest: string[] = [];
        for (const s of subjects) {
          for (const e of s.entries) {
            if (e.muted || e.status === 'filed') continue;
            const days = daysBetween(today, e.due_date);
            const vars = {
              filing: e.filing,
              subject: s.kind === 'person' ? CALENDAR_TEXTS.you : s.name,
              period: e.period_label,
              dueDate: formatIndianDate(`${e.due_date}T00:00:00+05:30`),
              days: String(days),
              calendarLink: '/calendar',
            };
            if ([7, 3, 1].includes(days)) {
              out.push({ event: 'calendar_reminder', userId, key: `calendar_reminder:${e.uid}:${e.due_date}:${days}`, vars });
            }
            if (digestDay && days >= 0 && days <= 31) digest.push(`${e.filing}, ${vars.subject}: ${vars.dueDate}`);
          }
        }
        if (digest.length && user?.email) {
          out.push({
            event: 'calendar_digest',
            userId,
            key: `calendar_digest:${userId}:${today.slice(0, 7)}`,
            // E-mail only: no mobile for this one.
            to: { mobile: null },
            vars: {
              month: new Date(`${today}T00:00:00+05:30`).toLocaleDateString('en-IN', {
                month: 'long',
                year: 'numeric',
                timeZone: 'Asia/Kolkata',
              }),
              items: digest,
              calendarLink: '/calendar',
            },
          });
        }
      }
    }
    return { events: out, next: ids.length === REMINDER_PAGE ? ids[ids.length - 1]! : null };
  }

  return {
    rules,

    /** The calendar of the session's own user. */
    async forUser(user: { id: number }): Promise<CalendarResponse> {
      const userId = user.id;
      const { today, subjects } = await build(userId, d.clock.now());
      return { success: true, today, subjects, feed_active: await d.repo.hasFeed(userId) };
    },

    /** Mutes or unmutes a filing for the person ('u<id>', their own only) or one of their companies. */
    async setMuted(userId: number, subject: string, ruleCode: string, muted: boolean): Promise<string> {
      if (subject.startsWith('u')) {
        if (subject !== `u${userId}`) throw AppError.notFound(M.subjectNotFound);
      } else {
        const id = Number(subject.slice(1));
        if (!(await d.companies.list(userId)).some((c) => c.id === id)) throw AppError.notFound(M.subjectNotFound);
      }
      if (!(await d.repo.byCode(ruleCode))) throw AppError.notFound(M.ruleNotFound);
      if (muted) await d.repo.mute(userId, subject, ruleCode);
      else await d.repo.unmute(userId, subject, ruleCode);
      return muted ? M.muted : M.unmuted;
    },

    /** A new private address (the old one stops working): the token is shown this once, only its hash is kept. */
    async issueFeed(userId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await d.repo.setFeed(userId, hashToken(token), d.clock.now());
      return `${d.publicUrl.replace(/\/$/, '')}/api/v1/calendar/feed/${token}.ics`;
    },
    revokeFeed: (userId: number) => d.repo.deleteFeed(userId),

    /** The feed behind a token; a revoked, replaced or unknown token is the same 404. */
    async feed(token: string): Promise<string> {
      const clean = token.replace(/\.ics$/, '');
      const owner = /^[A-Za-z0-9_-]{20,100}$/.test(clean) ? await d.repo.feedOwner(hashToken(clean)) : undefined;
      if (owner === undefined) throw AppError.notFound(M.feedNotFound);
      return ics(owner);
    },
    ics,

    /* ---------------------------------------------------------------- reminders */

    /** Every customer's reminders due at `now`, page after page (what the day's chain of jobs sends). */
    async reminders(now: Date): Promise<NotifyEvent[]> {
      const out: NotifyEvent[] = [];
      for (let after: number | null = 0; after !== null;) {
        const page: { events: NotifyEvent[]; next: number | null } = await remindersAfter(after, now);
        out.push(...page.events);
        after = page.next;
      }
      return out;
    },

    /**
     * One step of the day's reminder run, a chain of jobs on the queue (hourly ticks; ADR 0024): a
     * tick (no page in its data) starts today's chain under a key of the day, so however often the
     * hour ticks, or on however many instances, the customers are read once a day; each step sends
     * one page of customers' reminders and names the next page. A step of an earlier day's chain
     * stops (today's has started). A step that fails is retried by the queue; its reminders have
     * keys of their own, so none goes twice.
     */
    async reminderStep(data: Record<string, unknown>, now: Date): Promise<{ events: NotifyEvent[]; next?: ReminderStepJob }> {
      const day = calendarToday(now);
      if (typeof data.after !== 'number')
        return { events: [], next: { data: { day, after: 0 }, key: `calendar-reminders:${day}:0` } };
      if (data.day !== day) return { events: [] };
      const page = await remindersAfter(data.after, now);
      return {
        events: page.events,
        ...(page.next === null
          ? {}
          : { next: { data: { day, after: page.next }, key: `calendar-reminders:${day}:${page.next}` } }),
      };
    },

    /* ---------------------------------------------------------------- the back office */

    /** The services a rule can name (the back office's choice), by name. */
    async serviceChoices(): Promise<{ slug: string; name: string }[]> {
      return [...(await d.services())].map(([slug, s]) => ({ slug, name: s.name })).sort((a, b) => a.name.localeCompare(b.name));
    },

    async adminRules(): Promise<RuleView[]> {
      const today = calendarToday(d.clock.now());
      return (await rules()).map((r) => ({ ...r, warnings: warningsOf(r, today) }));
    },

    /** Adds a rule (audited); a code already taken is 409 on the code. */
    async createRule(actor: Actor, input: RuleInput & { code: string }): Promise<RuleView> {
      assertStaff(actor);
      await checkService(input.service_slug);
      return audited(d.db, d.clock, actor, { action: 'calendar-rule.create', entityType: 'calendar-rule' }, async (tx) => {
        const row = await createCalendarRepository(tx as unknown as Db).insertRule({ ...toValues(input), code: input.code });
        if (!row) throw new AppError('CONFLICT', M.codeTaken, { code: [M.codeTaken] });
        return { before: null, after: toRule(row), result: viewOf(row), entityId: row.id };
      });
    },

    /** Changes a rule over the version the editor saw (audited, before and after); someone else's save first is 409. */
    async updateRule(actor: Actor, id: number, input: RuleInput & { version: number }): Promise<RuleView> {
      assertStaff(actor);
      await checkService(input.service_slug);
      return audited(
        d.db,
        d.clock,
        actor,
        { action: 'calendar-rule.update', entityType: 'calendar-rule', entityId: id },
        async (tx) => {
          const repo = createCalendarRepository(tx as unknown as Db);
          const before = await repo.rule(id);
          if (!before) throw AppError.notFound(M.ruleNotFound);
          const row = await repo.updateRule(id, input.version, toValues(input), d.clock.now());
          if (!row) throw new AppError('CONFLICT', M.ruleStale);
          return { before: toRule(before), after: toRule(row), result: viewOf(row) };
        },
      );
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
