/** Shapes of the seed content. Amounts are integer paise; HTML is trusted (sanitised at write anyway). */
import type { CategoryKey, ServiceRecurrence, ServiceType } from '@anupalan/shared';

export interface SeedDocument {
  name: string;
  mandatory: boolean;
  /** 'Document' is a file upload; 'Text' is a typed value (e.g. a PAN number). */
  type: 'Document' | 'Text';
}

export interface SeedService {
  name: string;
  /** URL slug: lowercase a–z, 0–9 and hyphens, unique across all services. */
  slug: string;
  descriptionHtml: string;
  /** GST-inclusive professional fee in paise. */
  pricePaise: number;
  /** Government fee in paise (no GST, passed through), or null when none applies. */
  governmentFeePaise: number | null;
  /** SAC code for the invoice (e.g. '998231' legal advisory, '998221' accounting/tax). */
  sacCode: string;
  type: ServiceType;
  /** A filing bought again every period (the customer chooses the period at checkout); one-off when left out. */
  recurrence?: ServiceRecurrence;
  documents: SeedDocument[];
}

export interface SeedFaq {
  question: string;
  answerHtml: string;
}

export interface SeedCategory {
  key: CategoryKey;
  /** The menu name as the header shows it; must map to the category's route by menuRoute(). */
  name: string;
  slug: string;
  overviewHtml: string;
  services: SeedService[];
  faqs: SeedFaq[];
}

export interface SeedBlog {
  slug: string;
  title: string;
  /** One of: Income Tax, GST, Startup, Company(MCA), Legal, Bank Valuation, Trade Mark. */
  category: string;
  /** ISO date YYYY-MM-DD. */
  date: string;
  author: string;
  excerpt: string;
  contentHtml: string;
  /** Path of an image under /images/blog/ or null for the placeholder. */
  image: string | null;
}

export interface SeedNotice {
  text: string;
  /** One of GST, MCA, TDS, Income Tax, PT, PF/ESI. */
  category: string;
  /** ISO date the notice was published. */
  publishedOn: string;
}

export interface SeedDueDate {
  text: string;
  /** ISO date. */
  dueOn: string;
  category: string;
}

export interface SeedTestimonial {
  title: string;
  review: string;
  name: string;
  company: string;
  rating: 1 | 2 | 3 | 4 | 5;
  initials: string;
  /** A brand palette name: 'indigo' | 'saffron' | 'emerald' | 'sky'. */
  colour: string;
}
