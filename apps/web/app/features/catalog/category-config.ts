import { CATEGORY_ROUTES, type CategoryKey } from '@anupalan/shared/categories';
import { basePath, t, type Lang } from '@anupalan/shared/i18n';

/**
 * The seven category pages share one layout (storefront §2 Category pages); this table holds what
 * differs between them.
 */
export interface CategoryConfig {
  key: CategoryKey;
  path: string;
  /** Name used in texts when the menu has not loaded (e.g. 'Bank Valuation'). */
  label: string;
  /** Title of the proceed card. */
  /** English: 'Proceed to Service' or 'Proceed to Service/Payment'. */
  proceedTitle: string;
  /** Side-navigation label of the FAQ entry. */
  /** English: 'FAQ' or 'Frequently Asked Questions'. */
  faqLabel: string;
  /** Shown while the page's data loads (storefront §4). */
  loadingText: string;
  /** Shown when no menu matches the page (storefront §4). */
  notFoundText: string;
  /** The income tax page asks whether the service is already paid for before proceeding (§4). */
  paymentCheck: boolean;
  /** The legal page scrolls to the top on load (§4); a hash in the address still wins. */
  scrollTopOnLoad: boolean;
  /** Lead for the meta description when the overview is empty. */
  summary: string;
}

const FAILED = 'Failed to load data';

/** What differs per category; key and path come from CATEGORY_ROUTES (packages/shared). */
const DIFFERENCES: Record<CategoryKey, Omit<CategoryConfig, 'key' | 'path'>> = {
  'income-tax': {
    label: 'Income Tax',
    proceedTitle: 'Proceed to Service',
    faqLabel: 'FAQ',
    loadingText: 'Loading Income Tax data...',
    notFoundText: FAILED,
    paymentCheck: true,
    scrollTopOnLoad: false,
    summary: 'Income tax return filing, notices, TDS and tax planning for individuals and businesses.',
  },
  gst: {
    label: 'GST',
    proceedTitle: 'Proceed to Service',
    faqLabel: 'FAQ',
    loadingText: 'Loading GST data...',
    notFoundText: 'GST data not found.',
    paymentCheck: false,
    scrollTopOnLoad: false,
    summary: 'GST registration, return filing, amendments and notices.',
  },
  startup: {
    label: 'Startup',
    proceedTitle: 'Proceed to Service',
    faqLabel: 'FAQ',
    loadingText: 'Loading Startup data...',
    notFoundText: 'Startup data not found.',
    paymentCheck: false,
    scrollTopOnLoad: false,
    summary: 'DPIIT recognition, Udyam (MSME) and Startup India registrations.',
  },
  company: {
    label: 'Company',
    proceedTitle: 'Proceed to Service',
    faqLabel: 'FAQ',
    loadingText: 'Loading Company data...',
    notFoundText: 'Company data not found.',
    paymentCheck: false,
    scrollTopOnLoad: false,
    summary: 'Company and LLP incorporation and MCA annual compliance.',
  },
  trademark: {
    label: 'Trademark',
    proceedTitle: 'Proceed to Service',
    faqLabel: 'FAQ',
    loadingText: 'Loading Trademark data...',
    notFoundText: 'Trademark data not found.',
    paymentCheck: false,
    scrollTopOnLoad: false,
    summary: 'Trademark search, registration, objections and renewals.',
  },
  bankvaluation: {
    label: 'Bank Valuation',
    proceedTitle: 'Proceed to Service/Payment',
    faqLabel: 'Frequently Asked Questions',
    loadingText: 'Loading Bank Valuation data...',
    notFoundText: 'Bank Valuation data not found.',
    paymentCheck: false,
    scrollTopOnLoad: false,
    summary: 'Property and business valuation reports for banks and lenders.',
  },
  legal: {
    label: 'Legal',
    proceedTitle: 'Proceed to Service/Payment',
    faqLabel: 'Frequently Asked Questions',
    loadingText: 'Loading Legal data...',
    notFoundText: 'Legal data not found.',
    paymentCheck: false,
    scrollTopOnLoad: true,
    summary: 'Legal notices, agreements, drafting and business legal support.',
  },
};

export const CATEGORY_CONFIGS = Object.fromEntries(
  CATEGORY_ROUTES.map((c) => [c.key, { key: c.key, path: c.path, ...DIFFERENCES[c.key] }]),
) as Record<CategoryKey, CategoryConfig>;

/**
 * The category living at a path ("/gst", "/gst/") or route pattern ("gst", as React Router gives a
 * loader's `pattern`), or null.
 */
export function categoryForPath(pathname: string): CategoryConfig | null {
  // Route matching is case-insensitive, so is this; the Hindi page (`/hi/gst`) is the same category.
  const clean = basePath(`/${pathname.replace(/^\/+|\/+$/g, '')}`.toLowerCase());
  const hit = CATEGORY_ROUTES.find((c) => c.path === clean);
  return hit ? CATEGORY_CONFIGS[hit.key] : null;
}

/** Section anchors (storefront §2): menu-overview, service-{id}, faq-section. */
export const OVERVIEW_ID = 'menu-overview';
export const FAQ_ID = 'faq-section';
export const serviceSectionId = (id: number) => `service-${id}`;

/**
 * A category's texts in a language (ADR 0023): English is the config above, word for word (the
 * spec's); Hindi comes from the catalogue.
 */
export function localisedConfig(config: CategoryConfig, lang: Lang): CategoryConfig {
  if (lang === 'en') return config;
  const label = t(lang, `category.label.${config.key}`);
  return {
    ...config,
    label,
    proceedTitle: t(lang, config.proceedTitle === 'Proceed to Service' ? 'proceed.title' : 'proceed.titlePayment'),
    faqLabel: t(lang, config.faqLabel === 'FAQ' ? 'category.faq' : 'category.faqLong'),
    loadingText: t(lang, 'category.loading', { name: label }),
    notFoundText: config.notFoundText === FAILED ? t(lang, 'category.failedData') : t(lang, 'category.notFound', { name: label }),
    summary: t(lang, `category.summary.${config.key}`),
  };
}
