import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import type { Gateway, InitiateRequest } from '../api/initiate-payment';
import { PAYMENT_MESSAGES, usePaymentFlow } from '../hooks/use-payment-flow';
import { TestModeBadge } from './test-mode-badge';
import { useT } from '../../../lib/i18n';

function positiveInt(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The purchase the checkout page hands over in navigation state. */
export function initiateFromState(state: unknown, userId: number): InitiateRequest | null {
  const s = (state ?? {}) as Record<string, unknown>;
  const serviceId = positiveInt(s.service_id ?? s.serviceId ?? (s.service as { id?: unknown } | undefined)?.id);
  if (!serviceId) return null;
  const paymentType = s.payment_type === 'partial' || s.payment_type === 'custom' ? s.payment_type : 'full';
  const custom =
    typeof s.custom_amount === 'number' ? s.custom_amount : typeof s.custom_amount === 'string' ? Number(s.custom_amount) : null;
  return {
    user_id: userId,
    service_id: serviceId,
    registration_type: s.registration_type === 'business' ? 'business' : 'individual',
    company_id: positiveInt(s.company_id),
    coupon_code: typeof s.coupon_code === 'string' && s.coupon_code ? s.coupon_code : null,
    payment_type: paymentType,
    percent: positiveInt(s.percent),
    custom_amount: custom !== null && Number.isFinite(custom) ? custom : null,
    period: typeof s.period === 'string' && s.period ? s.period : null,
  };
}

function Working({ gateway, label }: { gateway: Gateway | null; label: string }) {
  return (
    <div className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center text-slate-700">
      <Spinner label={label} className="size-8 text-brand-700" />
      <p aria-hidden="true">{label}</p>
      {gateway === 'test' && <TestModeBadge />}
    </div>
  );
}

function Problem({ message, back }: { message: string; back: string }) {
  const t = useT();
  return (
    <section className="container-page py-16">
      <Card role="alert" className="mx-auto max-w-lg text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
        <h1 className="mt-3 text-xl font-semibold text-brand-900">{t.text(message)}</h1>
        <Link to={back} className={buttonClasses({ variant: 'outline', className: 'mt-5' })}>
          {t('checkout.goBack')}
        </Link>
      </Card>
    </section>
  );
}

/**
 * /service/:serviceName/proceed-to-payment: no UI of its own; opens the checkout for the purchase in
 * navigation state, then verifies. Closing the checkout returns to the checkout page.
 */
export function ProceedToPayment({ userId, serviceName }: { userId: number; serviceName: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [request] = useState(() => initiateFromState(location.state, userId));
  const [gateway, setGateway] = useState<Gateway | null>(null);
  const flow = usePaymentFlow();
  const started = useRef(false);
  const t = useT();
  const back = `/proceed/${encodeURIComponent(serviceName)}`;

  useEffect(() => {
    if (!request || started.current) return;
    started.current = true;
    void flow.payService(request, {
      onOrder: (o) => setGateway(o.gateway),
      onSettled: () => navigate(back, { replace: true }),
    });
  }, [request, flow, navigate, back]);

  if (!request) return <Problem message={t('checkout.noServiceId')} back={back} />;
  return <Working gateway={gateway} label={t('checkout.openingSecure')} />;
}

/**
 * /service/:service_name/partial-to-payment: pays the unpaid balance of a part payment given in
 * navigation state ({ partial_payment_id } or a completed-service row with customer_partial_payments),
 * or in the query (?partial_payment_id=).
 */
export function PartialToPayment({ userId }: { userId: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [partialId] = useState(() => {
    const s = (location.state ?? {}) as Record<string, unknown>;
    const nested = s.customer_partial_payments as { id?: unknown } | Array<{ id?: unknown }> | undefined;
    const fromRow = Array.isArray(nested) ? nested[0]?.id : nested?.id;
    const fromPartial = (s.partial_payment as { id?: unknown } | undefined)?.id;
    // A link (or a reload) may carry it in the query instead; the server checks it is the customer's.
    const fromQuery = new URLSearchParams(location.search).get('partial_payment_id');
    return positiveInt(s.partial_payment_id ?? s.partialPaymentId ?? fromPartial ?? fromRow ?? fromQuery);
  });
  const [gateway, setGateway] = useState<Gateway | null>(null);
  const flow = usePaymentFlow();
  const started = useRef(false);
  const t = useT();

  useEffect(() => {
    if (!partialId || started.current) return;
    started.current = true;
    void flow.payBalance(partialId, userId, {
      onOrder: (o) => setGateway(o.gateway),
      onSettled: () => navigate('/completed-services', { replace: true }),
    });
  }, [partialId, userId, flow, navigate]);

  if (!partialId) return <Problem message={PAYMENT_MESSAGES.invalidData} back="/completed-services" />;
  return <Working gateway={gateway} label={t('checkout.openingBalance')} />;
}
