import { z } from 'zod';
import { dueDateSchema, homeCardSchema, noticeSchema, testimonialSchema } from '../content.ts';

/** GET /home/content: the home page's notices, due dates, testimonials and "Made for everyone" cards. */
export const homeContentResponse = z.object({
  success: z.literal(true),
  notices: z.array(noticeSchema),
  due_dates: z.array(dueDateSchema),
  testimonials: z.array(testimonialSchema),
  cards: z.array(homeCardSchema),
});
export type HomeContentResponse = z.infer<typeof homeContentResponse>;
