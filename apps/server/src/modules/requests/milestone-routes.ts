import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MILESTONE_MESSAGES,
  adminIdParamsSchema,
  holidaySchema,
  holidaysUpdateSchema,
  milestoneAdvanceSchema,
  milestonePlanSchema,
  serviceMilestonesSchema,
  noQuery,
} from '@anupalan/shared';
import { actorOf, done, refusals, writeRefusals } from '../../lib/backoffice-routes.ts';

/**
 * `/api/v1/admin/services/:id/milestones`, `/api/v1/admin/holidays` and
 * `/api/v1/admin/requests/:id/milestones/advance` (issue 21; staff and admins: the `/api/v1/admin`
 * hook refuses everyone else before anything is parsed).
 */
export const milestoneAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services.requestAdmin;
  const tags = ['back office'];

  app.get(
    '/admin/services/:id/milestones',
    {
      schema: {
        querystring: noQuery,
        tags,
        summary: "A service's milestones in order (the four stages while it has none of its own)",
        params: adminIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), plan: serviceMilestonesSchema }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, plan: await svc.milestones(actorOf(req), req.params.id) }),
  );
  app.put(
    '/admin/services/:id/milestones',
    {
      schema: {
        tags,
        summary: "Replace a service's milestones (new requests follow them; open requests keep their plan)",
        description:
          'At least one milestone; working_days a whole number from 1 to 365; waits_on us, customer or government. 422 names the field.',
        params: adminIdParamsSchema,
        body: milestonePlanSchema,
        response: { 200: z.object({ ...done, plan: serviceMilestonesSchema }), ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      message: MILESTONE_MESSAGES.saved,
      plan: await svc.setMilestones(actorOf(req), req.params.id, req.body),
    }),
  );
  app.get(
    '/admin/holidays',
    {
      schema: {
        querystring: noQuery,
        tags,
        summary: 'The holidays the working-day clock skips (besides Sundays)',
        response: { 200: z.object({ success: z.literal(true), holidays: z.array(holidaySchema) }), ...refusals },
      },
    },
    async (req) => ({ success: true as const, holidays: await svc.holidays(actorOf(req)) }),
  );
  app.put(
    '/admin/holidays',
    {
      schema: {
        tags,
        summary: 'Replace the holiday list (expected dates of open requests follow it)',
        body: holidaysUpdateSchema,
        response: { 200: z.object({ ...done, holidays: z.array(holidaySchema) }), ...writeRefusals },
      },
    },
    async (req) => ({
      success: true as const,
      message: MILESTONE_MESSAGES.holidaysSaved,
      holidays: await svc.setHolidays(actorOf(req), req.body),
    }),
  );
  app.post(
    '/admin/requests/:id/milestones/advance',
    {
      schema: {
        tags,
        summary: 'Move a request to its next milestone',
        description:
          "`version` is the request's `plan.version` as the staff member saw it: when someone moved the request since, 409 and nothing changes.",
        params: adminIdParamsSchema,
        body: milestoneAdvanceSchema,
        response: { 200: z.object(done), ...writeRefusals },
      },
    },
    async (req) => ({ success: true as const, message: await svc.advance(actorOf(req), req.params.id, req.body) }),
  );
};
