import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import {
  formatIndianDate,
  type CalendarEntryView,
  type CalendarResponse,
  type CalendarStatus,
  type CalendarSubjectView,
} from '@anupalan/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { ListError } from '../../../components/lists/list-states';
import { useRetry } from '../../../lib/use-retry';
import { serverMessage, succeeded } from '../../../lib/api-client';
import { issueFeed, revokeFeed, setMuted } from '../api/calendar-calls';
import { formatDate, type Lang } from '@anupalan/shared/i18n';
import { useT } from '../../../lib/i18n';

const TONES: Record<CalendarStatus, BadgeTone> = {
  overdue: 'danger',
  due_this_week: 'warning',
  upcoming: 'info',
  filed: 'success',
};

const dateOf = (lang: Lang, iso: string) =>
  lang === 'en' ? formatIndianDate(`${iso}T00:00:00+05:30`) : formatDate(lang, `${iso}T00:00:00+05:30`);

/** /calendar: the customer's own due dates, per person and company (issue 22). */
export function CalendarPage({ data, failed }: { data: CalendarResponse | null; failed: string | null }) {
  const t = useT();
  const { retry } = useRetry();
  return (
    <div className="container-page py-10">
      <h1 className="text-page-title font-semibold text-brand-900">{t('calendar.title')}</h1>
      <p className="mt-2 text-slate-700">{t('calendar.intro')}</p>
      {failed || !data ? (
        <ListError message={failed ? t.text(failed) : t('calendar.loadFailed')} onRetry={retry} />
      ) : (
        <>
          <Subscription active={data.feed_active} />
          {data.subjects.map((s) => (
            <SubjectSection key={s.key} subject={s} />
          ))}
          {data.subjects.length === 1 && (
            <p className="mt-6 text-slate-700">
              {t('calendar.addCompany')}{' '}
              <Link className="font-medium text-brand-700 underline" to="/company-detailform">
                {t('calendar.addCompanyLink')}
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}

function SubjectSection({ subject }: { subject: CalendarSubjectView }) {
  const t = useT();
  const headingId = `subject-${subject.key}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold text-brand-900">
        {subject.kind === 'person' ? t('calendar.youNamed', { name: t.text(subject.name) }) : subject.name}
      </h2>
      {subject.missing.map((m) => (
        <div key={m.field} role="note" className="mt-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p className="font-medium">{t.text(m.message)}</p>
          <p className="mt-1 text-sm">{m.filings.join(', ')}</p>
          {subject.company_id !== null && (
            <Link className="mt-2 inline-block font-medium underline" to={`/company-detailform?id=${subject.company_id}`}>
              {t('calendar.completeCompany')}
            </Link>
          )}
        </div>
      ))}
      {subject.entries.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('calendar.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label={t('calendar.dueDatesOf', { name: subject.name })}>
          {subject.entries.map((e) => (
            <EntryRow key={e.uid} subject={subject.key} entry={e} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EntryRow({ subject, entry: e }: { subject: string; entry: CalendarEntryView }) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function toggle() {
    setBusy(true);
    setError(null);
    const res = await setMuted(subject, e.rule_code, !e.muted);
    setBusy(false);
    if (succeeded(res)) await revalidate();
    else setError(serverMessage(res) ?? t('calendar.loadFailed'));
  }
  return (
    <li
      className={`rounded-lg border border-slate-200 bg-white p-4 ${e.muted ? 'opacity-70' : ''}`}
      data-filing={e.rule_code}
      data-period={e.period}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-brand-900">
            {e.filing} <span className="font-normal text-slate-700">· {e.period_label}</span>
          </p>
          <p className="mt-1 text-slate-800">
            {t('calendar.dueOn')} <time dateTime={e.due_date}>{dateOf(t.lang, e.due_date)}</time>
            {e.extended && <span className="ml-2 text-sm text-slate-700">{t('calendar.extended')}</span>}
          </p>
          {e.date_note && <p className="mt-1 text-sm text-amber-900">{e.date_note}</p>}
          {e.muted && <p className="mt-1 text-sm text-slate-700">{t('calendar.muted')}</p>}
          <details className="text-sm text-slate-700">
            <summary className="cursor-pointer py-3">{t('calendar.legalBasis')}</summary>
            <p className="mt-1">{e.legal_basis}</p>
            {e.note && <p className="mt-1">{e.note}</p>}
          </details>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Badge tone={TONES[e.status]}>{t(`calendar.status.${e.status}`)}</Badge>
          {e.file_now && (
            <Link
              to={e.file_now}
              className={buttonClasses({ size: 'sm' })}
              aria-label={t('calendar.fileNowOf', { filing: e.filing, period: e.period_label })}
            >
              {t('calendar.fileNow')}
            </Link>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={toggle}
            aria-label={t(e.muted ? 'calendar.unmuteOf' : 'calendar.muteOf', { filing: e.filing })}
          >
            {t(e.muted ? 'calendar.unmute' : 'calendar.mute')}
          </Button>
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

function Subscription({ active }: { active: boolean }) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [url, setUrl] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function issue() {
    setBusy(true);
    const res = await issueFeed();
    setBusy(false);
    if (succeeded(res)) {
      setUrl(res.body.url);
      setMessage(t.text(res.body.message));
      await revalidate();
    } else setMessage(serverMessage(res) ?? t('calendar.loadFailed'));
  }
  async function revoke() {
    setBusy(true);
    const res = await revokeFeed();
    setBusy(false);
    setUrl(null);
    setMessage(succeeded(res) ? t.text(res.body.message) : (serverMessage(res) ?? t('calendar.loadFailed')));
    await revalidate();
  }
  return (
    <Card className="mt-6">
      <CardTitle as="h2">{t('calendar.subscribeTitle')}</CardTitle>
      <p className="mt-2 text-sm text-slate-700">{t('calendar.subscribeHelp')}</p>
      {url && (
        <div className="mt-3">
          <label htmlFor="calendar-feed-url" className="text-sm font-medium text-slate-800">
            {t('calendar.subscriptionAddress')}
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={url}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            onFocus={(ev) => ev.currentTarget.select()}
          />
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={busy} onClick={issue}>
          {t(active ? 'calendar.reissueLink' : 'calendar.createLink')}
        </Button>
        {active && (
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={revoke}>
            {t('calendar.revokeLink')}
          </Button>
        )}
        <a href="/api/v1/user/calendar.ics" download className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
          {t('calendar.download')}
        </a>
      </div>
      {message && (
        <p role="status" className="mt-2 text-sm text-slate-800">
          {message}
        </p>
      )}
    </Card>
  );
}
