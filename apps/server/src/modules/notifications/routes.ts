import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  deliveryListQuery,
  deliverySchema,
  inboundStopBody,
  NOTIFICATION_MESSAGES as M,
  notificationPreferencesBody,
  notificationPreferencesResponse,
  notificationPreferencesSaved,
  templateCatalogueResponse,
  noBody,
  noQuery,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';
import { backOfficeScope, done, staffList, staffRoute } from '../../lib/backoffice-routes.ts';

/** The signed-in customer's channels, and the providers' inbound STOP. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = app.services.notifications;
  const account = async (id: number) => {
    const u = await app.services.users.findById(id);
    if (!u) throw new AppError('UNAUTHENTICATED', 'User not authenticated. Please login again.');
    return { id: u.id, email: u.email, mobile: u.mobile };
  };
  app.get(
    '/user/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['profile'],
        summary: "The signed-in customer's notification channels (e-mail, SMS, WhatsApp opt-in, STOPs)",
        response: { 200: notificationPreferencesResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await notifications.preferences(await account(req.user!.id)) };
    },
  );
  app.put(
    '/user/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Choose the notification channels; a WhatsApp opt-in records its time and source',
        body: notificationPreferencesBody,
        response: { 200: notificationPreferencesSaved, ...errorResponses },
      },
    },
    async (req) => ({
      success: true as const,
      message: M.saved,
      data: await notifications.savePreferences(await account(req.user!.id), req.body, 'profile'),
    }),
  );
  app.post(
    '/webhooks/notifications/stop',
    {
      // The shared secret is checked before the body is read: 401 without it, whatever is sent.
      preValidation: async (req) => {
        const secret = app.config.notifications.inboundSecret;
        const given = req.headers['x-webhook-secret'];
        const ok =
          !!secret &&
          typeof given === 'string' &&
          given.length === secret.length &&
          timingSafeEqual(Buffer.from(given), Buffer.from(secret));
        if (!ok) throw new AppError('UNAUTHENTICATED', M.badStopToken);
      },
      schema: {
        tags: ['webhooks'],
        summary: "A provider's inbound STOP for SMS or WhatsApp (header x-webhook-secret: NOTIFY_INBOUND_SECRET)",
        body: inboundStopBody,
        response: { 200: z.object({ success: z.literal(true), stopped: z.boolean() }), 401: errorBodySchema, ...errorResponses },
      },
    },
    async (req) => ({
      success: true as const,
      stopped: await notifications.inboundStop(req.body.channel, req.body.mobile, req.body.text),
    }),
  );
};

/** The back office: delivery log, failed deliveries and resend, the template catalogue. */
export const notificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = app.services.notifications;
  backOfficeScope(app);
  const tags = ['back office'];
  staffList(
    app,
    '/deliveries',
    {
      tags,
      summary: 'Delivery log, newest first: by customer (userId), request (requestId), status (failed) or channel',
      querystring: deliveryListQuery,
      item: deliverySchema,
    },
    async (_actor, query) => notifications.deliveries(query),
  );
  staffRoute(
    app,
    'POST',
    '/deliveries/:id/resend',
    {
      tags,
      summary: 'Queue a failed delivery again (audited)',
      params: adminIdParamsSchema,
      body: noBody,
      response: z.object({ ...done, data: deliverySchema }),
    },
    async (actor, { params }) => ({
      success: true as const,
      message: M.resent,
      data: await notifications.resend(actor, params.id),
    }),
  );
  staffRoute(
    app,
    'GET',
    '/templates',
    { tags, summary: 'The template catalogue with a preview of every channel', response: templateCatalogueResponse },
    async () => ({ success: true as const, items: notifications.catalogue() }),
  );
};
