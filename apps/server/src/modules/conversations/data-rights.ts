import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { conversationMessages, conversationReads, conversationThreads } from '../../db/schema.ts';
import type { DataRightsContributor } from '../../lib/data-rights.ts';

const safe = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'file';

/**
 * The conversation on each of the customer's orders in an export (what the customer sees: no
 * internal notes) and an erasure (issue 24): every thread of their orders goes, messages and
 * attachments with it.
 */
export function createConversationDataRights(
  db: Db,
  requestIdsOf: (userId: number, tx?: Tx) => Promise<number[]>,
): DataRightsContributor {
  return {
    name: 'messages',
    async export(userId) {
      const ids = await requestIdsOf(userId);
      if (!ids.length) return { data: [] };
      const rows = await db
        .select({ m: conversationMessages, requestId: conversationThreads.serviceRequestId })
        .from(conversationMessages)
        .innerJoin(conversationThreads, eq(conversationThreads.id, conversationMessages.threadId))
        .where(and(inArray(conversationThreads.serviceRequestId, ids), eq(conversationMessages.internal, false)))
        .orderBy(asc(conversationMessages.id));
      const files: Array<{ key: string; path: string }> = [];
      const data = rows.map(({ m, requestId }) => {
        const path = m.attachmentKey ? `messages/${requestId}/${m.id}-${safe(m.attachmentName ?? 'attachment')}` : null;
        if (m.attachmentKey && path) files.push({ key: m.attachmentKey, path });
        return {
          order_id: requestId,
          from:
            m.authorKind === 'customer'
              ? m.authorId === userId
                ? 'you'
                : 'customer'
              : m.authorKind === 'staff'
                ? 'our team'
                : 'service provider',
          text: m.body,
          attachment: path ? { name: m.attachmentName, file: `files/${path}` } : null,
          at: m.createdAt.toISOString(),
        };
      });
      return { data, files };
    },
    async erase(tx, person) {
      const t = tx as unknown as Db;
      await t.delete(conversationReads).where(eq(conversationReads.userId, person.id));
      const ids = await requestIdsOf(person.id, tx);
      if (!ids.length) return { erased: [], kept: [], files: [] };
      const threads = await t
        .select({ id: conversationThreads.id })
        .from(conversationThreads)
        .where(inArray(conversationThreads.serviceRequestId, ids));
      if (!threads.length) return { erased: [], kept: [], files: [] };
      const keys = await t
        .select({ key: conversationMessages.attachmentKey })
        .from(conversationMessages)
        .where(
          inArray(
            conversationMessages.threadId,
            threads.map((x) => x.id),
          ),
        );
      // Messages and read marks go with their thread (ON DELETE CASCADE).
      await t.delete(conversationThreads).where(
        inArray(
          conversationThreads.id,
          threads.map((x) => x.id),
        ),
      );
      return { erased: ['dataRights.erased.messages'], kept: [], files: keys.flatMap((k) => (k.key ? [k.key] : [])) };
    },
  };
}
