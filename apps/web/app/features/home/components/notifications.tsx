import { BellRing, CalendarClock } from 'lucide-react';
import type { DueDate, Notice } from '@anupalan/shared';
import { formatDate } from '@anupalan/shared/i18n';
import { homeDeferredEn } from '@anupalan/shared/i18n/parts/home-deferred.en';
import { homeDeferredHi } from '@anupalan/shared/i18n/parts/home-deferred.hi';
import { useLang } from '../../../lib/i18n';
import { usePartT } from '../../../lib/i18n-part';
import { CALENDAR_TEXTS } from '@anupalan/shared/calendar-texts';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { categoryLook } from '../categories';

const TEXTS = { en: homeDeferredEn, hi: homeDeferredHi };

function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
        categoryLook(category).badge,
      )}
    >
      {category}
    </span>
  );
}

function Bar({ category }: { category: string }) {
  return <span aria-hidden="true" className={cn('absolute inset-y-3 left-0 w-1 rounded-r', categoryLook(category).bar)} />;
}

/**
 * 'Notifications & Alerts' (storefront §2 Home): notices and due dates from the database, each with
 * its category in colour and words, and 'Last updated' with today's date in Indian English.
 */
export function NotificationsAndAlerts({
  notices,
  dueDates,
  today,
  failed,
  signedIn = false,
}: {
  notices: Notice[];
  dueDates: DueDate[];
  today: string;
  failed: boolean;
  /** A signed-in customer is pointed to their own calendar (issue 22); visitors see the list only. */
  signedIn?: boolean;
}) {
  const t = usePartT(TEXTS);
  const lang = useLang();
  return (
    <section aria-labelledby="alerts-title" className="bg-slate-50 py-14 sm:py-20">
      <div className="container-page">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="alerts-title" className="text-section-title font-semibold text-brand-900 sm:text-3xl">
              {t('homeParts.alerts.title')}
            </h2>
            <p className="mt-2 text-slate-700">{t('homeParts.alerts.intro')}</p>
          </div>
          <p className="text-sm font-medium text-slate-700">
            {`${t('homeParts.alerts.updated')} `}
            <time>{today}</time>
          </p>
        </div>

        {failed ? (
          <p role="status" className="mt-8 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-900">
            {t('homeParts.alerts.failed')}
          </p>
        ) : (
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            <div className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
                <BellRing aria-hidden="true" className="size-5 text-accent-600" />
                {t('homeParts.alerts.notices')}
              </h3>
              {notices.length === 0 ? (
                <p className="mt-4 text-slate-700">{t('homeParts.alerts.noNotices')}</p>
              ) : (
                <ul className="mt-4 space-y-3" aria-label={t('homeParts.alerts.notices')}>
                  {notices.map((n) => (
                    <li key={n.id} className="relative rounded-lg border border-slate-200 py-3 pr-4 pl-5">
                      <Bar category={n.category} />
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <CategoryBadge category={n.category} />
                        <time dateTime={n.timestamp} className="text-sm text-slate-600">
                          {formatDate(lang, n.timestamp)}
                        </time>
                      </div>
                      <p className="mt-2 text-[0.9375rem] text-slate-800">{n.text}</p>
                    </li>
                  ))}
                </ul>
              )}
            </div>

            <div className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
                <CalendarClock aria-hidden="true" className="size-5 text-accent-600" />
                {t('homeParts.alerts.dueDates')}
              </h3>
              {dueDates.length === 0 ? (
                <p className="mt-4 text-slate-700">{t('homeParts.alerts.noDueDates')}</p>
              ) : (
                <ul className="mt-4 space-y-3" aria-label={t('homeParts.alerts.dueDates')}>
                  {dueDates.map((d) => (
                    <li
                      key={d.id}
                      className="relative flex flex-col gap-1.5 rounded-lg border border-slate-200 py-3 pr-4 pl-5 sm:flex-row sm:gap-4"
                    >
                      <Bar category={d.category} />
                      <time dateTime={d.date} className="shrink-0 font-semibold text-brand-900 sm:w-40">
                        {formatDate(lang, d.date)}
                      </time>
                      <div className="min-w-0 flex-1">
                        <CategoryBadge category={d.category} />
                        <p className="mt-1.5 text-[0.9375rem] text-slate-800">{d.text}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              {signedIn && (
                <Link to="/calendar" className="mt-4 inline-flex min-h-11 items-center font-medium text-brand-800 underline">
                  {CALENDAR_TEXTS.homeLink}
                </Link>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
