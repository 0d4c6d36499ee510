import { REQUEST_STAGE_LABELS, formatInr } from '@anupalan/shared';
import type { NotifyEvent } from '../notifications/service.ts';
import type { RequestContext } from './context.ts';

/** The reminders the notifications sweep sends (issue 20). */
export function createReminders(c: RequestContext) {
  const { d } = c;
  return {
    /**
     * The reminders due at `now` (issue 20), each with its own key so a sweep run twice sends once:
     * documents still missing 2 and 5 days after payment; a balance unpaid 3 days after the work is
     * ready; and every 7 days a request spends at one stage, where it stands.
     */
    async reminders(now: Date): Promise<NotifyEvent[]> {
      const DAY = 86_400_000;
      const rows = await d.repo.reminderCandidates(new Date(now.getTime() - 180 * DAY));
      const names = await d.catalog.serviceNamesOf(rows.map((r) => r.request.serviceId));
      const out: NotifyEvent[] = [];
      for (const { request: r, unpaidPaise } of rows) {
        const to = { userId: r.userId, requestId: r.id };
        const base = { service: names.get(r.serviceId) ?? '', requestId: String(r.id) };
        const sincePaid = now.getTime() - r.createdAt.getTime();
        if (r.stage === 'paid' && r.status !== 'file_upload_done' && sincePaid < 30 * DAY) {
          for (const days of [2, 5]) {
            if (sincePaid < days * DAY) continue;
            const required = await d.catalog.requiredDocumentsOf(r.serviceId, r.createdAt);
            const present = new Set(
              (await d.repo.documentsOf(r.id)).flatMap((x) => (x.serviceDocumentId ? [x.serviceDocumentId] : [])),
            );
            const documents = required.filter((x) => x.mandatory && !present.has(x.id)).map((x) => x.name);
            if (!documents.length) break;
            out.push({
              ...to,
              event: 'documents_reminder',
              key: `documents_reminder:${r.id}:${days}`,
              vars: {
                ...base,
                documents,
                days: String(days),
                uploadLink: `/document?serviceId=${r.serviceId}&requestId=${r.id}`,
              },
            });
          }
        }
        if (r.deliverableAt && (unpaidPaise ?? 0) > 0 && now.getTime() - r.deliverableAt.getTime() >= 3 * DAY) {
          out.push({
            ...to,
            event: 'balance_reminder',
            key: `balance_reminder:${r.id}:${r.deliverableAt.getTime()}`,
            vars: { ...base, amount: formatInr(unpaidPaise ?? 0), payLink: '/myrequests' },
          });
        }
        const atStage = now.getTime() - r.stageChangedAt.getTime();
        if (r.stage !== 'completed' && atStage >= 7 * DAY) {
          const week = Math.floor(atStage / (7 * DAY));
          out.push({
            ...to,
            event: 'weekly_status',
            key: `weekly_status:${r.id}:${r.stageChangedAt.getTime()}:${week}`,
            vars: {
              ...base,
              stage: REQUEST_STAGE_LABELS[r.stage],
              since: r.stageChangedAt.toLocaleDateString('en-IN', {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                timeZone: 'Asia/Kolkata',
              }),
              requestsLink: '/myrequests',
            },
          });
        }
      }
      return out;
    },
  };
}
