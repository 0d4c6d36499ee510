import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMAGE_MAX_BYTES,
  PARTNER_KINDS,
  REGISTRATION_MESSAGES,
  partnerRegistrationResponseSchema,
  partnerRegistrationSchema,
  partnerResponseSchema,
  partnerOtpRequestSchema,
  partnerOtpVerifySchema,
} from '@anupalan/shared';
import { consentMetaOf } from '../../lib/consent-meta.ts';
import { errorBodySchema, errorResponses } from '../../lib/openapi.ts';
import { formBody } from '../../lib/uploads.ts';
import { errorOptions } from '../../plugins/error-handler.ts';

const failure = { 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, ...errorResponses };
const PREFIX: Record<(typeof PARTNER_KINDS)[number], string> = { reseller: '/reseller', service_provider: '/service_provider' };
const LABEL: Record<(typeof PARTNER_KINDS)[number], string> = { reseller: 'reseller', service_provider: 'service provider' };

/** POST /reseller/… and /service_provider/…: custom_otp, custom_otp/store, registration (storefront §7). */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Error answers here carry `status: 'error'` too (the spec's clients read `status`).
  errorOptions(app, { statusField: true });
  const partners = app.services.partners;

  for (const kind of PARTNER_KINDS) {
    const base = PREFIX[kind];
    const tags = ['partner registration'];

    app.post(
      `${base}/custom_otp`,
      {
        schema: {
          tags,
          summary: `Send an OTP by SMS to the mobile of a new ${LABEL[kind]}`,
          description:
            'Body `{mobile}`. 6 digits, valid 10 minutes; no new code sooner than 60 s after the last (429 with the seconds left); at most 5 codes an hour per number and 20 per client address.',
          body: partnerOtpRequestSchema,
          response: { 200: partnerResponseSchema.extend({ resend_after: z.number().int() }), ...failure },
        },
      },
      async (req) => {
        const { resendAfter } = await partners.sendOtp(kind, req.body, req.ip);
        return {
          success: true as const,
          status: 'success' as const,
          message: REGISTRATION_MESSAGES.otpSent,
          resend_after: resendAfter,
        };
      },
    );

    app.post(
      `${base}/custom_otp/store`,
      {
        schema: {
          tags,
          summary: `Verify the OTP of a new ${LABEL[kind]}'s mobile`,
          description:
            'Body `{mobile, custom_otp}`. A wrong code counts (5 wrong tries kill it); success marks the mobile verified for 30 minutes, which the registration needs.',
          body: partnerOtpVerifySchema,
          response: { 200: partnerResponseSchema, ...failure },
        },
      },
      async (req) => {
        const { message } = await partners.verifyOtp(kind, req.body, req.ip);
        return { success: true as const, status: 'success' as const, message };
      },
    );

    app.post(
      `${base}/registration`,
      {
        preValidation: formBody({ fileFields: ['image'], maxFileBytes: IMAGE_MAX_BYTES }),
        schema: {
          tags,
          summary: `Register a ${LABEL[kind]} (multipart)`,
          description:
            'multipart/form-data: name, mailid, mobile, password, password_confirmation, image (optional JPEG/PNG/GIF under 5 MB, checked by content). ' +
            'Needs the mobile verified through custom_otp/store within the last 30 minutes. Creates an account with status pending: it can sign in once staff approve it. ' +
            '409 when the mobile or e-mail is already registered.',
          consumes: ['multipart/form-data'],
          body: partnerRegistrationSchema,
          response: { 201: partnerRegistrationResponseSchema, ...failure },
        },
      },
      async (req, reply) => {
        const { userId, message } = await partners.register(kind, req.body, req.uploads?.image, consentMetaOf(req));
        reply.code(201);
        return {
          success: true as const,
          status: 'success' as const,
          message,
          user_id: userId,
          account_status: 'pending' as const,
        };
      },
    );
  }
};
