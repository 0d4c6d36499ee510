import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Building2, CircleAlert, CircleCheck, FileText, Plus, RotateCw, TicketPercent, X } from 'lucide-react';
import {
  DEFAULT_CUSTOM_AMOUNT_BOUNDS,
  DEFAULT_PART_PERCENT,
  PART_PAYMENT_PERCENTS,
  formatInr,
  isCustomAmountService,
  type Company,
  type CustomAmountBounds,
  type RequiredDocument,
  type ServiceType,
} from '@anupalan/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { TextInput, controlBorder, controlClasses } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';
import { cn } from '../../../components/ui/cn';
import { messageOf } from '../../../lib/api-client';
import { listCompanies } from '../../../lib/companies-client';
import { companyOptionLabel } from '../../../lib/company-search';
import { checkCoupon } from '../api/check-coupon';
import type { Gateway } from '../api/initiate-payment';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import {
  needsCompany,
  normaliseCoupon,
  quoteFor,
  quoteMessage,
  registrationFor,
  type RegistrationType,
} from '../lib/checkout-rules';
import { PriceBreakdown } from './price-breakdown';
import { RefundTable } from './refund-table';
import { GatewayCue } from './test-mode-badge';

export interface CheckoutService {
  id: number;
  service_name: string;
  slug: string;
  service_description: string;
  price_paise: number;
  government_fee_paise: number | null;
  type: ServiceType;
  required_documents: RequiredDocument[];
}

export const CHECKOUT_MESSAGES = {
  loadFailed: 'Failed to load service details.',
  companiesFailed: 'Failed to fetch companies.',
  noServiceId: 'Service ID not found.',
  needCompany: 'Please select or add a company.',
  couponEmpty: 'Enter a coupon code.',
  couponInvalid: 'Invalid or expired coupon.',
  couponError: 'Error validating coupon.',
  couponApplied: (n: number) => `Coupon applied! ${n}% off.`,
} as const;

interface Draft {
  registration: RegistrationType | '';
  couponCode: string;
  coupon: { code: string; percent: number } | null;
  paymentType: 'full' | 'partial';
  percent: number;
  customAmount: string;
}

const draftKey = (slug: string) => `anupalan.checkoutDraft.${slug}`;

function readDraft(slug: string): Partial<Draft> | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(slug));
    window.sessionStorage.removeItem(draftKey(slug));
    return raw ? (JSON.parse(raw) as Partial<Draft>) : null;
  } catch {
    return null;
  }
}

function saveDraft(slug: string, draft: Draft): void {
  try {
    window.sessionStorage.setItem(draftKey(slug), JSON.stringify(draft));
  } catch {
    /* the draft is a convenience only */
  }
}

type CompaniesState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; list: Company[] };
type CouponNote = { tone: 'success' | 'error'; text: string } | null;

/** Checkout preparation (portal §2, §4, §5): documents, registration type, company, coupon, price and pay. */
export function CheckoutPage({
  service,
  userId,
  initialGateway,
  customAmountBounds,
}: {
  service: CheckoutService;
  userId: number;
  initialGateway: Gateway | null;
  /** The server's custom-amount range; its defaults when absent. */
  customAmountBounds?: CustomAmountBounds | null;
}) {
  const bounds = customAmountBounds ?? DEFAULT_CUSTOM_AMOUNT_BOUNDS;
  const location = useLocation();
  const navigate = useNavigate();
  const navState = (location.state ?? {}) as { selectCompanyId?: unknown };
  const returnedCompanyId = typeof navState.selectCompanyId === 'number' ? navState.selectCompanyId : null;

  const [draft] = useState<Partial<Draft> | null>(() =>
    returnedCompanyId !== null && typeof window !== 'undefined' ? readDraft(service.slug) : null,
  );
  const [registration, setRegistration] = useState<RegistrationType | ''>(
    draft?.registration ?? (returnedCompanyId !== null && service.type === 'both' ? 'business' : ''),
  );
  const [companyId, setCompanyId] = useState<string>(returnedCompanyId !== null ? String(returnedCompanyId) : '');
  const [companies, setCompanies] = useState<CompaniesState>({ kind: 'idle' });
  const [couponCode, setCouponCode] = useState(draft?.couponCode ?? '');
  const [coupon, setCoupon] = useState<{ code: string; percent: number } | null>(draft?.coupon ?? null);
  const [couponNote, setCouponNote] = useState<CouponNote>(null);
  const [couponBusy, setCouponBusy] = useState(false);
  const [paymentType, setPaymentType] = useState<'full' | 'partial'>(draft?.paymentType ?? 'full');
  const [percent, setPercent] = useState<number>(draft?.percent ?? DEFAULT_PART_PERCENT);
  const [customAmount, setCustomAmount] = useState(draft?.customAmount ?? '');
  const [customTouched, setCustomTouched] = useState(false);
  const [gateway, setGateway] = useState<Gateway | null>(initialGateway);
  const flow = usePaymentFlow();

  const companyNeeded = needsCompany(service.type, registration);
  const regType = registrationFor(service.type, registration);
  const customMode = isCustomAmountService(service.price_paise);

  const [reloadCompanies, setReloadCompanies] = useState(0);
  const refreshCompanies = useCallback(() => {
    setCompanies({ kind: 'loading' });
    setReloadCompanies((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!companyNeeded) return;
    let live = true;
    listCompanies(userId)
      .then((res) => {
        if (!live) return;
        if (!res.ok) setCompanies({ kind: 'error' });
        else setCompanies({ kind: 'ready', list: res.body?.companies ?? [] });
      })
      .catch(() => live && setCompanies({ kind: 'error' }));
    return () => {
      live = false;
    };
  }, [companyNeeded, userId, reloadCompanies]);

  const companyList = companies.kind === 'ready' ? companies.list : [];
  const chosenCompany = companyList.find((c) => String(c.id) === companyId) ?? null;

  const quote = useMemo(
    () =>
      quoteFor({
        pricePaise: service.price_paise,
        governmentFeePaise: service.government_fee_paise,
        discountPercent: coupon?.percent ?? null,
        paymentType,
        percent,
        customAmountText: customAmount,
        customAmountBounds: bounds,
      }),
    [service.price_paise, service.government_fee_paise, coupon, paymentType, percent, customAmount, bounds],
  );
  const quoteError = quoteMessage(quote, bounds);
  const ready = typeof quote === 'string' ? null : quote;

  const blocker = !regType
    ? 'Select Registration Type to continue.'
    : companyNeeded && !chosenCompany
      ? CHECKOUT_MESSAGES.needCompany
      : quoteError;

  const applyCoupon = async () => {
    const code = normaliseCoupon(couponCode);
    if (!code) {
      setCouponNote({ tone: 'error', text: CHECKOUT_MESSAGES.couponEmpty });
      return;
    }
    setCouponBusy(true);
    setCouponNote(null);
    try {
      const res = await checkCoupon(code, service.id);
      const data = res.body?.data;
      if (res.ok && res.body?.valid !== false && data && typeof data.discount_percent === 'number') {
        setCoupon({ code: data.code || code, percent: data.discount_percent });
        setCouponNote({ tone: 'success', text: CHECKOUT_MESSAGES.couponApplied(data.discount_percent) });
      } else if (res.status === 422 || res.status === 404 || res.body?.valid === false) {
        setCoupon(null);
        setCouponNote({ tone: 'error', text: messageOf(res) ?? CHECKOUT_MESSAGES.couponInvalid });
      } else {
        setCoupon(null);
        setCouponNote({ tone: 'error', text: (res.status === 401 && messageOf(res)) || CHECKOUT_MESSAGES.couponError });
      }
    } finally {
      setCouponBusy(false);
    }
  };

  const removeCoupon = () => {
    setCoupon(null);
    setCouponCode('');
    setCouponNote(null);
  };

  const addCompany = () => {
    saveDraft(service.slug, { registration, couponCode, coupon, paymentType, percent, customAmount });
    navigate('/company-detailform', {
      state: {
        redirectTo: `/documents/${service.service_name}`,
        returnTo: `/proceed/${service.slug}`,
        service: { id: service.id, service_name: service.service_name, slug: service.slug, type: service.type },
      },
    });
  };

  const proceed = () => {
    if (blocker || !ready || !regType) return;
    void flow.payService(
      {
        user_id: userId,
        service_id: service.id,
        registration_type: regType,
        company_id: companyNeeded && chosenCompany ? chosenCompany.id : null,
        coupon_code: coupon?.code ?? null,
        payment_type: ready.paymentType,
        percent: ready.paymentType === 'partial' ? ready.percent : ready.paymentType === 'full' ? 100 : null,
        custom_amount: ready.customAmountMode ? ready.payNowPaise / 100 : null,
      },
      { onOrder: ({ gateway: g }) => setGateway(g) },
    );
  };

  const blockerId = useId();
  const docs = service.required_documents;

  return (
    <section className="container-page py-8 sm:py-12" aria-labelledby="checkout-title">
      <header className="max-w-3xl">
        <h1 id="checkout-title" className="text-page-title font-semibold text-brand-900">
          {service.service_name}
        </h1>
        <p className="mt-2 text-slate-700">Complete your registration and proceed to payment</p>
        {gateway === 'test' && <GatewayCue gateway="test" className="mt-3" />}
      </header>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <Card>
            <CardTitle as="h2">Required Documents</CardTitle>
            {docs.length === 0 ? (
              <div className="mt-3 rounded-lg bg-slate-50 p-4 text-center">
                <p className="font-medium text-slate-800">No documents listed</p>
                <p className="mt-1 text-sm text-slate-600">All necessary information will be collected during the process</p>
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
                        Required
                      </Badge>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3 text-sm text-slate-600">You upload these after paying.</p>
          </Card>

          {service.service_description && (
            <Accordion>
              <AccordionItem value="included">
                <AccordionTrigger headingLevel={2}>What&apos;s included</AccordionTrigger>
                <AccordionContent>
                  <div className="prose-content" dangerouslySetInnerHTML={{ __html: service.service_description }} />
                </AccordionContent>
              </AccordionItem>
            </Accordion>
          )}

          {service.type === 'both' && (
            <Card>
              <CardTitle as="h2">Service Type</CardTitle>
              <NativeSelect
                fieldClassName="mt-3"
                label="Registration type"
                name="registration_type"
                placeholder="Select Registration Type"
                options={[
                  { value: 'individual', label: 'Individual Registration' },
                  { value: 'business', label: 'Business Registration' },
                ]}
                value={registration}
                onChange={(e) => setRegistration(e.target.value as RegistrationType | '')}
              />
            </Card>
          )}

          {companyNeeded && (
            <Card>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <CardTitle as="h2">Select Company</CardTitle>
                <Button variant="ghost" size="sm" onClick={refreshCompanies} disabled={companies.kind === 'loading'}>
                  <RotateCw
                    aria-hidden="true"
                    className={cn('size-4', companies.kind === 'loading' && 'animate-spin motion-reduce:animate-none')}
                  />
                  Refresh
                </Button>
              </div>
              <NativeSelect
                fieldClassName="mt-3"
                label="Company"
                name="company_id"
                placeholder="Select your company"
                options={companyList.map((c) => ({ value: String(c.id), label: companyOptionLabel(c) }))}
                value={chosenCompany ? companyId : ''}
                onChange={(e) => setCompanyId(e.target.value)}
                disabled={companies.kind !== 'ready' || companyList.length === 0}
                hint={companies.kind === 'loading' || companies.kind === 'idle' ? 'Loading your companies...' : undefined}
                error={companies.kind === 'error' ? CHECKOUT_MESSAGES.companiesFailed : undefined}
              />
              {companies.kind === 'ready' && companyList.length === 0 && (
                <p className="mt-3 flex items-center gap-2 text-slate-700">
                  <Building2 aria-hidden="true" className="size-4 text-slate-500" />
                  No companies found.
                </p>
              )}
              <Button variant="outline" className="mt-4" onClick={addCompany}>
                <Plus aria-hidden="true" className="size-4" />
                Add New Company
              </Button>
            </Card>
          )}

          <Card>
            <CardTitle as="h2">Apply Coupon Code</CardTitle>
            <form
              className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
              onSubmit={(e) => {
                e.preventDefault();
                void applyCoupon();
              }}
            >
              <div className="min-w-0 flex-1 space-y-1.5">
                <label htmlFor="coupon-code" className="block font-medium text-slate-900">
                  Coupon code
                </label>
                <input
                  id="coupon-code"
                  name="coupon_code"
                  value={couponCode}
                  onChange={(e) => setCouponCode(normaliseCoupon(e.target.value))}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  aria-describedby={couponNote ? 'coupon-note' : undefined}
                  className={cn(controlClasses, controlBorder(couponNote?.tone === 'error'), 'uppercase')}
                />
              </div>
              <Button type="submit" variant="outline" loading={couponBusy} className="sm:w-28">
                Apply
              </Button>
            </form>
            <div aria-live="polite">
              {couponNote && (
                <p
                  id="coupon-note"
                  className={cn(
                    'mt-2 flex items-center gap-2 text-sm font-medium',
                    couponNote.tone === 'success' ? 'text-green-800' : 'text-red-700',
                  )}
                >
                  {couponNote.tone === 'success' ? (
                    <CircleCheck aria-hidden="true" className="size-4" />
                  ) : (
                    <CircleAlert aria-hidden="true" className="size-4" />
                  )}
                  {couponNote.text}
                </p>
              )}
            </div>
            {coupon && (
              <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-green-50 py-1 pr-1 pl-3 text-sm font-medium text-green-800 ring-1 ring-green-700/25">
                <TicketPercent aria-hidden="true" className="size-4" />
                {coupon.code}: {coupon.percent}% off
                <button
                  type="button"
                  onClick={removeCoupon}
                  className="inline-flex size-8 items-center justify-center rounded-full hover:bg-green-100"
                  aria-label={`Remove coupon ${coupon.code}`}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </p>
            )}
          </Card>
        </div>

        <Card className="lg:sticky lg:top-28">
          <CardTitle as="h2">Payment Details</CardTitle>

          {customMode ? (
            <TextInput
              fieldClassName="mt-4"
              label="Amount to pay (₹)"
              hint="The amount agreed with our expert, in rupees (GST included)."
              name="custom_amount"
              type="number"
              inputMode="decimal"
              min={bounds.min / 100}
              max={bounds.max / 100}
              step={0.01}
              value={customAmount}
              onChange={(e) => setCustomAmount(e.target.value)}
              onBlur={() => setCustomTouched(true)}
              error={customTouched && quoteError ? quoteError : undefined}
            />
          ) : (
            ready?.partPaymentAllowed && (
              <fieldset className="mt-4">
                <legend className="font-medium text-slate-900">Payment option</legend>
                <div className="mt-2 grid grid-cols-2 gap-2">
                  {(['full', 'partial'] as const).map((t) => (
                    <label
                      key={t}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2',
                        paymentType === t ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300',
                      )}
                    >
                      <input
                        type="radio"
                        name="payment_type"
                        value={t}
                        checked={paymentType === t}
                        onChange={() => setPaymentType(t)}
                        className="size-4 accent-brand-800"
                      />
                      {t === 'full' ? 'Pay in full' : 'Pay in part'}
                    </label>
                  ))}
                </div>
                {paymentType === 'partial' && (
                  <fieldset className="mt-3">
                    <legend className="text-sm font-medium text-slate-800">Pay now</legend>
                    <div className="mt-2 flex gap-2">
                      {PART_PAYMENT_PERCENTS.map((p) => (
                        <label
                          key={p}
                          className={cn(
                            'flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-2',
                            percent === p ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-slate-300',
                          )}
                        >
                          <input
                            type="radio"
                            name="percent"
                            value={p}
                            checked={percent === p}
                            onChange={() => setPercent(p)}
                            className="size-4 accent-brand-800"
                          />
                          {p}%
                        </label>
                      ))}
                    </div>
                  </fieldset>
                )}
              </fieldset>
            )
          )}

          <div className="mt-4">
            {ready ? (
              <PriceBreakdown quote={ready} coupon={coupon} />
            ) : (
              <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">Enter the amount to see the price breakdown.</p>
            )}
          </div>

          <Button
            size="lg"
            variant="accent"
            className="mt-5 w-full"
            onClick={proceed}
            disabled={!!blocker}
            loading={flow.busy}
            loadingText="Processing..."
            aria-describedby={blocker ? blockerId : undefined}
          >
            {ready && !quoteError ? `Proceed to Pay ${formatInr(ready.payNowPaise)}` : 'Proceed to Pay'}
          </Button>
          {blocker && (
            <p id={blockerId} className="mt-2 text-sm font-medium text-red-700">
              {blocker}
            </p>
          )}
          <div className="mt-4 flex flex-col gap-2">
            <GatewayCue gateway={gateway} />
            <p className="text-sm text-slate-600">Prices include GST. A GST invoice is issued for every payment.</p>
          </div>
          <div className="mt-5 border-t border-slate-200 pt-4">
            <RefundTable />
          </div>
        </Card>
      </div>
      {flow.busy && (
        <p className="sr-only" role="status">
          Opening the payment checkout...
        </p>
      )}
    </section>
  );
}

/** 'Loading service details...' (portal §2). */
export function CheckoutLoading() {
  return (
    <div className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-3 py-16 text-slate-700">
      <Spinner label="Loading service details..." className="size-8 text-brand-700" />
      <p aria-hidden="true">Loading service details...</p>
    </div>
  );
}

/** The error card: 'Something went wrong' with 'Go Home' (portal §2). */
export function CheckoutError({ message }: { message: string }) {
  return (
    <section className="container-page py-16">
      <Card role="alert" className="mx-auto max-w-lg text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
        <h1 className="mt-3 text-xl font-semibold text-brand-900">Something went wrong</h1>
        <p className="mt-2 text-slate-700">{message}</p>
        <Link
          to="/"
          className="mt-5 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-800 px-5 font-semibold text-white hover:bg-brand-700"
        >
          Go Home
        </Link>
      </Card>
    </section>
  );
}
