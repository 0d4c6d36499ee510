import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOGIN_MESSAGES,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  sendOtpResponseSchema,
  sendOtpSchema,
  sessionUserSchema,
  noBody,
  noQuery,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';
import { localised, requestLang } from '../../lib/language.ts';
import { LANG_COOKIE, type Lang } from '@anupalan/shared/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResult } from './service.ts';
import { NOT_AUTHENTICATED, clearSessionCookie, isCrossSite, sessionToken, setSessionCookie } from './plugin.ts';
import { errorOptions } from '../../plugins/error-handler.ts';
import { presentLogin } from './presenter.ts';

const failure = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, ...errorResponses };

/** Sign-in (storefront §7): POST /sendOtp, /login, /logout; GET /me. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Error answers here carry `status: 'error'` too (the spec's clients read `status`).
  errorOptions(app, { statusField: true });
  const { auth } = app.services;
  const allowedOrigins = new Set([new URL(app.config.publicUrl).origin]);
  const meta = (req: { ip: string; headers: { 'user-agent'?: string | undefined } }) => ({
    clientIp: req.ip,
    userAgent: req.headers['user-agent'],
  });

  /**
   * The site follows the account's language when someone signs in (issue 23): a Hindi account gets
   * the `lang` cookie with the session (the page then moves to its Hindi address); a new account
   * keeps the language of the page it signed up on (the web app sends it as Accept-Language). An
   * English account is left on the page's language: English is also every older account's default.
   */
  async function signInLanguage(req: FastifyRequest, reply: FastifyReply, result: LoginResult): Promise<Lang> {
    let language: Lang = result.user.language;
    if (result.newUser && requestLang(req) !== language) {
      language = requestLang(req);
      await app.services.users.update(result.user.id, { language });
    }
    if (language === 'hi')
      reply.setCookie(LANG_COOKIE, language, {
        path: '/',
        maxAge: 31_536_000,
        sameSite: 'lax',
        secure: req.protocol === 'https',
      });
    return language;
  }

  app.post(
    '/sendOtp',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Send a sign-in OTP to a mobile (SMS) or e-mail address',
        description:
          'Body `{user_name}`: a 10-digit mobile or an e-mail. The answer is the same whether or not an account exists. ' +
          '6 digits, valid 10 minutes, single use, 5 tries; no new code sooner than 60 s after the last (429 with the seconds left); ' +
          'at most 5 codes an hour per identifier and 20 per client address (429). Errors carry status "error".',
        body: sendOtpSchema,
        response: { 200: sendOtpResponseSchema, ...failure },
      },
    },
    async (req) => {
      const { resendAfter } = await auth.sendLoginOtp(req.body.user_name, meta(req));
      return {
        status: 'success' as const,
        success: true as const,
        message: localised(req, LOGIN_MESSAGES.otpSent),
        resend_after: resendAfter,
      };
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Sign in with an OTP or a password',
        description:
          'OTP mode `{user_name, otp}`: the first successful OTP login with a new identifier creates a customer account (new_user true). ' +
          "Password mode `{user_name, password, login_type: 'password'}`: works once the account has a password (set in the profile). " +
          'Success sets the HttpOnly session cookie and also answers access_token for API clients (Authorization: Bearer). ' +
          "Wrong or unknown: 401 'Invalid Credentials' / the OTP's message; pending partners 403 'Your account is awaiting approval.'.",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...failure },
      },
    },
    async (req, reply) => {
      const body = req.body;
      const result =
        body.login_type === 'password'
          ? await auth.loginWithPassword(body.user_name, body.password ?? '', meta(req))
          : await auth.loginWithOtp(body.user_name, body.otp ?? '', meta(req), {
              notice_version: body.notice_version,
              consent_purposes: body.consent_purposes,
            });
      setSessionCookie(req, reply, result.token, result.expiresAt);
      const language = await signInLanguage(req, reply, result);
      reply.header('cache-control', 'no-store');
      return presentLogin(
        result,
        localised(req, body.login_type === 'password' ? LOGIN_MESSAGES.loginSuccessful : LOGIN_MESSAGES.otpVerified),
        language,
      );
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'End the session (cookie or Bearer token) on the server',
        body: noBody,
        response: {
          200: logoutResponseSchema,
          403: errorBodySchema,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const found = sessionToken(req);
      if (found?.source === 'cookie' && isCrossSite(req, allowedOrigins)) {
        throw new AppError('FORBIDDEN', 'Cross-site request refused.');
      }
      if (found) await app.services.sessions.revoke(found.token);
      clearSessionCookie(req, reply);
      return { status: 'success' as const, success: true as const, message: localised(req, LOGIN_MESSAGES.loggedOut) };
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['sign-in'],
        summary: 'The signed-in user (401 without a live session)',
        description: 'The SessionUser fields at the top level, and the same object under `user`.',
        response: {
          200: sessionUserSchema.extend({ success: z.literal(true), user: sessionUserSchema }),
          401: errorBodySchema,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const user = req.user;
      if (!user) throw new AppError('UNAUTHENTICATED', NOT_AUTHENTICATED);
      reply.header('cache-control', 'no-store');
      return { ...user, success: true as const, user };
    },
  );
};
