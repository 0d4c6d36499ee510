import { Link, useLocation, useNavigation } from 'react-router';
import { CircleAlert, House } from 'lucide-react';
import type { Faq, MenuDetail } from '@anupalan/shared';
import { describePrice } from '@anupalan/shared/pricing';
import { Breadcrumb } from '../../../components/layout/breadcrumb';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { deferred } from '../../../components/deferred';
import { Spinner } from '../../../components/ui/spinner';
import { FAQ_ID, OVERVIEW_ID, categoryForPath, serviceSectionId, type CategoryConfig } from '../category-config';
import { useSectionNav } from '../hooks/use-section-nav';
import { htmlToText } from '../../../lib/html-text';
import { useT } from '../../../lib/i18n';
import { langOfPath } from '@anupalan/shared/i18n';
import { localisedConfig } from '../category-config';

// The proceed card (its select, the forms kit and the proceed decision) is not in the page's first
// load: the server renders it and the browser shows that HTML until its code is there, fetched when
// the card comes near the screen or is first touched or focused (a deferred part).
const ProceedCard = deferred({
  load: () => import('./proceed-card').then((m) => m.ProceedCard),
  visibleMargin: '200px',
});

/** The spec's English texts (the catalogue's, ADR 0023); the page shows them in its language. */
export const EMPTY_TEXTS = {
  services: 'category.noServices',
  faqs: 'category.noFaqs',
  description: 'category.noDescription',
  question: 'category.untitledQuestion',
  answer: 'category.noAnswer',
} as const;

/** Sections sit under the sticky header when jumped to natively too (80 px / 100 px, storefront §9). */
const sectionClasses = 'scroll-mt-20 md:scroll-mt-[100px]';

function hasText(html: string | null | undefined): html is string {
  return !!html && htmlToText(html).length > 0;
}

function RichText({ html, className }: { html: string; className?: string }) {
  // Sanitised when it was written (lib/html.ts on the server).
  return <div className={cn('prose-content text-slate-800', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A category switch in progress: the spec's loading text for the page being opened (storefront §4). */
function LoadingNotice() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.state === 'loading' ? navigation.location : null;
  const found = target && target.pathname !== pathname ? categoryForPath(target.pathname) : null;
  const next = found && target ? localisedConfig(found, langOfPath(target.pathname)) : null;
  return (
    <div role="status" aria-live="polite" className={next ? 'container-page pt-4' : 'sr-only'}>
      {next && (
        <span className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          <Spinner className="size-4" />
          {next.loadingText}
        </span>
      )}
    </div>
  );
}

interface NavEntry {
  id: string;
  label: string;
}

function SideNav({
  label,
  entries,
  active,
  onJump,
}: {
  label: string;
  entries: NavEntry[];
  active: string;
  onJump: (id: string) => void;
}) {
  return (
    <nav
      aria-label={label}
      className="sticky top-[116px] max-h-[calc(100dvh-132px)] overflow-y-auto overscroll-contain rounded-card border border-slate-200 bg-white p-2"
    >
      <ul className="space-y-0.5">
        {entries.map((e) => {
          const current = e.id === active;
          return (
            <li key={e.id}>
              <a
                href={`#${e.id}`}
                aria-current={current ? 'true' : undefined}
                data-section-link={e.id}
                onClick={(ev) => {
                  if (ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey || ev.button !== 0) return;
                  ev.preventDefault();
                  onJump(e.id);
                }}
                className={cn(
                  'flex min-h-11 items-center rounded-md border-l-4 px-3 py-2 text-[0.9375rem] leading-snug transition-colors',
                  current
                    ? 'border-accent-400 bg-brand-50 font-semibold text-brand-900'
                    : 'border-transparent text-slate-700 hover:bg-slate-50 hover:text-brand-900',
                )}
              >
                {e.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function FaqList({ faqs, label }: { faqs: Faq[]; label: string }) {
  const t = useT();
  return (
    <section id={FAQ_ID} aria-labelledby={`${FAQ_ID}-title`} className={sectionClasses}>
      <h2 id={`${FAQ_ID}-title`} className="text-section-title font-semibold text-brand-900">
        {label}
      </h2>
      {faqs.length === 0 ? (
        <p className="mt-4 rounded-card border border-dashed border-slate-300 p-5 text-slate-700">{t(EMPTY_TEXTS.faqs)}</p>
      ) : (
        <Accordion type="multiple" className="mt-4">
          {faqs.map((f) => {
            const question = htmlToText(f.question ?? '') || t(EMPTY_TEXTS.question);
            return (
              <AccordionItem key={f.id} value={`faq-${f.id}`}>
                <AccordionTrigger>{question}</AccordionTrigger>
                <AccordionContent>
                  {hasText(f.answer) ? <RichText html={f.answer} /> : <p>{t(EMPTY_TEXTS.answer)}</p>}
                </AccordionContent>
              </AccordionItem>
            );
          })}
        </Accordion>
      )}
    </section>
  );
}

export interface CategoryPageProps {
  config: CategoryConfig;
  menu: MenuDetail;
  faqs: Faq[];
  /** The consultation form for this category's services (the route composes it from `leads`). */
  consultation: React.ReactNode;
}

/**
 * One layout for the seven category pages (storefront §2): side navigation (768 px and up), the
 * overview, one section per service and the FAQ in the middle, and the proceed card and the
 * consultation form on the right (from 1024 px; under the content below that).
 */
export function CategoryPage({ config, menu, faqs, consultation }: CategoryPageProps) {
  const t = useT();
  const entries: NavEntry[] = [
    { id: OVERVIEW_ID, label: t('category.overview') },
    ...menu.services.map((s) => ({ id: serviceSectionId(s.id), label: s.service_name })),
    { id: FAQ_ID, label: config.faqLabel },
  ];
  const { active, jumpTo } = useSectionNav(
    entries.map((e) => e.id),
    { scrollTopOnLoad: config.scrollTopOnLoad },
  );
  const count = menu.services.length;

  return (
    <>
      <div className="bg-brand-900 text-white">
        <div className="container-page pt-3 pb-8 sm:pb-10">
          <Breadcrumb look="category" current={menu.name} />
          <h1 className="mt-2 text-page-title font-bold tracking-tight sm:text-4xl">{menu.name}</h1>
          <p className="mt-3 max-w-2xl text-slate-200">{config.summary}</p>
        </div>
      </div>
      <LoadingNotice />
      <div className="container-page grid gap-8 py-8 md:grid-cols-[12rem_minmax(0,1fr)] md:gap-6 lg:grid-cols-[13rem_minmax(0,1fr)_21rem] lg:gap-8 lg:py-10">
        <div className="hidden md:block">
          <SideNav label={t('category.sections', { name: menu.name })} entries={entries} active={active} onJump={jumpTo} />
        </div>

        <div className="min-w-0 space-y-10">
          <section id={OVERVIEW_ID} aria-labelledby={`${OVERVIEW_ID}-title`} className={sectionClasses}>
            <h2 id={`${OVERVIEW_ID}-title`} className="text-section-title font-semibold text-brand-900">
              {t('category.overview')}
            </h2>
            {hasText(menu.menu_description) ? (
              <RichText html={menu.menu_description} className="mt-3" />
            ) : (
              <p className="mt-3 text-slate-700">{t(EMPTY_TEXTS.description)}</p>
            )}
          </section>

          {count === 0 ? (
            <p className="rounded-card border border-dashed border-slate-300 p-5 text-slate-700">{t(EMPTY_TEXTS.services)}</p>
          ) : (
            menu.services.map((s) => {
              const id = serviceSectionId(s.id);
              return (
                <section
                  key={s.id}
                  id={id}
                  aria-labelledby={`${id}-title`}
                  className={cn(sectionClasses, 'rounded-card border border-slate-200 bg-white p-5 sm:p-6')}
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h2 id={`${id}-title`} className="text-xl font-semibold text-brand-900">
                      {s.service_name}
                    </h2>
                    <ServicePrice pricePaise={s.price_paise} governmentFeePaise={s.government_fee_paise} />
                  </div>
                  {hasText(s.service_description) ? (
                    <RichText html={s.service_description} className="mt-2" />
                  ) : (
                    <p className="mt-2 text-slate-700">{t(EMPTY_TEXTS.description)}</p>
                  )}
                </section>
              );
            })
          )}

          <FaqList faqs={faqs} label={config.faqLabel} />
        </div>

        <div className="min-w-0 space-y-6 md:col-start-2 lg:col-start-3 lg:row-start-1">
          <ProceedCard title={config.proceedTitle} services={menu.services} paymentCheck={config.paymentCheck} />
          {consultation}
        </div>
      </div>
    </>
  );
}

/** When no menu matches the page (storefront §4 failure texts), or the data could not be read. */
export function CategoryFailure({ text }: { text: string }) {
  const t = useT();
  return (
    <section className="container-page py-16 text-center sm:py-24">
      <CircleAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />
      <h1 className="mt-4 text-page-title font-semibold text-brand-900">{text}</h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{t('category.failedHint')}</p>
      <div className="mt-8 flex justify-center">
        <Link to={t.path('/')} className={buttonClasses({ variant: 'primary' })}>
          <House aria-hidden="true" className="size-5" />
          {t('category.goHome')}
        </Link>
      </div>
    </section>
  );
}

/** A service's price as the customer pays it (the shared formatter): the total and its parts, or "Price on quote". */
function ServicePrice({ pricePaise, governmentFeePaise }: { pricePaise: number; governmentFeePaise: number | null }) {
  const t = useT();
  const shown = describePrice(pricePaise, governmentFeePaise, t.lang);
  if (shown.kind === 'quote') return <p className="text-sm font-medium text-brand-900">{shown.text}</p>;
  return (
    <p className="text-sm text-slate-700">
      <span className="text-base font-semibold text-brand-900">{shown.total}</span>{' '}
      {shown.parts === t('price.inclGst') ? shown.parts : `(${shown.parts})`}
    </p>
  );
}
