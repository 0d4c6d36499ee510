import { HOME_CARD_ICONS, type HomeAudience, type HomeCardIcon } from '@anupalan/shared';
import type { ContentVersion } from '../../lib/content-version.ts';
import { createReadModel } from '../../lib/read-model.ts';
import type { ContentRepository, DueDateRow, HomeCardRow, NoticeRow, TestimonialRow } from './repository.ts';

export type PublicNotice = Pick<NoticeRow, 'id' | 'text' | 'category' | 'publishedOn'>;
export type PublicDueDate = Pick<DueDateRow, 'id' | 'text' | 'dueOn' | 'category'>;
export type PublicTestimonial = Pick<
  TestimonialRow,
  'id' | 'title' | 'review' | 'name' | 'company' | 'rating' | 'initials' | 'colour'
>;
export interface PublicHomeCard extends Pick<HomeCardRow, 'id' | 'title' | 'text' | 'link'> {
  audience: HomeAudience;
  icon: HomeCardIcon;
}

/** What the public sees of the home page's staff-edited content (active rows only, in display order). */
export interface HomeContentModel {
  notices: PublicNotice[];
  dueDates: PublicDueDate[];
  testimonials: PublicTestimonial[];
  /** "Made for everyone" cards, by audience then staff order. */
  cards: PublicHomeCard[];
}

export interface ContentService {
  getHomeContent(): Promise<HomeContentModel>;
}

function toHomeCard(c: HomeCardRow): PublicHomeCard {
  // Rows are written through the shared schema; an icon name typed by hand in SQL falls back to one.
  const icon = (HOME_CARD_ICONS as readonly string[]).includes(c.icon) ? (c.icon as HomeCardIcon) : 'FileText';
  return { id: c.id, audience: c.audience as HomeAudience, title: c.title, text: c.text, link: c.link, icon };
}

/**
 * Home page content: what the public sees of notices, due dates, testimonials and the tab cards (active rows
 * only), as domain objects held in memory until the content version changes (the answer is made in presenters.ts).
 */
export function createContentService(repo: ContentRepository, version: ContentVersion): ContentService {
  const model = createReadModel(version, async (): Promise<HomeContentModel> => {
    const [notices, dueDates, testimonials, cards] = await Promise.all([
      repo.listActiveNotices(),
      repo.listActiveDueDates(),
      repo.listActiveTestimonials(),
      repo.listActiveHomeCards(),
    ]);
    return {
      notices: notices.map(({ id, text, category, publishedOn }) => ({ id, text, category, publishedOn })),
      dueDates: dueDates.map(({ id, text, dueOn, category }) => ({ id, text, dueOn, category })),
      testimonials: testimonials.map(({ id, title, review, name, company, rating, initials, colour }) => ({
        id,
        title,
        review,
        name,
        company,
        rating,
        initials,
        colour,
      })),
      cards: cards.map(toHomeCard),
    };
  });
  return {
    getHomeContent: () => model.get(),
  };
}
