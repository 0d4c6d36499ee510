import { useMemo, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { CircleCheck, FileStack, Upload } from 'lucide-react';
import { formatAmount, formatInr } from '@anupalan/shared';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LAST_PAYMENT_KEY, nextStep, orNa, type PaidDetails } from '../lib/last-payment';
import { TestModeBadge } from './test-mode-badge';
import { formatRupees } from '@anupalan/shared/i18n';
import { useT } from '../../../lib/i18n';

const subscribeNothing = () => () => undefined;

function readKept(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_PAYMENT_KEY);
  } catch {
    return null;
  }
}

function parseKept(raw: string | null): PaidDetails | null {
  if (!raw) return null;
  try {
    return fromState(JSON.parse(raw));
  } catch {
    return null;
  }
}

function fromState(state: unknown): PaidDetails | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as PaidDetails;
  return s.order_id || s.payment_id || s.amount ? s : null;
}

/** Payment confirmation (portal §2 Payment success). */
export function PaymentSuccess() {
  const location = useLocation();
  // Navigation state first; a reload of the page falls back to what this tab kept (read after
  // hydration, so the server's HTML and the first client render agree).
  const kept = useSyncExternalStore(subscribeNothing, readKept, () => null);
  const details = useMemo<PaidDetails>(() => fromState(location.state) ?? parseKept(kept) ?? {}, [location.state, kept]);
  const t = useT();
  const next = nextStep(details);
  const money = (paise: number) => (t.lang === 'en' ? formatInr(paise) : formatRupees(t.lang, paise));
  const amount = typeof details.amount === 'number' && Number.isFinite(details.amount) ? formatAmount(details.amount) : null;

  return (
    <section className="container-page py-10 sm:py-16">
      <Card className="mx-auto max-w-lg text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-50 text-green-700">
          <CircleCheck aria-hidden="true" className="size-10" />
        </span>
        <h1 className="mt-4 text-page-title font-semibold text-brand-900">{t('checkout.success.title')}</h1>
        {details.service_name && <p className="mt-2 text-slate-700">{details.service_name}</p>}
        {details.gateway === 'test' && <TestModeBadge className="mt-3" />}
        <dl className="mt-6 divide-y divide-slate-100 rounded-lg border border-slate-200 text-left">
          <Row label={t('checkout.success.orderId')} value={orNa(details.order_id)} />
          <Row label={t('checkout.success.paymentId')} value={orNa(details.payment_id)} />
          <Row label={t('checkout.success.amount')} value={orNa(amount)} />
          {typeof details.balance === 'number' && details.balance > 0 && (
            <Row label={t('checkout.success.balance')} value={money(details.balance)} />
          )}
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          {typeof details.balance === 'number' && details.balance > 0
            ? t('checkout.success.receipt')
            : t('checkout.success.invoice')}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {next.kind === 'request' ? (
            <Link to={next.to} className={buttonClasses({ variant: 'accent' })}>
              <FileStack aria-hidden="true" className="size-5" />
              {t('checkout.success.requests')}
            </Link>
          ) : (
            <Link
              to={next.to}
              state={
                details.service_id
                  ? { service_id: details.service_id, service_request_id: details.service_request_id }
                  : undefined
              }
              className={buttonClasses({ variant: 'accent' })}
            >
              <Upload aria-hidden="true" className="size-5" />
              {t('checkout.success.documents')}
            </Link>
          )}
          <Link to="/payment-history" className={buttonClasses({ variant: 'outline' })}>
            {t('checkout.success.history')}
          </Link>
        </div>
      </Card>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-all text-slate-900">{value}</dd>
    </div>
  );
}
