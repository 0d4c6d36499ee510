import { FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES, feedbackNeedsMessage } from '@anupalan/shared';
import type { ApiResult } from '../../../lib/api-client';

/**
 * Feedback rules (portal §5): rating 0 is refused, a rating below 5 needs a message, the message is
 * optional at 5 stars, no user gives the login message. Pure functions, unit-tested.
 */
export function feedbackError(userId: number | null | undefined, rating: number, message: string): string | null {
  if (!userId) return FEEDBACK_MESSAGES.loginRequired;
  if (!(rating >= 1)) return FEEDBACK_MESSAGES.ratingRequired;
  if (feedbackNeedsMessage(rating, message)) return FEEDBACK_MESSAGES.messageRequired;
  if (message.trim().length > FEEDBACK_MAX_LENGTH) return FEEDBACK_MESSAGES.tooLong;
  return null;
}

/** What a finished submission shows (portal §8 Feedback): the server's message, else the generic texts. */
export function feedbackOutcome(
  res: ApiResult<{ message?: string }>,
): { ok: true; message: string } | { ok: false; message: string } {
  const server = typeof res.body?.message === 'string' && res.body.message.trim() ? res.body.message : null;
  if (res.ok) return { ok: true, message: server ?? FEEDBACK_MESSAGES.thanks };
  if (server) return { ok: false, message: server };
  if (res.status >= 500) return { ok: false, message: FEEDBACK_MESSAGES.serverError };
  return { ok: false, message: FEEDBACK_MESSAGES.failed };
}

/** "4 stars" / "1 star", for the rating buttons' names. */
export function starLabel(n: number): string {
  return `${n} star${n === 1 ? '' : 's'}`;
}
