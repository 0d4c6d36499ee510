import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { grievanceAttachments, grievanceMessages, grievances } from '../../db/schema.ts';
import type { DataRightsContributor } from '../../lib/data-rights.ts';
import { GRIEVANCE_RECORD_YEARS } from '@anupalan/shared';

const safe = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'file';

/**
 * Complaints in an export and an erasure (issue 24). The erasure keeps each ticket's number,
 * category, status and dates (the grievance officer's record and the monthly compliance count,
 * GRIEVANCE_RECORD_YEARS) and erases its text, the replies and the attachments.
 */
export function createGrievanceDataRights(db: Db): DataRightsContributor {
  return {
    name: 'complaints',
    async export(userId) {
      const rows = await db.select().from(grievances).where(eq(grievances.userId, userId)).orderBy(asc(grievances.id));
      if (!rows.length) return { data: [] };
      const ids = rows.map((g) => g.id);
      const replies = await db
        .select()
        .from(grievanceMessages)
        .where(inArray(grievanceMessages.grievanceId, ids))
        .orderBy(asc(grievanceMessages.id));
      const attachments = await db.select().from(grievanceAttachments).where(inArray(grievanceAttachments.grievanceId, ids));
      const files: Array<{ key: string; path: string }> = [];
      const data = rows.map((g) => ({
        ticket: g.ticketNo,
        category: g.category,
        description: g.description,
        status: g.status,
        order_id: g.requestId,
        filed_at: g.createdAt.toISOString(),
        resolution: g.resolution,
        replies: replies
          .filter((m) => m.grievanceId === g.id && m.kind === 'reply')
          .map((m) => ({ text: m.body, at: m.createdAt.toISOString() })),
        attachments: attachments
          .filter((a) => a.grievanceId === g.id)
          .map((a) => {
            const path = `complaints/${g.ticketNo}/${a.id}-${safe(a.fileName)}`;
            files.push({ key: a.storageKey, path });
            return { name: a.fileName, file: `files/${path}` };
          }),
      }));
      return { data, files };
    },
    async erase(tx, person) {
      const t = tx as unknown as Db;
      const rows = await t.select().from(grievances).where(eq(grievances.userId, person.id));
      if (!rows.length) return { erased: [], kept: [], files: [] };
      const ids = rows.map((g) => g.id);
      const files = await t
        .delete(grievanceAttachments)
        .where(inArray(grievanceAttachments.grievanceId, ids))
        .returning({ key: grievanceAttachments.storageKey });
      await t.delete(grievanceMessages).where(inArray(grievanceMessages.grievanceId, ids));
      await t
        .update(grievances)
        .set({ description: '', resolution: null, requestId: null, updatedAt: new Date() })
        .where(inArray(grievances.id, ids));
      const last = rows.map((g) => g.createdAt).sort((a, b) => b.getTime() - a.getTime())[0]!;
      const until = new Date(last);
      until.setUTCFullYear(until.getUTCFullYear() + GRIEVANCE_RECORD_YEARS);
      return {
        erased: ['dataRights.erased.complaints'],
        kept: [{ what: 'dataRights.kept.complaints', why: 'dataRights.why.complaints', until: until.toISOString().slice(0, 10) }],
        files: files.map((f) => f.key),
      };
    },
  };
}
