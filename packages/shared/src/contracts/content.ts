import { z } from 'zod';
import { dueDateSchema, noticeSchema, testimonialSchema } from '../content.ts';

/** GET /home/content: the home page's notices, due dates and testimonials. */
export const homeContentResponse = z.object({
  success: z.literal(true),
  notices: z.array(noticeSchema),
  due_dates: z.array(dueDateSchema),
  testimonials: z.array(testimonialSchema),
});
export type HomeContentResponse = z.infer<typeof homeContentResponse>;
