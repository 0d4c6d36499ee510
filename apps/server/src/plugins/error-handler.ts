import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, GENERIC_MESSAGES, type ErrorBody, type ErrorCode, type FieldErrors } from '@anupalan/shared';
import { AppError } from '../lib/errors.ts';
import { isConnectionError } from '../db/client.ts';
import { localised } from '../lib/language.ts';

/**
 * What a route may ask of the one error handler, in its `config.errors` (Fastify route config).
 * A module that wants the same for all its routes calls `errorOptions(app, …)` once.
 */
export interface RouteErrorOptions {
  /** Puts `status: 'error'` first in every error answer (the spec's sign-in, profile and partner clients read `status`). */
  statusField?: boolean;
  /**
   * Extra fields for the answer to a service's AppError of the given code, without its field
   * errors: `{ VALIDATION: { valid: false } }` makes the coupon check say `valid: false`.
   */
  appErrorFields?: Partial<Record<ErrorCode, Record<string, unknown>>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    errors?: RouteErrorOptions;
  }
}

/** Gives every route declared from here on in this plugin's scope the same error options. */
export function errorOptions(app: FastifyInstance, options: RouteErrorOptions): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, errors: { ...options, ...route.config?.errors } };
  });
}

function optionsOf(reply: FastifyReply): RouteErrorOptions {
  return (reply.request.routeOptions.config as { errors?: RouteErrorOptions } | undefined)?.errors ?? {};
}

/** The field messages in the client's language (ADR 0023). */
function localisedErrors(request: FastifyRequest, errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, list] of Object.entries(errors)) out[field] = list.map((m) => localised(request, m));
  return out;
}

/**
 * Every error answer goes out here, its message and field messages said in the language the
 * client asked for (`Accept-Language`; English, word for word, by default); the `code` is the same.
 */
function send(reply: FastifyReply, code: ErrorCode, english: string, englishErrors?: FieldErrors, status?: number) {
  const options = optionsOf(reply);
  const message = localised(reply.request, english);
  const errors = englishErrors && localisedErrors(reply.request, englishErrors);
  const body: ErrorBody & { status?: 'error' } = options.statusField
    ? { status: 'error', success: false, message, code }
    : { success: false, message, code };
  if (errors && Object.keys(errors).length) body.errors = errors;
  // Sent as text: the body is final, never re-shaped by the route's response schema.
  return reply
    .status(status ?? ERROR_STATUS[code])
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

/** Zod issues → { field: [messages] }, the shape the spec's clients flatten. */
function fieldErrors(
  issues: ReadonlyArray<{ instancePath?: string; message?: string; params?: unknown }>,
  context?: string,
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const fromParams = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
    const key =
      (fromParams && fromParams.length
        ? fromParams.map(String).join('.')
        : issue.instancePath?.replace(/^\//, '').replace(/\//g, '.')) ||
      context ||
      'request';
    (out[key] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return out;
}

/** PostgreSQL's class 22 (data exception: invalid byte sequence, out of range, bad text for a type). */
function isInputDataError(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function firstMessage(errors: FieldErrors): string | undefined {
  for (const list of Object.values(errors)) if (list[0]) return list[0];
  return undefined;
}

/**
 * One place maps every failure to a status and `{ success: false, message, code, errors? }`.
 * Unexpected errors are logged with the request id and answered with a generic 500: no stack, no
 * SQL, no internals.
 */
export const errorHandlerPlugin = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, 'app error');
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      const extra = optionsOf(reply).appErrorFields?.[err.code];
      if (extra) {
        const { statusField } = optionsOf(reply);
        const body = {
          ...(statusField ? { status: 'error' } : {}),
          success: false,
          ...extra,
          message: localised(request, err.message),
          code: err.code,
        };
        return reply.status(err.status).type('application/json; charset=utf-8').send(JSON.stringify(body));
      }
      return send(reply, err.code, err.message, err.errors);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = (err as { validationContext?: string }).validationContext;
      const errors = fieldErrors(err.validation, context);
      const code: ErrorCode = context === 'body' ? 'VALIDATION' : 'BAD_REQUEST';
      return send(reply, code, firstMessage(errors) ?? 'The request is not valid.', errors);
    }
    if (isInputDataError(err)) {
      // PostgreSQL refused a value the client sent (a NUL character, a number out of range…):
      // the request's fault, whatever route let it through.
      request.log.warn({ err }, 'value refused by the database');
      return send(
        reply,
        'BAD_REQUEST',
        'The request contains a value that cannot be stored (such as a NUL character or a number out of range).',
      );
    }
    if (isConnectionError(err)) {
      request.log.error({ err }, 'database unavailable');
      return send(reply, 'UNAVAILABLE', GENERIC_MESSAGES.UNAVAILABLE);
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 'BAD_REQUEST', GENERIC_MESSAGES.MALFORMED_JSON);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type. Send application/json.');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(reply, 'BAD_REQUEST', 'The request body length does not match its Content-Length.');
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return send(reply, 'RATE_LIMITED', err.message || GENERIC_MESSAGES.RATE_LIMITED);
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 404
          ? 'NOT_FOUND'
          : status === 413
            ? 'PAYLOAD_TOO_LARGE'
            : status === 415
              ? 'UNSUPPORTED_MEDIA_TYPE'
              : 'BAD_REQUEST';
      return send(reply, code, err.message || 'Bad request.', undefined, status);
    }
    request.log.error({ err }, 'unhandled error');
    return send(reply, 'INTERNAL', GENERIC_MESSAGES.INTERNAL);
  });

  app.setNotFoundHandler((request, reply) => send(reply, 'NOT_FOUND', GENERIC_MESSAGES.NOT_FOUND_ROUTE));
});
