import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMAGE_MAX_BYTES,
  PROFILE_MESSAGES,
  contactOtpSchema,
  profileCodeSentResponseSchema,
  profileResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  type SessionUser,
  noQuery,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';
import { formBody } from '../../lib/uploads.ts';
import { NOT_AUTHENTICATED, assertSelf, sessionToken } from '../auth/plugin.ts';
import { errorOptions } from '../../plugins/error-handler.ts';
import { presentProfile } from './presenter.ts';

const failure = {
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  ...errorResponses,
};
/** The `user_id` a body names, before its contract has judged it (checked against the session: 403). */
function userIdOf(body: unknown): string | number | undefined {
  const id = (body as { user_id?: unknown } | null | undefined)?.user_id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}
const userIdField = z.union([z.number(), z.string()]).optional().describe("Must be the signed-in user's id (403 otherwise)");

/** The profile screen's calls (portal §7), plus the photo and the contact-change OTP. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Error answers here carry `status: 'error'` too (the spec's clients read `status`).
  errorOptions(app, { statusField: true });
  const profile = app.services.profile;
  const me = (req: { user: SessionUser | null }): SessionUser => {
    if (!req.user) throw new AppError('UNAUTHENTICATED', NOT_AUTHENTICATED);
    return req.user;
  };

  app.post(
    '/web/user/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's profile",
        description: 'Bearer token or session cookie. Aadhaar is only ever answered masked (XXXX XXXX 1234).',
        body: z.object({ user_id: userIdField }).loose().optional(),
        response: { 200: profileResponseSchema, ...failure },
      },
    },
    async (req) => {
      assertSelf(req, req.body?.user_id as string | number | undefined);
      return { success: true as const, data: presentProfile(await profile.get(me(req).id)) };
    },
  );

  app.get(
    '/web/user/profile/image',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: noQuery,
        tags: ['profile'],
        summary: "The signed-in user's profile photo (JPEG, PNG or GIF; 404 when none)",
      },
    },
    async (req, reply) => {
      const file = await profile.image(me(req).id);
      if (!file) throw AppError.notFound('No profile photo.');
      reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );

  app.post(
    '/user/contact/otp',
    {
      // Signed in, and about their own account (403), before the body is judged by its contract.
      preValidation: [app.requireUser, async (req) => assertSelf(req, userIdOf(req.body))],
      schema: {
        tags: ['profile'],
        summary: 'Send an OTP to a new e-mail address or mobile number before saving it',
        description:
          'Body `{channel: "email"|"mobile", value}`. The code goes to the NEW value (e-mail or SMS); send it back as `email_otp` / `mobile_otp` with POST /user/update. ' +
          "A second code goes to the account's CURRENT value of that channel (else its other identifier), named masked in `confirm`; send it back as `current_otp` " +
          '(or, when the account has a password, send `current_password` instead). ' +
          'Limits as for sign-in codes, each purpose its own budget (60 s between codes, 10 minutes valid, 5 tries; 5 codes an hour per value). ' +
          'The answer is the same whether or not another account uses the value: that is said (409) only by POST /user/update, once the code is proven.',
        body: contactOtpSchema,
        response: {
          200: profileCodeSentResponseSchema,
          ...failure,
        },
      },
    },
    async (req) => {
      const { message, resendAfter, confirm } = await profile.sendContactOtp(me(req), req.body, req.ip);
      return { success: true as const, status: 'success' as const, message, resend_after: resendAfter, confirm };
    },
  );

  app.post(
    '/user/password/otp',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: "Send an OTP to the account's own mobile (else e-mail), to set a first password",
        description:
          'For accounts without a password (customers who signed up by OTP): send the code back as `password_otp` with the new password to POST /user/update. ' +
          'Same limits as sign-in codes.',
        body: z.object({ user_id: userIdField }).loose().optional(),
        response: {
          200: profileCodeSentResponseSchema,
          ...failure,
        },
      },
    },
    async (req) => {
      assertSelf(req, req.body?.user_id as string | number | undefined);
      const { message, resendAfter } = await profile.sendPasswordOtp(me(req), req.ip);
      return { success: true as const, status: 'success' as const, message, resend_after: resendAfter };
    },
  );

  app.post(
    '/user/update',
    {
      // Signed in first; then the form (multipart, or JSON without a photo) becomes the body, about
      // the signed-in user's own account (403) before its contract judges the fields (422 per field).
      preValidation: [
        app.requireUser,
        formBody({ fileFields: ['image'], maxFileBytes: IMAGE_MAX_BYTES, jsonNullAsEmpty: true }),
        async (req) => assertSelf(req, userIdOf(req.body)),
      ],
      schema: {
        tags: ['profile'],
        summary: 'Update the profile (multipart)',
        description:
          'multipart/form-data (or JSON without a photo): user_id, fullName, email, mobile, dob (YYYY-MM-DD), gender (male|female|other), aadhaar_no, pan_no, ' +
          'address_line_1, address_line_2, state, district, city, pincode, password, password_confirmation, image (JPEG/PNG/GIF under 5 MB), ' +
          'current_password (required with password when the account has one) or password_otp (when it has none: the code from POST /user/password/otp); ' +
          'a new password ends every other session of the account. ' +
          'email_otp / mobile_otp (required when email / mobile changes: the code from POST /user/contact/otp), with current_otp (the code it sent to the current e-mail or mobile) or current_password; ' +
          'a new e-mail or mobile ends every other session and the old ones are told. ' +
          'A field left out keeps its stored value. An optional field sent blank (or, in JSON, null) is cleared, except aadhaar_no (blank or masked keeps the stored number) and password (blank keeps the current one); fullName, email and mobile cannot be cleared. ' +
          'State, district and city must be names from /get_states, /get_district and /get_city.',
        consumes: ['multipart/form-data', 'application/json'],
        // Every field as text, judged by the shared rules (422 per field); a field left out is absent.
        body: profileUpdateSchema,
        response: { 200: profileUpdateResponseSchema, ...failure },
      },
    },
    async (req) => {
      const user = me(req);
      const data = await profile.update(user.id, req.body, req.uploads?.image, {
        clientIp: req.ip,
        sessionToken: sessionToken(req)?.token,
      });
      return { success: true as const, message: PROFILE_MESSAGES.updated, data: presentProfile(data) };
    },
  );
};
