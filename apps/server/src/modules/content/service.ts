import {
  HOME_CARD_ICONS,
  type DueDate,
  type HomeCard,
  type HomeCardIcon,
  type HomeContent,
  type Notice,
  type Testimonial,
} from '@anupalan/shared';
import type { AppServices } from '@anupalan/shared/app-context';
import type { ContentVersion } from '../../lib/content-version.ts';
import { createReadModel } from '../../lib/read-model.ts';
import type { ContentRepository, DueDateRow, HomeCardRow, NoticeRow, TestimonialRow } from './repository.ts';

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

function toHomeCard(c: HomeCardRow): HomeCard {
  // Rows are written through the shared schema; an icon name typed by hand in SQL falls back to one.
  const icon = (HOME_CARD_ICONS as readonly string[]).includes(c.icon) ? (c.icon as HomeCardIcon) : 'FileText';
  return { id: c.id, audience: c.audience as HomeCard['audience'], title: c.title, text: c.text, to: c.link, icon };
}

/**
 * Home page content: what the public sees of notices, due dates, testimonials and the tab cards (active rows
 * only), held in memory until the content version changes.
 */
export function createContentService(repo: ContentRepository, version: ContentVersion): AppServices['content'] {
  const model = createReadModel(version, async (): Promise<HomeContent> => {
    const [notices, dueDates, testimonials, cards] = await Promise.all([
      repo.listActiveNotices(),
      repo.listActiveDueDates(),
      repo.listActiveTestimonials(),
      repo.listActiveHomeCards(),
    ]);
    return {
      notices: notices.map(toNotice),
      due_dates: dueDates.map(toDueDate),
      testimonials: testimonials.map(toTestimonial),
      cards: cards.map(toHomeCard),
    };
  });
  return {
    getHomeContent: () => model.get(),
  };
}
