import { SiteFooter } from './components/layout/site-footer';
import { NewsletterForm } from './features/newsletter/components/newsletter-form';

/** The storefront's footer with its newsletter form (root.tsx loads it as a deferred part). */
export function StorefrontFooter() {
  return <SiteFooter newsletter={<NewsletterForm className="mt-6 max-w-sm" />} />;
}
