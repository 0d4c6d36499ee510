import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageUpdateResponseSchema, languageUpdateSchema } from '@anupalan/shared/contracts/language';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { NOT_AUTHENTICATED } from '../auth/plugin.ts';

/**
 * The language a signed-in person chose with the site's switch (issue 23, ADR 0023), kept on their
 * account: the notifications module writes their messages in it.
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user/language',
    {
      // Before the body is judged: signed out is 401 whatever it sends.
      preValidation: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: "The signed-in person's language (en or hi); their messages are written in it",
        body: languageUpdateSchema,
        response: { 200: languageUpdateResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      if (!req.user) throw new AppError('UNAUTHENTICATED', NOT_AUTHENTICATED);
      await app.services.users.update(req.user.id, { language: req.body.language });
      return { success: true as const, language: req.body.language };
    },
  );
};
