import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationDeliveries, notificationPreferences, notificationStops } from '../../db/schema.ts';
import type { DataRightsContributor } from '../../lib/data-rights.ts';

/**
 * The messages we sent a customer and their channel choices, in an export and an erasure (issue 24).
 * The erasure's own notice (`account_erased`), enqueued in the same transaction, is delivered after.
 */
export function createNotificationDataRights(db: Db): DataRightsContributor {
  return {
    name: 'notifications',
    async export(userId) {
      const sent = await db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.userId, userId))
        .orderBy(asc(notificationDeliveries.id));
      const [prefs] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      return {
        data: {
          choices: prefs
            ? { email: prefs.email, sms: prefs.sms, whatsapp_opted_in_at: prefs.whatsappOptInAt?.toISOString() ?? null }
            : null,
          messages: sent.map((d) => ({
            event: d.event,
            channel: d.channel,
            to: d.recipient,
            status: d.status,
            at: d.createdAt.toISOString(),
          })),
        },
      };
    },
    async erase(tx, person) {
      const t = tx as unknown as Db;
      const to = [person.email, person.mobile].filter((v): v is string => Boolean(v));
      await t
        .delete(notificationDeliveries)
        .where(
          to.length
            ? or(eq(notificationDeliveries.userId, person.id), inArray(notificationDeliveries.recipient, to))
            : eq(notificationDeliveries.userId, person.id),
        );
      await t.delete(notificationPreferences).where(eq(notificationPreferences.userId, person.id));
      if (person.mobile) await t.delete(notificationStops).where(and(eq(notificationStops.address, person.mobile)));
      return { erased: ['dataRights.erased.notifications'], kept: [], files: [] };
    },
  };
}
