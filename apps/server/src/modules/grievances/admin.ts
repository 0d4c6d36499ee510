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
import { assertStaff } from '../../lib/backoffice.ts';
import type { GrievanceService } from './service.ts';

/**
 * The back office's pages call these in-process (`AppServices.grievanceAdmin`): the same service
 * calls and contracts as the `/api/v1/admin/grievances` routes; the service checks every call's role.
 * (The customer's pages call the service itself, `AppServices.grievances`, always for the session's user.)
 */
export function grievanceAdminServices(g: GrievanceService): GrievanceAdminServices {
  // The role first, then the input (a customer is refused whatever they send).
  return {
    list: async (actor, query) => {
      assertStaff(actor);
      return g.list(actor, parseQuery(grievanceListQuery, query));
    },
    detail: async (actor, id) => {
      assertStaff(actor);
      return g.detail(actor, id);
    },
    acknowledge: async (actor, id) => {
      assertStaff(actor);
      return g.acknowledge(actor, id);
    },
    assign: async (actor, id, body) => {
      assertStaff(actor);
      return g.assign(actor, id, parseOrThrow(grievanceAssignBody, body).assigneeId);
    },
    note: async (actor, id, body) => {
      assertStaff(actor);
      return g.note(actor, id, parseOrThrow(grievanceNoteBody, body).body);
    },
    reply: async (actor, id, body) => {
      assertStaff(actor);
      return g.reply(actor, id, parseOrThrow(grievanceReplyBody, body).body);
    },
    resolve: async (actor, id, body) => {
      assertStaff(actor);
      return g.resolve(actor, id, parseOrThrow(grievanceResolveBody, body).resolution);
    },
    close: async (actor, id) => {
      assertStaff(actor);
      return g.close(actor, id);
    },
    report: async (actor, query) => {
      assertStaff(actor);
      return g.report(actor, parseQuery(grievanceReportQuery, query).month);
    },
  };
}
