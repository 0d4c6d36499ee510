import { useMemo, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { CircleCheck, FileStack, Upload } from 'lucide-react';
import { formatAmount, formatInr } from '@anupalan/shared';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LAST_PAYMENT_KEY, nextStep, orNa, type PaidDetails } from '../lib/last-payment';
import { TestModeBadge } from './test-mode-badge';

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
  const next = nextStep(details);
  const amount = typeof details.amount === 'number' && Number.isFinite(details.amount) ? formatAmount(details.amount) : null;

  return (
    <section className="container-page py-10 sm:py-16">
      <Card className="mx-auto max-w-lg text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-50 text-green-700">
          <CircleCheck aria-hidden="true" className="size-10" />
        </span>
        <h1 className="mt-4 text-page-title font-semibold text-brand-900">Payment Successful!</h1>
        {details.service_name && <p className="mt-2 text-slate-700">{details.service_name}</p>}
        {details.gateway === 'test' && <TestModeBadge className="mt-3" />}
        <dl className="mt-6 divide-y divide-slate-100 rounded-lg border border-slate-200 text-left">
          <Row label="Order ID" value={orNa(details.order_id)} />
          <Row label="Payment ID" value={orNa(details.payment_id)} />
          <Row label="Amount Paid (₹)" value={orNa(amount)} />
          {typeof details.balance === 'number' && details.balance > 0 && (
            <Row label="Balance due" value={formatInr(details.balance)} />
          )}
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          {typeof details.balance === 'number' && details.balance > 0
            ? 'A receipt voucher for this advance is in your payment history; the tax invoice follows when the balance is paid.'
            : 'Your GST invoice is in your payment history.'}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {next.kind === 'request' ? (
            <Link to={next.to} className={buttonClasses({ variant: 'accent' })}>
              <FileStack aria-hidden="true" className="size-5" />
              {next.label}
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
              {next.label}
            </Link>
          )}
          <Link to="/payment-history" className={buttonClasses({ variant: 'outline' })}>
            Payment History
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
