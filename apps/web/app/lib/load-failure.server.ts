import { ERROR_STATUS, type ErrorCode } from '@anupalan/shared';

/**
 * What an account page's loader tells its page when a service it called throws: the status the API
 * would have answered (the AppError's code; anything else 500) and, below 500, the service's own
 * message (the API's `message`). The page turns it into its own text from the spec, as it did for
 * the API's answer. The error is logged here, once.
 */
export function loadFailure(err: unknown, what: string): { status: number; message: string | null } {
  console.error(`${what}: load failed`, err);
  const code = err instanceof Error && err.name === 'AppError' ? (err as { code?: unknown }).code : undefined;
  const status = typeof code === 'string' && code in ERROR_STATUS ? ERROR_STATUS[code as ErrorCode] : 500;
  return { status, message: status < 500 && err instanceof Error ? err.message : null };
}

/** The account services, or a failure the page shows like an unreachable server (the API's 503). */
export const SERVICES_MISSING = { status: 503, message: null } as const;
