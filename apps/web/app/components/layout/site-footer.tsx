import { Link } from 'react-router';
import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { useRootData } from '../../root';
import { cn } from '../ui/cn';
import { AppBadges } from './app-badges';
import { BrandName } from './brand';
import { telHref } from './site-header';
import { useT } from '../../lib/i18n';
import type { MessageKey } from '@anupalan/shared/i18n';

const QUICK_LINKS: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: '/about', label: 'footer.about' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/blogs', label: 'footer.blog' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/grievance', label: 'footer.grievance' },
  { to: '/reseller', label: 'footer.reseller' },
  { to: '/service-provider', label: 'footer.serviceProvider' },
];

const headingClasses = 'text-base font-semibold text-white';
const linkClasses = 'inline-flex min-h-11 items-center gap-2 text-slate-200 hover:text-white hover:underline underline-offset-4';

function NewTabHint() {
  const t = useT();
  return <span className="sr-only"> {t('footer.newTab')}</span>;
}

/**
 * Footer (storefront §2): quick links, group companies, contact, offices with map links, the
 * newsletter form, app badges, slogan and copyright.
 */
/** `newsletter`: the sign-up form, handed in by the root layout (a shared layout imports no feature). */
export function SiteFooter({ newsletter }: { newsletter: React.ReactNode }) {
  const { site } = useRootData();
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-slate-200">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-4">
          <Link to={t.path('/')} className="inline-flex min-h-11 items-center rounded-md">
            <BrandName name={site.brandName} onDark />
          </Link>
          <p className="mt-3 max-w-sm text-slate-300">{site.slogan}</p>

          {/* Works as a plain form post without JavaScript; submits with fetch once hydrated. */}
          {newsletter}
        </div>

        <nav aria-label={t('footer.quickLinks')} className="lg:col-span-3">
          <h2 className={headingClasses}>{t('footer.quickLinks')}</h2>
          <ul className="mt-2">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={t.path(l.to)} className={linkClasses}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
            <li>
              {/* The back office is its own application: a full page load, not a client-side route. */}
              <a href={site.backofficeUrl} className={linkClasses}>
                {t('footer.staffLogin')}
              </a>
            </li>
          </ul>
        </nav>

        <div className="lg:col-span-3">
          <h2 className={headingClasses}>{t('footer.contactHeading')}</h2>
          <ul className="mt-2">
            {site.phones.map((p) => (
              <li key={p}>
                <a href={telHref(p)} className={linkClasses}>
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
                  {p}
                </a>
              </li>
            ))}
            {site.emails.map((e) => (
              <li key={e}>
                <a href={`mailto:${e}`} className={cn(linkClasses, 'break-all')}>
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
                  {e}
                </a>
              </li>
            ))}
          </ul>
          <h2 className={cn(headingClasses, 'mt-6')}>{t('footer.offices')}</h2>
          <ul className="mt-2 space-y-3">
            {site.offices.map((o) => (
              <li key={o.label + o.city}>
                <a
                  href={o.mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group flex gap-2 rounded-md py-1 text-slate-200 hover:text-white"
                >
                  <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-300" />
                  <span>
                    <span className="block font-medium text-white group-hover:underline">
                      {o.label}, {o.city}
                    </span>
                    <span className="block text-sm text-slate-300">{o.address}</span>
                    <span className="mt-0.5 inline-flex items-center gap-1 text-sm text-accent-200">
                      {t('footer.viewOnMap')}
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                    </span>
                    <NewTabHint />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-2">
          {site.sisterCompanies.length > 0 && (
            <>
              <h2 className={headingClasses}>{t('footer.group')}</h2>
              <ul className="mt-2">
                {site.sisterCompanies.map((c) => (
                  <li key={c.url}>
                    <a href={c.url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                      {c.label}
                      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                      <NewTabHint />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2 className={cn(headingClasses, site.sisterCompanies.length > 0 && 'mt-6')}>{t('footer.app')}</h2>
          <AppBadges googlePlay={site.apps.googlePlay} appStore={site.apps.appStore} className="mt-3" />
        </div>
      </div>

      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-1 py-5 text-sm text-slate-300 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.rights', { year, brand: site.brandName })}</p>
          {site.parentCompany && <p>{t('footer.partOf', { company: site.parentCompany })}</p>}
        </div>
      </div>
    </footer>
  );
}
