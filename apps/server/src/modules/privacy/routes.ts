import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentsResponseSchema, giveConsentSchema, withdrawConsentSchema, noQuery } from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';
import { assertSelf } from '../auth/plugin.ts';
import { consentMetaOf as consentMeta } from '../../lib/consent-meta.ts';

/** The signed-in customer's consents: GET, give (the re-asked notice, a purpose given again), withdraw. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const privacy = app.services.privacy;
  const person = async (req: FastifyRequest) => {
    const u = req.user ? await app.services.users.findById(req.user.id) : undefined;
    if (!u) throw new AppError('UNAUTHENTICATED', 'User not authenticated. Please login again.');
    return { id: u.id, email: u.email, mobile: u.mobile };
  };

  app.get(
    '/privacy/consents',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['privacy'],
        summary:
          "The signed-in customer's consents: each purpose's state, the records (notice version, when, where), and whether the notice in force still needs their answer",
        response: { 200: consentsResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return privacy.overview(await person(req));
    },
  );

  app.post(
    '/privacy/consents',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'Answer the notice in force (source notice_update) or give a purpose again (profile)',
        description:
          'Service delivery is always part of the answer; marketing and WhatsApp only when listed. Another user_id: 403.',
        body: giveConsentSchema,
        response: { 200: consentsResponseSchema, 403: errorBodySchema, 422: errorBodySchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      assertSelf(req, req.body.user_id);
      reply.header('cache-control', 'no-store');
      return privacy.give(await person(req), req.body, consentMeta(req));
    },
  );

  app.post(
    '/privacy/consents/withdraw',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'Withdraw marketing or WhatsApp consent at once',
        description:
          "Service delivery is not withdrawn here (422 saying so): that is the account's deletion, from the profile. Another user_id: 403.",
        body: withdrawConsentSchema,
        response: { 200: consentsResponseSchema, 403: errorBodySchema, 422: errorBodySchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      assertSelf(req, req.body.user_id);
      reply.header('cache-control', 'no-store');
      return privacy.withdraw(await person(req), req.body.purpose);
    },
  );
};
