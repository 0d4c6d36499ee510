import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CircleAlert, FileText } from 'lucide-react';
import {
  DEFAULT_CUSTOM_AMOUNT_BOUNDS,
  formatInr,
  isCustomAmountService,
  type Company,
  type CustomAmountBounds,
  PERIOD_FIELD_LABELS,
  PERIOD_MESSAGES,
  type PeriodOption,
  type RequiredDocument,
  type ServiceRecurrence,
  type ServiceType,
} from '@anupalan/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';
import type { Gateway } from '../api/initiate-payment';
import { useCompanyChoice } from '../hooks/use-company-choice';
import { useCoupon } from '../hooks/use-coupon';
import { useGatewayStep } from '../hooks/use-gateway-step';
import { openRequestFor } from '../api/open-request';
import { useToast } from '../../../components/ui/toast';
import { documentLink } from '../../../lib/links';
import { usePaymentAmount } from '../hooks/use-payment-amount';
import { readDraft, saveDraft, type CheckoutDraft } from '../lib/checkout-draft';
import { CHECKOUT_MESSAGES } from '../lib/checkout-messages';
import { needsCompany, registrationFor, type RegistrationType } from '../lib/checkout-rules';
import { CompanyChoiceCard } from './company-choice-card';
import { CouponCard } from './coupon-card';
import { PaymentAmountFields } from './payment-amount-fields';
import { PriceBreakdown } from './price-breakdown';
import { RefundTable } from './refund-table';
import { GatewayCue } from './test-mode-badge';
import { useT } from '../../../lib/i18n';
import { formatRupees } from '@anupalan/shared/i18n';

export { CHECKOUT_MESSAGES };

export interface CheckoutService {
  id: number;
  service_name: string;
  slug: string;
  service_description: string;
  price_paise: number;
  government_fee_paise: number | null;
  type: ServiceType;
  /** A filing bought for a period (month, quarter, assessment year), or 'none'. */
  recurrence: ServiceRecurrence;
  /** The periods it may be bought for, the current one first (empty for a one-off service). */
  period_options: PeriodOption[];
  required_documents: RequiredDocument[];
}

/**
 * Checkout preparation (portal §2, §4, §5): documents, registration type, company, coupon, price and
 * pay. Each concern keeps its own state: the company choice (useCompanyChoice), the coupon
 * (useCoupon), the amount paid now (usePaymentAmount) and the gateway step (useGatewayStep).
 */
export function CheckoutPage({
  service,
  userId,
  companies,
  initialGateway,
  customAmountBounds,
}: {
  service: CheckoutService;
  userId: number;
  /** The signed-in customer's companies as the route's loader read them (null: it could not). */
  companies: readonly Company[] | null;
  initialGateway: Gateway | null;
  /** The server's custom-amount range; its defaults when absent. */
  customAmountBounds?: CustomAmountBounds | null;
}) {
  const t = useT();
  const bounds = customAmountBounds ?? DEFAULT_CUSTOM_AMOUNT_BOUNDS;
  const location = useLocation();
  const navigate = useNavigate();
  const navState = (location.state ?? {}) as { selectCompanyId?: unknown };
  // From the compliance calendar's "File now": ?company=<id>&period=<period> (only the customer's own
  // company is ever chosen: the list is theirs; a period the checkout does not offer is ignored).
  const query = new URLSearchParams(location.search);
  const queryCompanyId = /^\d{1,10}$/.test(query.get('company') ?? '') ? Number(query.get('company')) : null;
  const queryPeriod = service.period_options.find((o) => o.value === query.get('period'))?.value ?? null;
  const returnedCompanyId = typeof navState.selectCompanyId === 'number' ? navState.selectCompanyId : queryCompanyId;

  // Back from adding a company: what the customer had chosen before leaving.
  const [draft] = useState<Partial<CheckoutDraft> | null>(() =>
    typeof navState.selectCompanyId === 'number' && typeof window !== 'undefined' ? readDraft(service.slug) : null,
  );
  const [registration, setRegistration] = useState<RegistrationType | ''>(
    draft?.registration ?? (returnedCompanyId !== null && service.type === 'both' ? 'business' : ''),
  );
  const companyNeeded = needsCompany(service.type, registration);
  const regType = registrationFor(service.type, registration);
  const customMode = isCustomAmountService(service.price_paise);

  const company = useCompanyChoice(companies, returnedCompanyId);
  const couponState = useCoupon(service.id, draft);
  const { coupon } = couponState;
  const amount = usePaymentAmount(service, bounds, coupon?.percent ?? null, draft);
  const { ready } = amount;
  const payment = useGatewayStep(initialGateway);
  const chosenCompany = company.chosen;
  const toast = useToast();
  // A recurring filing: the period it is for, the current one unless the customer picks another.
  const [period, setPeriod] = useState(queryPeriod ?? service.period_options[0]?.value ?? '');
  const [checking, setChecking] = useState(false);

  const blocker = !regType
    ? t('checkout.selectRegistrationFirst')
    : companyNeeded && !chosenCompany
      ? CHECKOUT_MESSAGES.needCompany
      : amount.error;

  const addCompany = () => {
    saveDraft(service.slug, {
      registration,
      couponCode: couponState.code,
      coupon,
      paymentType: amount.paymentType,
      percent: amount.percent,
      customAmount: amount.customAmount,
    });
    navigate('/company-detailform', {
      state: {
        redirectTo: `/documents/${service.service_name}`,
        returnTo: `/proceed/${service.slug}`,
        service: { id: service.id, service_name: service.service_name, slug: service.slug, type: service.type },
      },
    });
  };

  const proceed = async () => {
    if (blocker || !ready || !regType || checking) return;
    const companyId = companyNeeded && chosenCompany ? chosenCompany.id : null;
    if (service.recurrence !== 'none' && period) {
      // This period already has an open request: that one, not a second payment.
      setChecking(true);
      const open = await openRequestFor(userId, service.id, period, companyId).finally(() => setChecking(false));
      if (open) {
        toast({ tone: 'info', title: PERIOD_MESSAGES.openRequest });
        navigate(documentLink(service.id, open));
        return;
      }
    }
    void payment.pay({
      user_id: userId,
      service_id: service.id,
      registration_type: regType,
      company_id: companyId,
      coupon_code: coupon?.code ?? null,
      period: service.recurrence === 'none' ? null : period,
      payment_type: ready.paymentType,
      percent: ready.paymentType === 'partial' ? ready.percent : ready.paymentType === 'full' ? 100 : null,
      custom_amount: ready.customAmountMode ? ready.payNowPaise / 100 : null,
    });
  };

  const blockerId = useId();
  const docs = service.required_documents;

  return (
    <section className="container-page py-8 sm:py-12" aria-labelledby="checkout-title">
      <header className="max-w-3xl">
        <h1 id="checkout-title" className="text-page-title font-semibold text-brand-900">
          {service.service_name}
        </h1>
        <p className="mt-2 text-slate-700">{t('checkout.intro')}</p>
        {payment.gateway === 'test' && <GatewayCue gateway="test" className="mt-3" />}
      </header>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <Card>
            <CardTitle as="h2">{t('checkout.documents')}</CardTitle>
            {docs.length === 0 ? (
              <div className="mt-3 rounded-lg bg-slate-50 p-4 text-center">
                <p className="font-medium text-slate-800">{t('checkout.noDocuments')}</p>
                <p className="mt-1 text-sm text-slate-600">{t('checkout.noDocumentsText')}</p>
              </div>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100">
                {docs.map((d) => (
                  <li key={d.id} className="flex items-start justify-between gap-3 py-2.5">
                    <span className="flex min-w-0 items-start gap-2 text-slate-800">
                      <FileText aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                      <span className="min-w-0 break-words">{d.document_name}</span>
                    </span>
                    {d.status === 1 && (
                      <Badge tone="warning" className="shrink-0">
                        {t('checkout.required')}
                      </Badge>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3 text-sm text-slate-600">{t('checkout.uploadAfter')}</p>
          </Card>

          {service.service_description && (
            <Accordion>
              <AccordionItem value="included">
                <AccordionTrigger headingLevel={2}>{t('checkout.included')}</AccordionTrigger>
                <AccordionContent>
                  <div className="prose-content" dangerouslySetInnerHTML={{ __html: service.service_description }} />
                </AccordionContent>
              </AccordionItem>
            </Accordion>
          )}

          {service.type === 'both' && (
            <Card>
              <CardTitle as="h2">{t('checkout.serviceType')}</CardTitle>
              <NativeSelect
                fieldClassName="mt-3"
                label={t('checkout.registrationType')}
                name="registration_type"
                placeholder={t('checkout.selectRegistration')}
                options={[
                  { value: 'individual', label: t('checkout.individual') },
                  { value: 'business', label: t('checkout.business') },
                ]}
                value={registration}
                onChange={(e) => setRegistration(e.target.value as RegistrationType | '')}
              />
            </Card>
          )}

          {service.recurrence !== 'none' && service.period_options.length > 0 && (
            <Card>
              <CardTitle as="h2">{t('checkout.period')}</CardTitle>
              <NativeSelect
                fieldClassName="mt-3"
                label={PERIOD_FIELD_LABELS[service.recurrence]}
                name="period"
                options={service.period_options}
                value={period}
                onChange={(e) => setPeriod(e.target.value)}
              />
              <p className="mt-2 text-sm text-slate-600">{t('checkout.periodNote')}</p>
            </Card>
          )}

          {companyNeeded && <CompanyChoiceCard choice={company} onAddCompany={addCompany} />}

          <CouponCard state={couponState} />
        </div>

        <Card className="lg:sticky lg:top-28">
          <CardTitle as="h2">{t('checkout.paymentDetails')}</CardTitle>

          <PaymentAmountFields amount={amount} customMode={customMode} bounds={bounds} />

          <div className="mt-4">
            {ready ? (
              <PriceBreakdown quote={ready} coupon={coupon} />
            ) : (
              <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{t('checkout.enterAmount')}</p>
            )}
          </div>

          <Button
            size="lg"
            variant="accent"
            className="mt-5 w-full"
            onClick={() => void proceed()}
            disabled={!!blocker}
            loading={payment.busy || checking}
            loadingText={t('checkout.processing')}
            aria-describedby={blocker ? blockerId : undefined}
          >
            {ready && !amount.error
              ? t('checkout.payAmount', {
                  amount: t.lang === 'en' ? formatInr(ready.payNowPaise) : formatRupees(t.lang, ready.payNowPaise),
                })
              : t('checkout.pay')}
          </Button>
          {blocker && (
            <p id={blockerId} className="mt-2 text-sm font-medium text-red-700">
              {t.text(blocker)}
            </p>
          )}
          <div className="mt-4 flex flex-col gap-2">
            <GatewayCue gateway={payment.gateway} />
            <p className="text-sm text-slate-600">{t('checkout.gstNote')}</p>
          </div>
          <div className="mt-5 border-t border-slate-200 pt-4">
            <RefundTable />
          </div>
        </Card>
      </div>
      {payment.busy && (
        <p className="sr-only" role="status">
          {t('checkout.opening')}
        </p>
      )}
    </section>
  );
}

/** 'Loading service details...' (portal §2). */
export function CheckoutLoading() {
  const t = useT();
  return (
    <div className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-3 py-16 text-slate-700">
      <Spinner label={t('checkout.loading')} className="size-8 text-brand-700" />
      <p aria-hidden="true">{t('checkout.loading')}</p>
    </div>
  );
}

/** The error card: 'Something went wrong' with 'Go Home' (portal §2). */
export function CheckoutError({ message }: { message: string }) {
  const t = useT();
  return (
    <section className="container-page py-16">
      <Card role="alert" className="mx-auto max-w-lg text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
        <h1 className="mt-3 text-xl font-semibold text-brand-900">{t('checkout.error')}</h1>
        <p className="mt-2 text-slate-700">{t.text(message)}</p>
        <Link
          to={t.path('/')}
          className="mt-5 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-800 px-5 font-semibold text-white hover:bg-brand-700"
        >
          {t('checkout.goHome')}
        </Link>
      </Card>
    </section>
  );
}
