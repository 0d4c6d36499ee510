import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOG_ADMIN_MESSAGES as M,
  CONTENT_KINDS,
  adminDueDateSchema,
  contentInputSchemas,
  noBody,
  orderInputSchema,
  adminHomeCardSchema,
  adminIdParamsSchema,
  adminNoticeSchema,
  adminTestimonialSchema,
  type ContentKind,
  noQuery,
} from '@anupalan/shared';
import { actorOf, backOfficeScope, done, refusals, staffRoute, writeRefusals } from '../../lib/backoffice-routes.ts';

const KIND_NAMES: Record<ContentKind, string> = {
  notices: 'a notice',
  'due-dates': 'a due date',
  testimonials: 'a testimonial',
  'home-cards': 'a home tab card',
};

/** `/api/v1/admin/content/home…`: the home page's notices, due dates, testimonials and tab cards. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const home = app.services.contentAdmin;
  backOfficeScope(app);
  const tags = ['back office: content'];

  app.get(
    '/home',
    {
      schema: {
        querystring: noQuery,
        tags,
        summary: "The home page's notices, due dates, testimonials and tab cards, active or not",
        response: {
          200: z.object({
            success: z.literal(true),
            notices: z.array(adminNoticeSchema),
            'due-dates': z.array(adminDueDateSchema),
            testimonials: z.array(adminTestimonialSchema),
            'home-cards': z.array(adminHomeCardSchema),
          }),
          ...refusals,
        },
      },
    },
    async (req) => ({ success: true as const, ...(await home.list(actorOf(req))) }),
  );
  const idOne = z.object({ ...done, id: z.number().int() });
  app.put(
    '/home/home-cards/order/:audience',
    {
      schema: {
        tags,
        summary: "Order of one tab's home cards: every card id of that audience, once",
        params: z.object({ audience: z.string().max(40) }),
        body: orderInputSchema,
        response: { 200: z.object(done), ...writeRefusals },
      },
    },
    async (req) => {
      await home.orderCards(actorOf(req), req.params.audience, req.body);
      return { success: true as const, message: M.reordered };
    },
  );
  // One route per kind, each with its kind's body contract (the `/admin/content` page's in-process
  // door judges its input with the same `contentInputSchemas`, contentAdminDoor).
  for (const kind of CONTENT_KINDS) {
    const body = contentInputSchemas[kind];
    const name = KIND_NAMES[kind];
    const one = { tags, params: adminIdParamsSchema };
    staffRoute(
      app,
      'POST',
      `/home/${kind}`,
      { tags, summary: `Add ${name}`, body, response: idOne, status: 201 },
      async (actor, input) => ({
        success: true as const,
        message: M.created,
        id: (await home.create(actor, kind, input.body)).id,
      }),
    );
    staffRoute(
      app,
      'PUT',
      `/home/${kind}/:id`,
      { ...one, summary: `Save ${name}`, body, response: idOne },
      async (actor, input) => ({
        success: true as const,
        message: M.saved,
        id: (await home.update(actor, kind, input.params.id, input.body)).id,
      }),
    );
    staffRoute(
      app,
      'DELETE',
      `/home/${kind}/:id`,
      { ...one, summary: `Delete ${name}`, body: noBody, response: z.object(done) },
      async (actor, { params }) => {
        await home.remove(actor, kind, params.id);
        return { success: true as const, message: M.deleted };
      },
    );
  }
};
