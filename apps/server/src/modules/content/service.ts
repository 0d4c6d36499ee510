import type { DueDate, HomeContent, Notice, Testimonial } from '@anupalan/shared';
import type { AppServices } from '@anupalan/shared/app-context';
import type { ContentVersion } from '../../lib/content-version.ts';
import { createReadModel } from '../../lib/read-model.ts';
import type { ContentRepository, DueDateRow, NoticeRow, TestimonialRow } from './repository.ts';

function toNotice(n: NoticeRow): Notice {
  return { id: n.id, text: n.text, category: n.category, timestamp: n.publishedOn };
}

function toDueDate(d: DueDateRow): DueDate {
  return { id: d.id, text: d.text, date: d.dueOn, category: d.category };
}

function toTestimonial(t: TestimonialRow): Testimonial {
  return {
    id: t.id,
    title: t.title,
    review: t.review,
    name: t.name,
    company: t.company,
    rating: t.rating,
    avatar: t.initials,
    colour: t.colour,
  };
}

/**
 * Home page content: what the public sees of notices, due dates and testimonials (active rows
 * only), held in memory until the content version changes.
 */
export function createContentService(repo: ContentRepository, version: ContentVersion): AppServices['content'] {
  const model = createReadModel(version, async (): Promise<HomeContent> => {
    const [notices, dueDates, testimonials] = await Promise.all([
      repo.listActiveNotices(),
      repo.listActiveDueDates(),
      repo.listActiveTestimonials(),
    ]);
    return {
      notices: notices.map(toNotice),
      due_dates: dueDates.map(toDueDate),
      testimonials: testimonials.map(toTestimonial),
    };
  });
  return {
    getHomeContent: () => model.get(),
  };
}
