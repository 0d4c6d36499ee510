import { Link } from 'react-router';
import { ArrowRight, BadgeCheck, Check } from 'lucide-react';
import type { HomeContent } from '@anupalan/shared';
import { CATEGORY_ROUTES } from '@anupalan/shared/categories';
import { appServicesContext } from '@anupalan/shared/app-context';
import { useRootData } from '../root';
import { buttonClasses } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { deferred } from '../components/deferred';
import { absoluteUrl, jsonLd, pageMeta } from '../lib/seo';
import { CategoryIcon } from '../features/home/category-icons';
import { FloatingChatLink } from '../features/home/components/chat-link';
import { AudienceTabs } from '../features/home/components/audience-tabs';
import { formatDate, langOfPath } from '@anupalan/shared/i18n';
import { translator, useT } from '../lib/i18n';
// Below the fold on a phone (deferred parts, like the testimonials below): the notices and due
// dates, and "why choose us".
const NotificationsAndAlerts = deferred({
  load: () => import('../features/home/components/notifications').then((m) => m.NotificationsAndAlerts),
  visibleMargin: '200px',
});
const WhyChoose = deferred({
  load: () => import('../features/home/components/why-choose').then((m) => m.WhyChoose),
  visibleMargin: '200px',
});
// Below the fold: the server renders it; the browser fetches its code when it comes near the
// screen or is first touched or focused, and hydrates the server's HTML then.
const TestimonialCarousel = deferred({
  load: () => import('../features/home/components/testimonial-carousel').then((m) => m.TestimonialCarousel),
  visibleMargin: '200px',
});
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  let content: HomeContent | null = null;
  try {
    // Notices, due dates, testimonials and tab cards are staff-edited rows, read in-process (no HTTP hop).
    content = await services.publicContent.getHomeContent();
  } catch (err) {
    console.error('home content load failed', err);
  }
  // Today's date, said in the page's language where it is shown.
  return { site: services.site, content, today: new Date().toISOString() };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { site } = loaderData;
  const lang = langOfPath(location.pathname);
  const t = translator(lang);
  const description = t('home.meta.description', { brand: site.brandName });
  return [
    ...pageMeta({
      site,
      title: t('home.meta.title', { brand: site.brandName }),
      description,
      path: '/',
      lang,
    }),
    // The English page keeps its slogan (site configuration); the Hindi one describes itself in Hindi.
    jsonLd({
      '@type': 'WebSite',
      name: site.brandName,
      url: absoluteUrl(site, t.path('/')),
      description: lang === 'en' ? site.slogan : description,
      inLanguage: lang === 'en' ? 'en-IN' : 'hi-IN',
    }),
  ];
};

interface CategoryCard {
  key: string;
  name: string;
  route: string;
  serviceNames: string[] | null;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { menus, user } = useRootData();
  const t = useT();
  const { site, content, today } = loaderData;
  const fromServer = menus.filter((m) => m.route !== '/blogs');
  // Without a menu (it failed to load) the seven categories still lead somewhere useful.
  const cards: CategoryCard[] =
    fromServer.length > 0
      ? fromServer.map((m) => ({
          key: `m${m.id}`,
          name: m.name,
          route: m.route,
          serviceNames: m.services.map((s) => s.service_name),
        }))
      : CATEGORY_ROUTES.map((c) => ({ key: c.key, name: c.title, route: c.path, serviceNames: null }));

  return (
    <>
      <FloatingChatLink href={site.chatUrl} />
      <Hero slogan={site.slogan} />
      <WhoWeAre brandName={site.brandName} />
      <section id="services" aria-labelledby="services-title" className="scroll-mt-20 bg-slate-50 py-14 sm:py-20 md:scroll-mt-28">
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="services-title" className="text-section-title font-semibold text-brand-900 sm:text-3xl">
              {t('home.services.title')}
            </h2>
            <p className="mt-3 text-slate-700">{t('home.services.intro')}</p>
          </div>
          {/* One list: four cards fill the first row on wide screens, the rest sit centred below. */}
          <ul className="mt-10 flex flex-wrap justify-center gap-5 lg:gap-6">
            {cards.map((c) => (
              <li key={c.key} className="w-full sm:w-[calc(50%-0.625rem)] lg:w-[calc(25%-1.125rem)]">
                <ServiceCard card={c} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <AudienceTabs cards={content?.cards ?? []} />
      <NotificationsAndAlerts
        notices={content?.notices ?? []}
        dueDates={content?.due_dates ?? []}
        today={formatDate(t.lang, today)}
        failed={content === null}
        signedIn={user?.role === 'customer'}
      />
      <WhyChoose brandName={site.brandName} />
      <section aria-labelledby="testimonials-title" className="bg-brand-50/60 py-14 sm:py-20">
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="testimonials-title" className="text-section-title font-semibold text-brand-900 sm:text-3xl">
              {t('home.testimonials.title')}
            </h2>
            <p className="mt-3 text-slate-700">{t('home.testimonials.intro')}</p>
          </div>
          <div className="mt-8">
            {content ? (
              <TestimonialCarousel items={content.testimonials} />
            ) : (
              <p className="text-center text-slate-700">{t('home.testimonials.failed')}</p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

function Hero({ slogan }: { slogan: string }) {
  const t = useT();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(61_82_168/0.55),transparent_60%)]"
      />
      <div className="container-page relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.15fr_0.85fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-200 ring-1 ring-white/15">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('home.hero.kicker')}
          </p>
          <h1 id="hero-title" className="mt-5 text-[2rem] leading-tight font-bold tracking-tight sm:text-5xl sm:leading-[1.1]">
            {t('home.hero.title')}
          </h1>
          {/* The slogan is site configuration, in English (shown on the Hindi page too, marked as English). */}
          <p lang={t.lang === 'en' ? undefined : 'en-IN'} className="mt-5 max-w-xl text-lg text-slate-200">
            {slogan}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={t.path('/contact')} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              {t('home.hero.start')}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <a
              href="#services"
              className={buttonClasses({
                variant: 'ghost',
                size: 'lg',
                className: 'border border-white/60 text-white hover:bg-white/10 hover:text-white',
              })}
            >
              {t('home.hero.explore')}
            </a>
          </div>
          <TrustBadge />
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/** The trust badge: the claims storefront §1 makes for the home page. */
function TrustBadge() {
  const t = useT();
  const claims = [
    { value: '100+', label: t('home.trust.businesses') },
    { value: '99%', label: t('home.trust.satisfaction') },
    { value: '7+', label: t('home.trust.years') },
  ];
  return (
    <ul
      aria-label={t('home.trust.label')}
      className="mt-8 grid max-w-xl grid-cols-3 divide-x divide-white/20 rounded-card bg-white/10 py-3 ring-1 ring-white/15"
    >
      {claims.map((c) => (
        <li key={c.label} className="px-3 text-center sm:px-4">
          <span className="block text-xl font-bold text-accent-300 sm:text-2xl">{c.value}</span>
          <span className="block text-sm leading-snug text-slate-100">{c.label}</span>
        </li>
      ))}
    </ul>
  );
}

function WhoWeAre({ brandName }: { brandName: string }) {
  const t = useT();
  return (
    <section aria-labelledby="who-title" className="py-14 sm:py-20">
      <div className="container-page grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
        <div>
          <h2 id="who-title" className="text-section-title font-semibold text-brand-900 sm:text-3xl">
            {t('home.who.title')}
          </h2>
          <p className="mt-4 text-slate-700">{t('home.who.text', { brand: brandName })}</p>
          <p className="mt-3 text-slate-700">{t('home.who.offices')}</p>
          <Link to={t.path('/about')} className={buttonClasses({ variant: 'primary', className: 'mt-6' })}>
            {t('home.who.touch')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {(['tax', 'gst', 'company', 'legal'] as const)
            .map((area) => ({
              title: t(`home.who.${area}.title`),
              text: t(`home.who.${area}.text`),
            }))
            .map((item) => (
              <li key={item.title} className="rounded-card border border-slate-200 bg-slate-50 p-5">
                <p className="flex items-center gap-2 font-semibold text-brand-900">
                  <Check aria-hidden="true" className="size-5 shrink-0 text-green-700" />
                  {item.title}
                </p>
                <p className="mt-1.5 text-[0.9375rem] text-slate-700">{item.text}</p>
              </li>
            ))}
        </ul>
      </div>
    </section>
  );
}

/** A filing checklist with a rupee seal: decorative, wide screens only. */
function HeroArt() {
  return (
    <svg viewBox="0 0 360 300" aria-hidden="true" focusable="false" className="mx-auto hidden w-full max-w-sm lg:block">
      <rect x="40" y="24" width="230" height="252" rx="18" fill="#fff" />
      <rect x="40" y="24" width="230" height="56" rx="18" fill="#d9dff5" />
      <rect x="40" y="60" width="230" height="20" fill="#d9dff5" />
      <rect x="64" y="44" width="120" height="12" rx="6" fill="#263571" />
      {[104, 148, 192].map((y) => (
        <g key={y}>
          <circle cx="78" cy={y + 8} r="12" fill="#eef1fb" stroke="#2f418c" strokeWidth="3" />
          <path
            d={`M72 ${y + 8}l4.5 4.5 8-8.5`}
            stroke="#2f418c"
            strokeWidth="3.5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="102" y={y} width="140" height="8" rx="4" fill="#b3bfea" />
          <rect x="102" y={y + 14} width="90" height="6" rx="3" fill="#d9dff5" />
        </g>
      ))}
      <rect x="64" y="234" width="100" height="22" rx="11" fill="#f59e1b" />
      <circle cx="276" cy="220" r="50" fill="#f59e1b" />
      <circle cx="276" cy="220" r="38" fill="none" stroke="#10163a" strokeWidth="3" strokeDasharray="6 6" />
      <text x="276" y="238" textAnchor="middle" fontSize="48" fontWeight="700" fill="#10163a" fontFamily="inherit">
        ₹
      </text>
    </svg>
  );
}

function ServiceCard({ card }: { card: CategoryCard }) {
  const t = useT();
  const count = card.serviceNames?.length;
  const preview = card.serviceNames?.slice(0, 3) ?? [];
  return (
    <article
      className={cn(
        'group relative flex h-full items-center gap-4 rounded-card border border-slate-200 bg-white p-4 transition-shadow',
        'sm:flex-col sm:items-stretch sm:gap-0 sm:p-6',
        'focus-within:border-brand-400 focus-within:shadow-md hover:border-brand-300 hover:shadow-md',
      )}
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <CategoryIcon route={card.route} className="size-6" />
      </span>
      <div className="min-w-0 flex-1 sm:mt-4 sm:flex sm:flex-col">
        <h3 className="text-lg font-semibold text-brand-900">
          <Link to={t.path(card.route)} className="after:absolute after:inset-0 after:rounded-card after:content-['']">
            {card.name}
          </Link>
        </h3>
        {count !== undefined && (
          <p className="mt-0.5 text-sm font-medium text-slate-600">{t('home.services.count', { count })}</p>
        )}
        {/* Phones get a compact row; the preview starts at 640 px. */}
        {preview.length > 0 && (
          <ul className="mt-4 hidden space-y-1.5 text-[0.9375rem] text-slate-700 sm:block">
            {preview.map((name) => (
              <li key={name} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-green-700" />
                <span>{name}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-700 sm:hidden" />
      <span aria-hidden="true" className="mt-auto hidden items-center gap-1 pt-5 font-semibold text-brand-700 sm:inline-flex">
        {t('home.services.view')}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
      </span>
    </article>
  );
}
