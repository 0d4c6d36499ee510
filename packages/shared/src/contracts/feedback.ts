import { z } from 'zod';

/** Feedback (portal §3 Feedback, §5 Feedback rules, §8 Feedback messages, §9 rating 1–5). */
export const FEEDBACK_MESSAGES = {
  ratingRequired: 'Please select a rating.',
  messageRequired: 'Please provide a message for ratings below 5 stars.',
  loginRequired: 'Please log in to submit feedback.',
  serverError: 'Server error. Please try again later.',
  failed: 'Failed to submit feedback. Please try again.',
  /** Ours: the spec shows the server's message without giving it. */
  thanks: 'Thank you for your feedback!',
  tooLong: 'The message is too long (at most 2,000 characters).',
} as const;

export const FEEDBACK_MAX_LENGTH = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A rating below 5 needs a message (portal §5); blank counts as none. */
export function feedbackNeedsMessage(rating: number, message: string): boolean {
  return rating < RATING_MAX && !message.trim();
}

/**
 * POST /feedback/store — JSON {user_id, rating, feedback}. Rating 0 (or none) is refused; a rating
 * below 5 needs a message; the message is optional at 5 stars. Without a session: 401 with
 * FEEDBACK_MESSAGES.loginRequired.
 */
export const feedbackBody = z
  .object({
    user_id: z.union([z.number(), z.string()]).optional().nullable(),
    rating: z.coerce
      .number({ error: FEEDBACK_MESSAGES.ratingRequired })
      .int({ error: FEEDBACK_MESSAGES.ratingRequired })
      .min(RATING_MIN, { error: FEEDBACK_MESSAGES.ratingRequired })
      .max(RATING_MAX, { error: FEEDBACK_MESSAGES.ratingRequired }),
    feedback: z
      .string()
      .trim()
      .max(FEEDBACK_MAX_LENGTH, { error: FEEDBACK_MESSAGES.tooLong })
      .optional()
      .nullable()
      .transform((v) => v ?? ''),
    /** Optional: the request the feedback is about. */
    request_id: z.union([z.number(), z.string()]).optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (feedbackNeedsMessage(v.rating, v.feedback)) {
      ctx.addIssue({ code: 'custom', path: ['feedback'], message: FEEDBACK_MESSAGES.messageRequired });
    }
  });
export type FeedbackInput = z.input<typeof feedbackBody>;

export const feedbackResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number(), rating: z.number(), feedback: z.string(), created_at: z.string() }),
});
export type FeedbackResponse = z.infer<typeof feedbackResponse>;
