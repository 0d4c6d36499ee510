import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ErasureSummary, ExportJob } from '@anupalan/shared/contracts/data-rights';
import type { MessageKey } from '@anupalan/shared/i18n';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { FormField, controlBorder, controlClasses } from '../../components/ui/form-field';
import { Notice } from '../../components/ui/notice';
import { apiRequest, serverMessage, succeeded } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { clearStoredUser } from '../../lib/session-store';
import { cn } from '../../components/ui/cn';
import { useHydrated } from '../../components/forms/use-hydrated';

interface Blocker {
  kind: 'open_order' | 'payment_in_flight';
  message: string;
  request_id: number | null;
}

const EXPORTS = '/api/v1/user/data-rights/exports';
const ERASURE = '/api/v1/user/data-rights/erasure';

/**
 * The profile's data rights (issue 24): "Download your data" (#export-data: a zip built in the
 * background, polled until ready, its link valid 24 hours) and "Delete your account"
 * (#delete-account: what must happen first, a code to confirm, then what was erased and what is
 * kept until when). Rendered by the profile page with one line.
 */
export function DataRights() {
  return (
    <div className="mt-6 space-y-6">
      <ExportCard />
      <DeleteCard />
    </div>
  );
}

function ExportCard() {
  const t = useT();
  const [job, setJob] = useState<ExportJob | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void apiRequest<{ success: true; export: ExportJob | null }>(`${EXPORTS}/latest`).then((r) => {
      if (live && succeeded(r)) setJob(r.body.export);
    });
    return () => {
      live = false;
    };
  }, []);

  // While it is being built: ask again every two seconds.
  const building = job?.status === 'building';
  useEffect(() => {
    if (!building) return;
    const timer = window.setInterval(() => {
      void apiRequest<{ success: true; export: ExportJob | null }>(`${EXPORTS}/latest`).then((r) => {
        if (succeeded(r)) setJob(r.body.export);
      });
    }, 2000);
    return () => window.clearInterval(timer);
  }, [building]);

  async function start() {
    setAsking(true);
    setError(null);
    const r = await apiRequest<{ success: true; export: ExportJob }>(EXPORTS, { method: 'POST' });
    setAsking(false);
    if (succeeded(r)) setJob(r.body.export);
    else setError(serverMessage(r) ?? t('dataRights.export.failed'));
  }

  const until = job?.expires_at ? new Date(job.expires_at).toLocaleString(t.lang === 'hi' ? 'hi-IN' : 'en-IN') : '';
  return (
    <Card id="export-data" aria-labelledby="export-data-title" className="scroll-mt-24">
      <CardTitle as="h2" id="export-data-title">
        {t('dataRights.export.title')}
      </CardTitle>
      <CardDescription>{t('dataRights.export.intro')}</CardDescription>
      <div className="mt-4 space-y-3" aria-live="polite">
        {building && <Notice tone="info">{t('dataRights.export.building')}</Notice>}
        {job?.status === 'ready' && job.download && (
          <>
            <Notice tone="success">{t('dataRights.export.ready', { until })}</Notice>
            <a href={job.download} download className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
              {t('dataRights.export.download')}
            </a>
          </>
        )}
        {job?.status === 'failed' && <Notice tone="error">{t('dataRights.export.failed')}</Notice>}
        {error && <Notice tone="error">{error}</Notice>}
        {!building && (
          <Button variant="outline" loading={asking} onClick={() => void start()}>
            {t('dataRights.export.button')}
          </Button>
        )}
      </div>
    </Card>
  );
}

function DeleteCard() {
  // Nothing on the server takes this form's post: its button waits for the page's script.
  const hydrated = useHydrated();
  const t = useT();
  const [check, setCheck] = useState<{ blockers: Blocker[]; to: string | null } | null>(null);
  const [step, setStep] = useState<'start' | 'code' | 'done'>('start');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ErasureSummary | null>(null);

  // Asked again after a refusal (an order opened or a payment started meanwhile).
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let live = true;
    void apiRequest<{ success: true; blockers: Blocker[]; confirm_to: string | null }>(ERASURE).then((r) => {
      if (!live) return;
      if (succeeded(r)) setCheck({ blockers: r.body.blockers, to: r.body.confirm_to });
      else setError(serverMessage(r) ?? null);
    });
    return () => {
      live = false;
    };
  }, [asked]);

  async function sendCode() {
    setBusy(true);
    setError(null);
    const r = await apiRequest<{ success: true; message: string }>(`${ERASURE}/otp`, { method: 'POST' });
    setBusy(false);
    if (succeeded(r)) setStep('code');
    else {
      setError(serverMessage(r) ?? t('dataRights.export.failed'));
      if (r.status === 409) setAsked((n) => n + 1);
    }
  }

  async function erase(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r = await apiRequest<{ success: true; summary: ErasureSummary }>(ERASURE, { json: { otp: code } });
    setBusy(false);
    if (succeeded(r)) {
      setSummary(r.body.summary);
      setStep('done');
    } else setError((!r.ok && r.body?.errors?.otp?.[0]) || serverMessage(r) || t('dataRights.export.failed'));
  }

  const open = check?.blockers.filter((b) => b.kind === 'open_order') ?? [];
  const inFlight = check?.blockers.filter((b) => b.kind === 'payment_in_flight') ?? [];
  const line = (k: ErasureSummary['kept'][number]) =>
    k.until
      ? t('dataRights.delete.keptUntil', { what: t(k.what as MessageKey), why: t(k.why as MessageKey), until: k.until })
      : t('dataRights.delete.keptWhile', { what: t(k.what as MessageKey), why: t(k.why as MessageKey) });

  return (
    <Card id="delete-account" aria-labelledby="delete-account-title" className="scroll-mt-24">
      <CardTitle as="h2" id="delete-account-title">
        {t('dataRights.delete.title')}
      </CardTitle>
      {step === 'done' && summary ? (
        <div className="mt-4 space-y-4" aria-live="polite">
          <Notice tone="success">{t('dataRights.delete.done')}</Notice>
          <h3 className="font-semibold text-brand-900">{t('dataRights.delete.erasedHeading')}</h3>
          <ul className="list-disc space-y-1 pl-6 text-slate-800">
            {summary.erased.map((k) => (
              <li key={k}>{t(k as MessageKey)}</li>
            ))}
          </ul>
          <h3 className="font-semibold text-brand-900">{t('dataRights.delete.keptHeading')}</h3>
          <ul className="list-disc space-y-1 pl-6 text-slate-800">
            {summary.kept.map((k) => (
              <li key={k.what}>{line(k)}</li>
            ))}
          </ul>
          <a
            href={t.path('/')}
            // Signed out with the account: the tab forgets it as it leaves (the summary stays readable until then).
            onClick={(e) => {
              e.preventDefault();
              clearStoredUser();
              window.location.assign(t.path('/'));
            }}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            {t('dataRights.delete.home')}
          </a>
        </div>
      ) : (
        <>
          <CardDescription>{t('dataRights.delete.intro')}</CardDescription>
          <div className="mt-4 space-y-3">
            {open.length > 0 && (
              <div className="space-y-2">
                <Notice tone="error">{t('dataRights.delete.blocked')}</Notice>
                <ul className="list-disc space-y-1 pl-6 text-slate-800">
                  {open.map((b) => (
                    <li key={b.message}>{t.text(b.message)}</li>
                  ))}
                </ul>
                <Link
                  to={t.path('/myrequests')}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
                >
                  {t('dataRights.delete.myRequests')}
                </Link>
              </div>
            )}
            {inFlight.length > 0 && (
              <div className="space-y-2">
                <Notice tone="error">{t('dataRights.delete.inFlight')}</Notice>
                <ul className="list-disc space-y-1 pl-6 text-slate-800">
                  {inFlight.map((b) => (
                    <li key={b.message}>{t.text(b.message)}</li>
                  ))}
                </ul>
              </div>
            )}
            {error && <Notice tone="error">{error}</Notice>}
            {step === 'start' && (
              <Button
                variant="danger"
                loading={busy}
                disabled={!check || check.blockers.length > 0}
                onClick={() => void sendCode()}
              >
                {t('dataRights.delete.sendCode')}
              </Button>
            )}
            {step === 'code' && (
              <form method="post" className="space-y-3" onSubmit={(e) => void erase(e)} noValidate>
                <Notice tone="info">{t('dataRights.delete.codeSent', { to: check?.to ?? '' })}</Notice>
                <FormField label={t('dataRights.delete.codeLabel')} required>
                  {(control) => (
                    <input
                      {...control}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={6}
                      value={code}
                      onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                      className={cn(controlClasses, controlBorder(Boolean(error)), 'max-w-48')}
                    />
                  )}
                </FormField>
                <Button
                  type="submit"
                  variant="danger"
                  disabled={!hydrated}
                  loading={busy}
                  loadingText={t('dataRights.delete.working')}
                >
                  {t('dataRights.delete.confirm')}
                </Button>
              </form>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
