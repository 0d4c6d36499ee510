import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from 'pg-boss';
import {
  isEmail,
  isIndianMobile,
  NOTIFICATION_EVENTS,
  NOTIFICATION_MESSAGES as M,
  type Actor,
  type Delivery,
  type DeliveryStatus,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
  type TemplatePreview,
} from '@anupalan/shared';
import type { EmailSender } from '../../adapters/email/index.ts';
import type { SmsSender } from '../../adapters/sms/index.ts';
import type { WhatsAppSender } from '../../adapters/whatsapp/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserService } from '../users/service.ts';
import { uuidOf, type NotificationQueue, type OnDemandJob, type ScheduledJob } from './queue.ts';
import type { DeliveryRow, NewDelivery, NotificationRepository } from './repository.ts';
import {
  hasTemplates,
  renderEmail,
  SAMPLE_VARS,
  MARKETING_EVENTS,
  SECURITY_EVENTS,
  smsVariables,
  templatesFor,
  whatsappParams,
  type Language,
  type Vars,
} from './templates.ts';

/** What a module hands the notifications module, inside the transaction of the change that causes it. */
export interface NotifyEvent {
  event: NotificationEvent;
  /** The person it is for (their channels and contacts are looked up when it is delivered). */
  userId: number | null;
  requestId?: number | null;
  vars: Vars;
  /** The address the calling module chose instead of the account's (a partner's proven e-mail). */
  to?: { email?: string | null; mobile?: string | null };
  /** A stable key: the same key is the same event (a reminder run twice sends once). */
  key?: string;
  language?: Language;
}
/** Enqueues an event in the caller's transaction: a rollback leaves no message. */
export type Notify = (tx: Tx, event: NotifyEvent) => Promise<void>;

interface EventJob {
  kind: 'event';
  eventId: string;
  event: NotificationEvent;
  userId: number | null;
  requestId: number | null;
  vars: Vars;
  to: { email?: string | null; mobile?: string | null } | null;
  /** Null: the person's own language (their profile's), looked up when the deliveries are made. */
  language: Language | null;
}
interface DeliveryJob {
  kind: 'delivery';
  deliveryId: number;
}

export interface NotificationDeps {
  repo: NotificationRepository;
  queue: NotificationQueue;
  users: Pick<UserService, 'findById'>;
  email: EmailSender;
  sms: SmsSender;
  whatsapp: WhatsAppSender;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  brandName: string;
  retryLimit: number;
  expireSeconds: number;
  /** The DLT template id per event, when MSG91 is the SMS provider (shown in the catalogue). */
  dltTemplates: Record<string, string>;
  /** Writes the resend's audit entry in its transaction (the admin module's audit log). */
  audit: (
    tx: Tx,
    actor: Actor,
    entry: { action: string; entityId: number; before: unknown; after: unknown; at: Date },
  ) => Promise<void>;
  transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  /** The reminders due at a time (the requests module's rules), each with its key. */
  reminders: (now: Date) => Promise<NotifyEvent[]>;
  /**
   * The person's consents (the privacy module's, handed in app.ts): marketing in force, and when
   * WhatsApp was withdrawn (after the last opt-in, it stops WhatsApp).
   */
  consent?: (person: { id: number; email: string | null; mobile: string | null }) => Promise<{
    marketing: boolean;
    whatsappWithdrawnAt: Date | null;
  }>;
  /** Records a WhatsApp opt-in as the person's WhatsApp consent (the privacy module's). */
  giveWhatsappConsent?: (person: { id: number; email: string | null; mobile: string | null }) => Promise<void>;
  /** Other modules' sweeps on the queue's schedule (the grievances' overdue escalation; read at start). */
  scheduled?: () => ReadonlyArray<ScheduledJob>;
  /** Other modules' on-demand jobs on the same queue (the data export's build; read at start). */
  jobs?: () => ReadonlyArray<OnDemandJob>;
}

class PermanentFailure extends Error {}

/** WhatsApp goes to a person who opted in, unless they withdrew their WhatsApp consent since. */
function whatsappWanted(optInAt: Date | null | undefined, withdrawnAt: Date | null | undefined): boolean {
  return !!optInAt && !(withdrawnAt && withdrawnAt.getTime() >= optInAt.getTime());
}

export function createNotificationService(d: NotificationDeps) {
  const isPermanent = (err: unknown) =>
    err instanceof PermanentFailure || (err as { permanent?: boolean } | null)?.permanent === true;

  /** Channels and recipients of an event, from the person's contacts and choices (and STOPs). */
  async function deliveriesFor(job: EventJob): Promise<NewDelivery[]> {
    const user = job.userId ? await d.users.findById(job.userId) : undefined;
    const email = job.to?.email !== undefined ? job.to.email : (user?.email ?? null);
    const mobile = job.to?.mobile !== undefined ? job.to.mobile : (user?.mobile ?? null);
    const prefs = job.userId ? await d.repo.preferences(job.userId) : undefined;
    // A security notice ignores the e-mail and SMS choices (SECURITY_EVENTS); STOP and the WhatsApp
    // opt-in still hold below.
    const security = SECURITY_EVENTS.has(job.event);
    const wantEmail = !!email && (security || (prefs?.email ?? true));
    // SMS: chosen, or by default when there is no e-mail to write to (a mobile-only customer).
    const wantSms = !!mobile && (security || (prefs ? prefs.sms || !email : !email));
    const consent = user && d.consent ? await d.consent(user) : null;
    const wantWhatsapp = whatsappWanted(prefs?.whatsappOptInAt, consent?.whatsappWithdrawnAt) && !!mobile;
    // Marketing goes only with a marketing consent in force: otherwise each channel is skipped, logged.
    const noMarketing = MARKETING_EVENTS.has(job.event) && !consent?.marketing;
    const stops = mobile
      ? await d.repo.stopped([
          { channel: 'sms', address: mobile },
          { channel: 'whatsapp', address: mobile },
        ])
      : new Set<string>();
    const base = {
      eventId: job.eventId,
      event: job.event,
      language: job.language ?? user?.language ?? 'en',
      userId: job.userId,
      requestId: job.requestId,
      // The greeting's name is the person's own unless the event named them.
      vars: { name: user?.name || 'there', ...job.vars },
    };
    const rows: NewDelivery[] = [];
    const refused = noMarketing ? { status: 'skipped' as const, error: 'No marketing consent' } : {};
    if (wantEmail) rows.push({ ...base, channel: 'email', template: `${job.event}.email`, recipient: email!, ...refused });
    if (wantSms) {
      const stopped = stops.has(`sms:${mobile}`);
      rows.push({
        ...base,
        channel: 'sms',
        template: `${job.event}.sms`,
        recipient: mobile!,
        ...(stopped ? { status: 'skipped' as const, error: 'The customer sent STOP' } : refused),
      });
    }
    if (wantWhatsapp) {
      const stopped = stops.has(`whatsapp:${mobile}`);
      rows.push({
        ...base,
        channel: 'whatsapp',
        template: templatesFor(job.event, base.language).whatsapp.name,
        recipient: mobile!,
        ...(stopped ? { status: 'skipped' as const, error: 'The customer sent STOP' } : refused),
      });
    }
    return rows;
  }

  /** Sends one delivery through its channel's adapter; resolves to the provider's message id. */
  async function send(row: DeliveryRow): Promise<string | null> {
    const vars = row.vars as Vars;
    const event = row.event as NotificationEvent;
    const language = row.language as Language;
    if (row.channel === 'email') {
      if (!isEmail(row.recipient)) throw new PermanentFailure(`Invalid e-mail address: ${row.recipient}`);
      const mail = renderEmail(event, vars, { publicUrl: d.publicUrl, brandName: d.brandName, language });
      const host = new URL(d.publicUrl).hostname || 'localhost';
      const sent = await d.email.send({ to: row.recipient, ...mail, messageId: `<delivery-${row.id}@${host}>`, event });
      return (sent && sent.id) ?? null;
    }
    if (!isIndianMobile(row.recipient)) throw new PermanentFailure(`Invalid mobile number: ${row.recipient}`);
    if (row.channel === 'sms') {
      // A language whose DLT template is not registered (yet) is sent with the English one.
      const smsLanguage: Language = hasTemplates(event, language) && d.sms.hasTemplate(event, language) ? language : 'en';
      const { text, variables } = smsVariables(event, vars, d.publicUrl, smsLanguage);
      return (await d.sms.sendTemplate({ to: row.recipient, event, language: smsLanguage, variables, text })).id;
    }
    const waLanguage: Language = hasTemplates(event, language) ? language : 'en';
    const { name, params } = whatsappParams(event, vars, d.publicUrl, waLanguage);
    const text = renderEmail(event, vars, { publicUrl: d.publicUrl, brandName: d.brandName, language: waLanguage }).text;
    return (
      await d.whatsapp.sendTemplate({
        to: row.recipient,
        template: name,
        language: waLanguage,
        params,
        reference: String(row.id),
        text,
      })
    ).id;
  }

  /**
   * One attempt at each delivery of a job that is still owed. A provider's temporary failure (5xx,
   * unreachable) puts the delivery back to pending and fails the job, so the queue retries it with
   * backoff; on the last attempt it is marked failed. A permanent one (4xx, invalid address) is
   * marked failed at once.
   */
  async function work(job: Job<Record<string, unknown>>): Promise<void> {
    const data = job.data as unknown as EventJob | DeliveryJob;
    let rows: DeliveryRow[];
    if (data.kind === 'event') {
      rows = await d.repo.ensureDeliveries(data.eventId, await deliveriesFor(data));
    } else {
      const row = await d.repo.find(data.deliveryId);
      rows = row ? [row] : [];
    }
    const last = job.retryCount >= d.retryLimit;
    let retry: Error | null = null;
    for (const row of rows) {
      if (row.status !== 'pending' && row.status !== 'sending') continue;
      const now = d.clock.now();
      const claimed = await d.repo.claim(row.id, now, new Date(now.getTime() - d.expireSeconds * 1000));
      if (!claimed) continue;
      try {
        const providerId = await send(claimed);
        await d.repo.markSent(claimed.id, providerId, d.clock.now());
      } catch (err) {
        const reason = (err as Error).message || 'Provider error';
        if (isPermanent(err) || last) {
          await d.repo.markFailed(claimed.id, reason, d.clock.now());
          d.log.warn({ deliveryId: claimed.id, channel: claimed.channel, reason }, 'notification failed');
        } else {
          await d.repo.markRetry(claimed.id, reason, d.clock.now());
          retry = err as Error;
        }
      }
    }
    if (retry) throw retry;
  }

  function present(r: DeliveryRow): Delivery {
    return {
      id: r.id,
      eventId: r.eventId,
      event: r.event,
      channel: r.channel,
      template: r.template,
      language: r.language,
      recipient: r.recipient,
      userId: r.userId,
      requestId: r.requestId,
      status: r.status,
      attempts: r.attempts,
      providerMessageId: r.providerMessageId,
      error: r.error,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      failedAt: r.failedAt?.toISOString() ?? null,
    };
  }

  return {
    /** Enqueue an event inside the caller's transaction (the only way other modules send messages). */
    notify: (async (tx, e) => {
      const eventId = e.key ? uuidOf(e.key) : randomUUID();
      const job: EventJob = {
        kind: 'event',
        eventId,
        event: e.event,
        userId: e.userId,
        requestId: e.requestId ?? null,
        vars: e.vars,
        to: e.to ?? null,
        // Unless the event names one: the language the person chose (their profile's), read when sent.
        language: e.language ?? null,
      };
      await d.queue.sendIn(tx, job as unknown as Record<string, unknown>, eventId);
    }) satisfies Notify as Notify,

    work,

    async start(): Promise<void> {
      await d.queue.start({
        deliver: work,
        reminders: () => this.runReminders().then(() => undefined),
        scheduled: d.scheduled?.() ?? [],
        jobs: d.jobs?.() ?? [],
      });
    },

    /** Puts another module's job on the queue inside the caller's transaction (committed with it, once per `id`). */
    enqueueJob: (tx: Tx, queue: string, data: Record<string, unknown>, id: string) => d.queue.sendJobIn(tx, queue, data, id),

    /**
     * The reminders' sweep (a scheduled job on the queue, hourly): every reminder due is enqueued under
     * its key; one already enqueued (an earlier sweep, another instance) is not sent again.
     */
    async runReminders(): Promise<number> {
      const due = await d.reminders(d.clock.now());
      await this.enqueue(due);
      return due.length;
    },
    /** Enqueues events found by a sweep, each in its own transaction (a keyed one already enqueued adds nothing). */
    async enqueue(events: readonly NotifyEvent[]): Promise<void> {
      for (const e of events) await d.transaction((tx) => this.notify(tx, e));
    },
    stop: () => d.queue.stop(),
    /** Jobs this process is running now. */
    activeJobs: () => d.queue.activeJobs(),

    /* ---------------------------------------------------------------- the customer's channels */

    async preferences(user: { id: number; email: string | null; mobile: string | null }): Promise<NotificationPreferences> {
      const p = await d.repo.preferences(user.id);
      const stops = user.mobile
        ? await d.repo.stopped([
            { channel: 'sms', address: user.mobile },
            { channel: 'whatsapp', address: user.mobile },
          ])
        : new Set<string>();
      return {
        email: !!user.email && (p?.email ?? true),
        sms: !!user.mobile && (p ? p.sms || !user.email : !user.email),
        whatsapp: !!user.mobile && whatsappWanted(p?.whatsappOptInAt, (await d.consent?.(user))?.whatsappWithdrawnAt),
        whatsapp_opt_in_at: p?.whatsappOptInAt?.toISOString() ?? null,
        whatsapp_opt_in_source: p?.whatsappOptInSource ?? null,
        sms_stopped: stops.has(`sms:${user.mobile}`),
        whatsapp_stopped: stops.has(`whatsapp:${user.mobile}`),
        has_email: !!user.email,
        has_mobile: !!user.mobile,
      };
    },

    /**
     * Saves the channels a customer chose. A WhatsApp opt-in records its time and source (kept while
     * it stays on); choosing SMS or WhatsApp again lifts an earlier STOP for that channel.
     */
    async savePreferences(
      user: { id: number; email: string | null; mobile: string | null },
      body: { email: boolean; sms: boolean; whatsapp: boolean },
      source: string,
    ): Promise<NotificationPreferences> {
      if ((body.sms || body.whatsapp) && !user.mobile)
        throw new AppError('VALIDATION', M.noMobileForWhatsapp, {
          [body.whatsapp ? 'whatsapp' : 'sms']: [M.noMobileForWhatsapp],
        });
      if (body.email && !user.email) throw new AppError('VALIDATION', M.noEmail, { email: [M.noEmail] });
      const now = d.clock.now();
      const before = await d.repo.preferences(user.id);
      // An opt-in withdrawn since (the Privacy section) is over: choosing WhatsApp again is a new one.
      const wasOn = whatsappWanted(before?.whatsappOptInAt, (await d.consent?.(user))?.whatsappWithdrawnAt);
      const optInAt = body.whatsapp ? (wasOn ? before!.whatsappOptInAt : now) : null;
      const optInSource = body.whatsapp ? (wasOn ? before!.whatsappOptInSource : source) : null;
      await d.repo.savePreferences(
        user.id,
        { email: body.email, sms: body.sms, whatsappOptInAt: optInAt, whatsappOptInSource: optInSource },
        now,
      );
      if (user.mobile && body.sms) await d.repo.unstop('sms', user.mobile);
      if (user.mobile && body.whatsapp && !wasOn) {
        await d.repo.unstop('whatsapp', user.mobile);
        await d.giveWhatsappConsent?.(user);
      }
      return this.preferences(user);
    },

    /** A STOP from a provider's inbound message: nothing more on that channel to that number. */
    async inboundStop(channel: 'sms' | 'whatsapp', mobile: string, text: string): Promise<boolean> {
      const number = mobile.replace(/\D/g, '').slice(-10);
      if (!/^\s*(stop|unsubscribe|stop all|optout|opt out)\s*$/i.test(text)) return false;
      await d.repo.stop(channel, number, `inbound ${channel}`, d.clock.now());
      return true;
    },

    /* ---------------------------------------------------------------- the back office */

    async deliveries(q: {
      userId?: number;
      requestId?: number;
      status?: DeliveryStatus;
      channel?: NotificationChannel;
      page: number;
      pageSize: number;
    }) {
      const { rows, total } = await d.repo.list(q, q);
      return { items: rows.map(present), pageInfo: { page: q.page, pageSize: q.pageSize, total } };
    },

    /** Staff resend a failed delivery: back to pending and queued again, audited in one transaction. */
    async resend(actor: Actor, id: number): Promise<Delivery> {
      const before = await d.repo.find(id);
      if (!before) throw AppError.notFound(M.deliveryNotFound);
      if (before.status !== 'failed') throw new AppError('CONFLICT', M.resendOnlyFailed);
      const reopened = await d.transaction(async (tx) => {
        const row = await d.repo.reopen(tx, id, d.clock.now());
        if (!row) throw new AppError('CONFLICT', M.resendOnlyFailed);
        await d.audit(tx, actor, {
          action: 'notification.resend',
          entityId: id,
          before: { status: before.status, error: before.error, attempts: before.attempts },
          after: { status: 'pending' },
          at: d.clock.now(),
        });
        await d.queue.sendIn(tx, { kind: 'delivery', deliveryId: id }, randomUUID());
        return row;
      });
      return present(reopened);
    },

    /** Every template with a preview of each channel (sample variables). */
    catalogue(): TemplatePreview[] {
      return NOTIFICATION_EVENTS.map((event) => {
        const t = templatesFor(event);
        return {
          event,
          language: 'en',
          title: t.title,
          vars: [...t.vars],
          email: renderEmail(event, SAMPLE_VARS, { publicUrl: d.publicUrl, brandName: d.brandName }),
          sms: { text: smsVariables(event, SAMPLE_VARS, d.publicUrl).text, dltTemplateId: d.dltTemplates[event] ?? null },
          whatsapp: whatsappParams(event, SAMPLE_VARS, d.publicUrl),
        };
      });
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
