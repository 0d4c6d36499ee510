import { and, count, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { NotificationChannel } from '@anupalan/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { notificationDeliveries, notificationPreferences, notificationStops } from '../../db/schema.ts';

export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type NewDelivery = typeof notificationDeliveries.$inferInsert;
export type PreferencesRow = typeof notificationPreferences.$inferSelect;

/** The only code that queries the notifications module's tables. */
export function createNotificationRepository(db: Db) {
  return {
    /** Inserts what is not there yet ((event, channel) is unique); returns every row of the event. */
    async ensureDeliveries(eventId: string, rows: NewDelivery[]): Promise<DeliveryRow[]> {
      if (rows.length) await db.insert(notificationDeliveries).values(rows).onConflictDoNothing();
      return db.select().from(notificationDeliveries).where(eq(notificationDeliveries.eventId, eventId));
    },

    async find(id: number): Promise<DeliveryRow | undefined> {
      const [row] = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, id));
      return row;
    },

    /**
     * Takes a delivery for one attempt: pending, or left `sending` by a worker that died more than
     * `staleBefore` ago. Two workers never both take it.
     */
    async claim(id: number, now: Date, staleBefore: Date): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .update(notificationDeliveries)
        .set({ status: 'sending', attempts: sql`${notificationDeliveries.attempts} + 1`, updatedAt: now })
        .where(
          and(
            eq(notificationDeliveries.id, id),
            or(
              eq(notificationDeliveries.status, 'pending'),
              and(eq(notificationDeliveries.status, 'sending'), lt(notificationDeliveries.updatedAt, staleBefore)),
            ),
          ),
        )
        .returning();
      return row;
    },

    async markSent(id: number, providerMessageId: string | null, now: Date): Promise<void> {
      await db
        .update(notificationDeliveries)
        .set({ status: 'sent', providerMessageId, sentAt: now, error: null, updatedAt: now })
        .where(eq(notificationDeliveries.id, id));
    },

    async markFailed(id: number, error: string, now: Date): Promise<void> {
      await db
        .update(notificationDeliveries)
        .set({ status: 'failed', error, failedAt: now, updatedAt: now })
        .where(eq(notificationDeliveries.id, id));
    },

    /** A temporary failure: back to pending with the reason, for the next attempt. */
    async markRetry(id: number, error: string, now: Date): Promise<void> {
      await db
        .update(notificationDeliveries)
        .set({ status: 'pending', error, updatedAt: now })
        .where(eq(notificationDeliveries.id, id));
    },

    /** Staff's resend: a failed delivery back to pending (in the resend's audited transaction). */
    async reopen(tx: Tx, id: number, now: Date): Promise<DeliveryRow | undefined> {
      const [row] = await tx
        .update(notificationDeliveries)
        .set({ status: 'pending', error: null, failedAt: null, updatedAt: now })
        .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.status, 'failed')))
        .returning();
      return row;
    },

    async list(
      filter: { userId?: number; requestId?: number; status?: DeliveryRow['status']; channel?: NotificationChannel },
      page: { page: number; pageSize: number },
    ): Promise<{ rows: DeliveryRow[]; total: number }> {
      const where: SQL[] = [];
      if (filter.userId) where.push(eq(notificationDeliveries.userId, filter.userId));
      if (filter.requestId) where.push(eq(notificationDeliveries.requestId, filter.requestId));
      if (filter.status) where.push(eq(notificationDeliveries.status, filter.status));
      if (filter.channel) where.push(eq(notificationDeliveries.channel, filter.channel));
      const w = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notificationDeliveries)
          .where(w)
          .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
          .limit(page.pageSize)
          .offset((page.page - 1) * page.pageSize),
        db.select({ n: count() }).from(notificationDeliveries).where(w),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async preferences(userId: number): Promise<PreferencesRow | undefined> {
      const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      return row;
    },

    async savePreferences(
      userId: number,
      p: { email: boolean; sms: boolean; whatsappOptInAt: Date | null; whatsappOptInSource: string | null },
      now: Date,
    ): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, ...p, updatedAt: now })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...p, updatedAt: now } });
    },

    async stopped(addresses: { channel: 'sms' | 'whatsapp'; address: string }[]): Promise<Set<string>> {
      if (!addresses.length) return new Set();
      const rows = await db
        .select()
        .from(notificationStops)
        .where(
          inArray(
            notificationStops.address,
            addresses.map((a) => a.address),
          ),
        );
      return new Set(rows.map((r) => `${r.channel}:${r.address}`));
    },

    async stop(channel: 'sms' | 'whatsapp', address: string, source: string, now: Date): Promise<void> {
      await db.insert(notificationStops).values({ channel, address, source, stoppedAt: now }).onConflictDoNothing();
    },

    /** The customer takes a channel back (choosing it again in the profile). */
    async unstop(channel: 'sms' | 'whatsapp', address: string): Promise<void> {
      await db
        .delete(notificationStops)
        .where(and(eq(notificationStops.channel, channel), eq(notificationStops.address, address)));
    },
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
