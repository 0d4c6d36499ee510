import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { conversationMessages, conversationReads, conversationThreads } from '../../db/schema.ts';

export type ThreadRow = typeof conversationThreads.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;
export type NewMessage = Omit<typeof conversationMessages.$inferInsert, 'id' | 'threadId' | 'createdAt'>;

/** The only code that queries the conversation tables (threads, messages, read state). */
export function createConversationRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    async threadOf(requestId: number, tx: Tx | Db = db): Promise<ThreadRow | undefined> {
      const [row] = await tx.select().from(conversationThreads).where(eq(conversationThreads.serviceRequestId, requestId));
      return row;
    },

    /** The request's thread, made on first use; locked for the rest of the transaction. */
    async lockThread(tx: Tx, requestId: number, now: Date): Promise<ThreadRow> {
      await tx
        .insert(conversationThreads)
        .values({ serviceRequestId: requestId, createdAt: now })
        .onConflictDoNothing({ target: conversationThreads.serviceRequestId });
      const [row] = await tx
        .select()
        .from(conversationThreads)
        .where(eq(conversationThreads.serviceRequestId, requestId))
        .for('update');
      if (!row) throw new Error('thread upsert returned nothing');
      return row;
    },

    async addMessage(tx: Tx, threadId: number, values: NewMessage, now: Date): Promise<MessageRow> {
      const [row] = await tx
        .insert(conversationMessages)
        .values({ ...values, threadId, createdAt: now })
        .returning();
      if (!row) throw new Error('message insert returned nothing');
      return row;
    },

    async setWaiting(tx: Tx, threadId: number, patch: { waitingSince: Date | null; lastMessageAt: Date }): Promise<void> {
      await tx.update(conversationThreads).set(patch).where(eq(conversationThreads.id, threadId));
    },

    /** A thread's messages, oldest first; without internal notes unless asked. */
    async messages(threadId: number, opts: { internal: boolean }): Promise<MessageRow[]> {
      return db
        .select()
        .from(conversationMessages)
        .where(
          and(eq(conversationMessages.threadId, threadId), opts.internal ? undefined : eq(conversationMessages.internal, false)),
        )
        .orderBy(asc(conversationMessages.id));
    },

    async message(id: number): Promise<(MessageRow & { requestId: number }) | undefined> {
      const [row] = await db
        .select({ m: conversationMessages, requestId: conversationThreads.serviceRequestId })
        .from(conversationMessages)
        .innerJoin(conversationThreads, eq(conversationThreads.id, conversationMessages.threadId))
        .where(eq(conversationMessages.id, id));
      return row ? { ...row.m, requestId: row.requestId } : undefined;
    },

    /** Remembers that `userId` has read the thread up to `lastReadId` (never moves back). */
    async markRead(threadId: number, userId: number, lastReadId: number): Promise<void> {
      await db
        .insert(conversationReads)
        .values({ threadId, userId, lastReadId })
        .onConflictDoUpdate({
          target: [conversationReads.threadId, conversationReads.userId],
          set: { lastReadId: sql`GREATEST(${conversationReads.lastReadId}, excluded.last_read_id)` },
        });
    },

    /**
     * A customer's unread messages per request: shared (not internal) messages by anyone else,
     * after what they last read.
     */
    async unreadFor(userId: number, requestIds: number[]): Promise<Map<number, number>> {
      if (!requestIds.length) return new Map();
      const rows = await db
        .select({ requestId: conversationThreads.serviceRequestId, n: count() })
        .from(conversationMessages)
        .innerJoin(conversationThreads, eq(conversationThreads.id, conversationMessages.threadId))
        .leftJoin(
          conversationReads,
          and(eq(conversationReads.threadId, conversationThreads.id), eq(conversationReads.userId, userId)),
        )
        .where(
          and(
            inArray(conversationThreads.serviceRequestId, requestIds),
            eq(conversationMessages.internal, false),
            or(isNull(conversationMessages.authorId), ne(conversationMessages.authorId, userId)),
            or(isNull(conversationReads.lastReadId), gt(conversationMessages.id, conversationReads.lastReadId)),
          ),
        )
        .groupBy(conversationThreads.serviceRequestId);
      return new Map(rows.map((r) => [r.requestId, Number(r.n)]));
    },

    /** Threads waiting for a reply, oldest first, a page of them (or the given threads), with their last customer message. */
    async waiting(
      opts: { limit?: number; offset?: number; threadIds?: number[] } = {},
    ): Promise<Array<ThreadRow & { lastBody: string }>> {
      const threads = await db
        .select()
        .from(conversationThreads)
        .where(
          and(
            isNotNull(conversationThreads.waitingSince),
            opts.threadIds ? inArray(conversationThreads.id, opts.threadIds) : undefined,
          ),
        )
        .orderBy(asc(conversationThreads.waitingSince), asc(conversationThreads.id))
        .limit(opts.limit ?? 100)
        .offset(opts.offset ?? 0);
      if (!threads.length) return [];
      const last = await db
        .selectDistinctOn([conversationMessages.threadId], {
          threadId: conversationMessages.threadId,
          body: conversationMessages.body,
        })
        .from(conversationMessages)
        .where(
          and(
            inArray(
              conversationMessages.threadId,
              threads.map((t) => t.id),
            ),
            eq(conversationMessages.authorKind, 'customer'),
          ),
        )
        .orderBy(conversationMessages.threadId, sql`${conversationMessages.id} DESC`);
      const bodies = new Map(last.map((l) => [l.threadId, l.body]));
      return threads.map((t) => ({ ...t, lastBody: bodies.get(t.id) ?? '' }));
    },

    /** How many threads wait for a reply (the inbox's pager). */
    async waitingCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(conversationThreads).where(isNotNull(conversationThreads.waitingSince));
      return row?.n ?? 0;
    },

    /** Threads that have waited since before `before` (the escalation's candidates). */
    async waitingSince(before: Date): Promise<ThreadRow[]> {
      return db
        .select()
        .from(conversationThreads)
        .where(and(isNotNull(conversationThreads.waitingSince), lt(conversationThreads.waitingSince, before)))
        .orderBy(asc(conversationThreads.waitingSince));
    },
  };
}
export type ConversationRepository = ReturnType<typeof createConversationRepository>;
