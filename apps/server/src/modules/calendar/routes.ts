import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_MESSAGES as M,
  calendarFeedParams,
  calendarFeedResponse,
  calendarFeedRevokeResponse,
  calendarMuteBody,
  calendarMuteResponse,
  calendarResponse,
  ruleCreateBody,
  ruleIdParams,
  ruleListResponse,
  ruleSaveResponse,
  ruleUpdateBody,
  noBody,
  noQuery,
} from '@anupalan/shared';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';
import { backOfficeScope, staffRoute } from '../../lib/backoffice-routes.ts';

const authErrors = { ...errorResponses, 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema };
const tags = ['calendar'];

/** The customer's compliance calendar (issue 22): the calendar, mutes, the iCalendar address and file. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendar = app.services.calendar;

  app.get(
    '/user/calendar',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags,
        summary: 'The next 12 months of due dates for the signed-in customer and each of their companies',
        response: { 200: calendarResponse, ...authErrors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return calendar.forUser(req.user!);
    },
  );

  app.post(
    '/user/calendar/mute',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Mute (no reminders, left out of the iCalendar feed) or unmute a filing for the person or one company',
        body: calendarMuteBody,
        response: { 200: calendarMuteResponse, ...authErrors },
      },
    },
    async (req) => ({
      success: true as const,
      message: await calendar.setMuted(req.user!.id, req.body.subject, req.body.rule_code, req.body.muted),
    }),
  );

  app.post(
    '/user/calendar/feed',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Issue a private iCalendar subscription address (the previous one stops working); shown once',
        body: noBody,
        response: { 200: calendarFeedResponse, ...authErrors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: M.feedIssued, url: await calendar.issueFeed(req.user!.id) };
    },
  );

  app.delete(
    '/user/calendar/feed',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Revoke the iCalendar subscription address',
        body: noBody,
        response: { 200: calendarFeedRevokeResponse, ...authErrors },
      },
    },
    async (req) => {
      await calendar.revokeFeed(req.user!.id);
      return { success: true as const, message: M.feedRevoked };
    },
  );

  app.get(
    '/user/calendar.ics',
    {
      onRequest: app.requireUser,
      schema: { querystring: noQuery, tags, summary: 'A one-time download of the calendar as an .ics file (text/calendar)' },
    },
    async (req, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="anupalan-calendar.ics"')
        .send(await calendar.ics(req.user!.id)),
  );

  app.get(
    '/calendar/feed/:token',
    {
      schema: {
        querystring: noQuery,
        tags,
        summary: 'The private iCalendar feed behind a subscription token (404 for a revoked or unknown one)',
        params: calendarFeedParams,
      },
    },
    async (req, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(await calendar.feed(req.params.token)),
  );
};

/** The back office's calendar rules. */
export const calendarAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendar = app.services.calendar;
  backOfficeScope(app);
  const adminTags = ['back office'];
  staffRoute(
    app,
    'GET',
    '/rules',
    { tags: adminTags, summary: 'Every compliance calendar rule, with warnings on its dates', response: ruleListResponse },
    async () => ({ success: true as const, rules: await calendar.adminRules() }),
  );
  staffRoute(
    app,
    'POST',
    '/rules',
    { tags: adminTags, summary: 'Add a rule', body: ruleCreateBody, response: ruleSaveResponse, status: 201 },
    async (actor, { body }) => ({
      success: true as const,
      message: M.ruleCreated,
      rule: await calendar.createRule(actor, body),
    }),
  );
  staffRoute(
    app,
    'PUT',
    '/rules/:id',
    {
      tags: adminTags,
      summary: 'Change a rule (or enter a government extension); applies at once to every calendar',
      params: ruleIdParams,
      body: ruleUpdateBody,
      response: ruleSaveResponse,
    },
    async (actor, { params, body }) => ({
      success: true as const,
      message: M.ruleSaved,
      rule: await calendar.updateRule(actor, params.id, body),
    }),
  );
};
