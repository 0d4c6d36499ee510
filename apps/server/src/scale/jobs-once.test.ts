import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../../../tests/helpers/db.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { createNotificationQueue, type NotificationQueue } from '../modules/notifications/queue.ts';

/**
 * ADR 0024: jobs run in every web process (WORKERS of them, on every instance). pg-boss claims a job
 * with one UPDATE … FOR UPDATE SKIP LOCKED, so however many processes poll, each job runs once.
 * Three queues here, each on its own connection pool to one database (as three processes are),
 * polling the same queue at once.
 */
describe.runIf(testDbKind() === 'postgres')('jobs across several processes', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of closers.reverse()) await c().catch(() => {});
  });

  it('each of 30 jobs, enqueued through different processes, runs exactly once', async () => {
    const db: TestDatabase = await createTestDatabase();
    closers.push(() => db.close());
    const ran: { id: string; by: number }[] = [];
    const queues: NotificationQueue[] = [];
    const log = pino({ level: 'silent' });
    for (let p = 0; p < 3; p++) {
      const own: Database = await openPostgres(db.url!, { max: 3 });
      const queue = createNotificationQueue(
        own,
        { worker: true, pollSeconds: 0.5, retryLimit: 0, retryDelaySeconds: 1, expireSeconds: 60, reminders: false },
        log,
      );
      closers.push(async () => {
        await queue.stop();
        await own.close();
      });
      await queue.start({
        deliver: async (job) => {
          ran.push({ id: String(job.data.n), by: p });
          // Long enough that the other processes poll while this one holds its job.
          await new Promise((r) => setTimeout(r, 20));
        },
      });
      queues.push(queue);
    }
    const N = 30;
    for (let i = 0; i < N; i++) await queues[i % 3]!.send({ n: i }, randomUUID());
    // The same job id sent again (a retried enqueue) is not a second job.
    const again = randomUUID();
    await queues[0]!.send({ n: 'dup' }, again);
    await queues[1]!.send({ n: 'dup' }, again);

    await expect.poll(() => ran.length, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(N + 1);
    await new Promise((r) => setTimeout(r, 1_500));
    const ids = ran.map((r) => r.id);
    expect(ids).toHaveLength(N + 1);
    expect(new Set(ids).size).toBe(N + 1);
    // More than one process did the work.
    expect(new Set(ran.map((r) => r.by)).size).toBeGreaterThan(1);
  }, 60_000);
});
