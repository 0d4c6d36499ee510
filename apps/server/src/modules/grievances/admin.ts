import {
  grievanceAssignBody,
  grievanceListQuery,
  grievanceNoteBody,
  grievanceReplyBody,
  grievanceReportQuery,
  grievanceResolveBody,
  type GrievanceAdminServices,
} from '@anupalan/shared';
import { parseOrThrow, parseQuery } from '../../lib/validation.ts';
import type { GrievanceService } from './service.ts';

/**
 * The back office's pages call these in-process (`AppServices.grievanceAdmin`): the same service
 * calls and contracts as the `/api/v1/admin/grievances` routes; the service checks every call's role.
 * (The customer's pages call the service itself, `AppServices.grievances`, always for the session's user.)
 */
export function grievanceAdminServices(g: GrievanceService): GrievanceAdminServices {
  return {
    list: (actor, query) => g.list(actor, parseQuery(grievanceListQuery, query)),
    detail: (actor, id) => g.detail(actor, id),
    acknowledge: (actor, id) => g.acknowledge(actor, id),
    assign: (actor, id, body) => g.assign(actor, id, parseOrThrow(grievanceAssignBody, body).assigneeId),
    note: (actor, id, body) => g.note(actor, id, parseOrThrow(grievanceNoteBody, body).body),
    reply: (actor, id, body) => g.reply(actor, id, parseOrThrow(grievanceReplyBody, body).body),
    resolve: (actor, id, body) => g.resolve(actor, id, parseOrThrow(grievanceResolveBody, body).resolution),
    close: (actor, id) => g.close(actor, id),
    report: (actor, query) => g.report(actor, parseQuery(grievanceReportQuery, query).month),
  };
}
