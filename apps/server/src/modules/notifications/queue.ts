import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, type Job } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { JOB_QUEUE_SCHEMA } from '../../db/job-queue.ts';
import type { Tx } from '../../db/tx.ts';

export const DELIVERY_QUEUE = 'notifications';
export const REMINDER_QUEUE = 'notification-reminders';

/**
 * A sweep another module runs on this queue's schedule (cron, India time); it must be safe to run
 * twice. The cron's tick runs it with empty data; `again` puts a follow-up job of its own on the
 * same queue (a chain of steps, each its own job), once per `key`: a key already used (by this
 * instance or another) adds nothing.
 */
export interface ScheduledJob {
  queue: string;
  cron: string;
  run: (data: Record<string, unknown>, again: (data: Record<string, unknown>, key: string) => Promise<void>) => Promise<void>;
}

/** A deterministic uuid from a key (a keyed job's id: pg-boss adds a job with an id it holds once). */
export function uuidOf(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A job another module puts on this queue when something asks for it (the data export's build). */
export interface OnDemandJob {
  queue: string;
  run: (data: Record<string, unknown>) => Promise<void>;
}

export interface QueueOptions {
  /** Run workers here (off: this instance only enqueues). */
  worker: boolean;
  pollSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  expireSeconds: number;
  /** Run the reminders' schedule. */
  reminders: boolean;
}

/**
 * The notifications' job queue (pg-boss, ADR 0021) on the application's database: started and
 * stopped with the app. `sendIn(tx, …)` writes the job in the caller's transaction, so a change
 * that rolls back leaves no job and a committed one always has its job.
 */
export function createNotificationQueue(database: Database, opts: QueueOptions, log: FastifyBaseLogger) {
  const boss = new PgBoss({
    db: database.jobQueue.db,
    backend: database.jobQueue.backend,
    schema: JOB_QUEUE_SCHEMA,
    // The schema is installed with the migrations (db/job-queue.ts); a start only checks it.
    migrate: true,
    // Expiring lost jobs, retention: only where a worker runs.
    supervise: opts.worker,
    schedule: opts.worker && opts.reminders,
    superviseIntervalSeconds: Math.max(1, Math.min(60, opts.expireSeconds)),
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  let started: Promise<void> | null = null;
  let stopped = false;
  let active = 0;
  const counted = async (run: () => Promise<void>) => {
    active++;
    try {
      await run();
    } finally {
      active--;
    }
  };

  return {
    boss,
    async start(workers: {
      deliver: (job: Job<Record<string, unknown>>) => Promise<void>;
      reminders?: () => Promise<void>;
      /** Other modules' scheduled sweeps (the grievances' overdue escalation), on the same switch as the reminders. */
      scheduled?: ReadonlyArray<ScheduledJob>;
      /** Other modules' jobs sent on demand (`sendJobIn`); their queues exist wherever the app runs. */
      jobs?: ReadonlyArray<OnDemandJob>;
    }): Promise<void> {
      started ??= (async () => {
        await boss.start();
        await boss.createQueue(DELIVERY_QUEUE, {
          retryLimit: opts.retryLimit,
          retryDelay: opts.retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: 6 * 3600,
          expireInSeconds: opts.expireSeconds,
          deleteAfterSeconds: 30 * 86_400,
        });
        await boss.createQueue(REMINDER_QUEUE, { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 });
        for (const job of workers.jobs ?? []) {
          await boss.createQueue(job.queue, { retryLimit: 0, expireInSeconds: 3600, deleteAfterSeconds: 7 * 86_400 });
        }
        if (!opts.worker) return;
        for (const job of workers.jobs ?? []) {
          await boss.work<Record<string, unknown>>(
            job.queue,
            { pollingIntervalSeconds: opts.pollSeconds, batchSize: 1 },
            async ([j]) => {
              if (j) await counted(() => job.run(j.data));
            },
          );
        }
        await boss.work<Record<string, unknown>>(
          DELIVERY_QUEUE,
          { pollingIntervalSeconds: opts.pollSeconds, batchSize: 1 },
          async ([job]) => {
            if (job) await counted(() => workers.deliver(job));
          },
        );
        if (opts.reminders && workers.reminders) {
          const run = workers.reminders;
          // Every hour at :05, India time; each reminder has its own key, so a rerun sends nothing twice.
          await boss.schedule(REMINDER_QUEUE, '5 * * * *', {}, { tz: 'Asia/Kolkata' });
          await boss.work(REMINDER_QUEUE, { pollingIntervalSeconds: Math.max(opts.pollSeconds, 5) }, async () => counted(run));
        }
        if (opts.reminders) {
          for (const job of workers.scheduled ?? []) {
            await boss.createQueue(job.queue, { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 });
            await boss.schedule(job.queue, job.cron, {}, { tz: 'Asia/Kolkata' });
            const again = async (data: Record<string, unknown>, key: string) => {
              await boss.send(job.queue, data, { id: uuidOf(key) });
            };
            await boss.work<Record<string, unknown>>(
              job.queue,
              { pollingIntervalSeconds: Math.max(opts.pollSeconds, 5) },
              async ([j]) => job.run(j?.data ?? {}, again),
            );
          }
        }
      })();
      await started;
    },

    /** Enqueues one job inside the caller's transaction; `id` makes a second send of it a no-op. */
    async sendIn(tx: Tx, data: Record<string, unknown>, id: string): Promise<void> {
      await boss.send(DELIVERY_QUEUE, data, { id, db: fromDrizzle(tx as never, sql) });
    },

    /** Enqueues another module's job (`jobs` at start) inside the caller's transaction; `id` makes a second send a no-op. */
    async sendJobIn(tx: Tx, queue: string, data: Record<string, unknown>, id: string): Promise<void> {
      await boss.send(queue, data, { id, db: fromDrizzle(tx as never, sql) });
    },

    /** Enqueues outside any transaction (a resend, a reminder). */
    async send(data: Record<string, unknown>, id?: string): Promise<void> {
      await boss.send(DELIVERY_QUEUE, data, id ? { id } : {});
    },

    /** Jobs this process is running now (a shutdown waits for them). */
    activeJobs: () => active,

    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      if (!started) return;
      await started.catch(() => undefined);
      // Waits for the job in hand (up to 10 s), then stops polling; the database is closed after.
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
  };
}
export type NotificationQueue = ReturnType<typeof createNotificationQueue>;
