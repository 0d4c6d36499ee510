import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NEWSLETTER_QUERY_FLAG,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  type NewsletterResult,
} from '@anupalan/shared';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The shared schema, plus where a plain form post wants to go back to (the page it is on). */
const bodySchema = newsletterSubscribeSchema.extend({
  return_to: z
    .string()
    .max(2048)
    .optional()
    .describe('Path of the page the form is on, for the redirect after a plain form post (a path on this site only).'),
});

/**
 * A plain HTML form post (the footer form before or without JavaScript): urlencoded and not asking
 * for JSON. Such a post gets a redirect back to its page instead of a JSON answer.
 */
function isPlainFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  const accept = request.headers.accept ?? '';
  return type.toLowerCase().startsWith(FORM_TYPE) && !accept.includes('application/json');
}

/**
 * A path is ours only if it still is one after the URL parser has normalised it: "/.//evil.example"
 * becomes "//evil.example", which a browser reads as another host. So the check runs on the
 * normalised form, and refuses a path that starts with two slashes (or a backslash) there.
 */
function isOwnNormalisedPath(url: URL): boolean {
  return url.origin === 'http://local' && url.pathname.startsWith('/') && !/^\/[/\\]/.test(url.pathname);
}

/** A same-site path from the form's return_to field, or null. */
function ownPath(value: unknown): URL | null {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value) || value.length > 2048) return null;
  try {
    const url = new URL(value, 'http://local');
    return isOwnNormalisedPath(url) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Where to send a plain form post back to: the form's return_to path, else the path (and query) of
 * the Referer when it is one of our own pages (browsers send none under a no-referrer policy), else
 * home; with the result flag added and the footer form's anchor. Only a path on this site is ever
 * returned, so this cannot redirect to another site.
 */
export function backToReferer(request: FastifyRequest, publicUrl: string, result: NewsletterResult): string {
  let target = new URL('/', 'http://local');
  const returnTo = ownPath((request.body as { return_to?: unknown } | undefined)?.return_to);
  const referer = request.headers.referer;
  if (returnTo) {
    target = returnTo;
  } else if (referer) {
    try {
      const from = new URL(referer);
      // Through URL both ways, so a default port (":80") compares equal to none.
      const ownHost = new URL(`${request.protocol}://${request.host}`).host;
      const ours = from.host === ownHost || from.origin === new URL(publicUrl).origin;
      if (ours && (from.protocol === 'http:' || from.protocol === 'https:')) {
        target = new URL(from.pathname.replace(/^\/+/, '/') + from.search, 'http://local');
      }
    } catch {
      /* an unparseable Referer: go home */
    }
  }
  if (!isOwnNormalisedPath(target)) target = new URL('/', 'http://local');
  target.searchParams.set(NEWSLETTER_QUERY_FLAG, result);
  const location = `${target.pathname}${target.search}#newsletter`;
  // Belt and braces: what the browser will resolve must be this site, whatever happened above.
  return isOwnNormalisedPath(new URL(location, 'http://local')) ? location : `/?${NEWSLETTER_QUERY_FLAG}=${result}#newsletter`;
}

/** POST /newsletter/subscribe: JSON from the footer's script, or a plain form post without it. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletter = app.services.newsletter;

  // JSON or a plain HTML form (urlencoded) only: anything else, text/plain included, is a 415.
  // Both changes are scoped to this plugin's routes.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(body as string)) if (!(key in fields)) fields[key] = value;
    done(null, fields);
  });

  app.post(
    '/newsletter/subscribe',
    {
      // A form post without JavaScript must be redirected even when its e-mail is invalid, so the
      // handler decides what a validation failure becomes.
      attachValidation: true,
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter (JSON, or a urlencoded form post)',
        description:
          'Idempotent: the same address (in any letter case) is stored once and answered with success every time. ' +
          'A urlencoded post that does not accept JSON is answered with 303 back to the Referer page, with ' +
          '?newsletter=subscribed|invalid|failed.',
        body: bodySchema,
        response: {
          200: newsletterSubscribeResponseSchema,
          422: errorBodySchema,
          415: errorBodySchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const plain = isPlainFormPost(request);
      if (request.validationError) {
        if (plain) return reply.redirect(backToReferer(request, app.config.publicUrl, 'invalid'), 303);
        throw request.validationError;
      }
      try {
        const { message } = await newsletter.subscribe(request.body.email);
        if (plain) return reply.redirect(backToReferer(request, app.config.publicUrl, 'subscribed'), 303);
        return { success: true as const, message };
      } catch (err) {
        if (!plain) throw err;
        request.log.error({ err }, 'newsletter subscription failed');
        return reply.redirect(backToReferer(request, app.config.publicUrl, 'failed'), 303);
      }
    },
  );
};
