import type { DueDate, HomeCard, HomeContent, Notice, Testimonial } from '@anupalan/shared';
import type { AppServices } from '@anupalan/shared/app-context';
import type {
  ContentService,
  HomeContentModel,
  PublicDueDate,
  PublicHomeCard,
  PublicNotice,
  PublicTestimonial,
} from './service.ts';

/**
 * The home page content's answer (GET /home/content, storefront §2), made from the content
 * service's domain objects. The route runs it when its cached answer is filled, not per request.
 */
function presentNotice(n: PublicNotice): Notice {
  return { id: n.id, text: n.text, category: n.category, timestamp: n.publishedOn };
}

function presentDueDate(d: PublicDueDate): DueDate {
  return { id: d.id, text: d.text, date: d.dueOn, category: d.category };
}

function presentTestimonial(t: PublicTestimonial): Testimonial {
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

function presentHomeCard(c: PublicHomeCard): HomeCard {
  return { id: c.id, audience: c.audience, title: c.title, text: c.text, to: c.link, icon: c.icon };
}

export function presentHomeContent(m: HomeContentModel): HomeContent {
  return {
    notices: m.notices.map(presentNotice),
    due_dates: m.dueDates.map(presentDueDate),
    testimonials: m.testimonials.map(presentTestimonial),
    cards: m.cards.map(presentHomeCard),
  };
}

/**
 * What the web app's loaders read in-process (`AppServices.content`): the home content presented
 * once per content version (the service hands out the same model until the content changes).
 */
export function presentedContent(content: ContentService): AppServices['publicContent'] {
  const seen = new WeakMap<HomeContentModel, HomeContent>();
  return {
    async getHomeContent() {
      const model = await content.getHomeContent();
      let presented = seen.get(model);
      if (!presented) {
        presented = presentHomeContent(model);
        seen.set(model, presented);
      }
      return presented;
    },
  };
}
