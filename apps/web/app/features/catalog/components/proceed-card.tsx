import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import type { ServiceDetail } from '@anupalan/shared';
import { describePrice } from '@anupalan/shared/pricing';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { NativeSelect } from '../../../components/ui/select';
import { useTimedAlert } from '../../../components/ui/timed-alert';
import { useRootData } from '../../../root';
import { openRequestId } from '../api/check-payment';
import { getService } from '../api/get-service';
import { decideProceed, REDIRECT_STORAGE_KEY } from '../lib/proceed';
import { useT } from '../../../lib/i18n';

export interface ProceedCardProps {
  title: string;
  services: readonly ServiceDetail[];
  /** Income tax: check for an earlier payment first (storefront §4). */
  paymentCheck: boolean;
  className?: string;
}

function rememberRedirect(path: string) {
  try {
    window.sessionStorage.setItem(REDIRECT_STORAGE_KEY, path);
  } catch (err) {
    console.warn('could not remember where to go after sign-in', err);
  }
}

/**
 * 'Proceed to Service' (storefront §2 right column, §4 Proceed flow): 'Select Service' with the
 * first service preselected, and 'Proceed to Pay', disabled until a service is chosen.
 */
export function ProceedCard({ title, services, paymentCheck, className }: ProceedCardProps) {
  const { user } = useRootData();
  const navigate = useNavigate();
  const alert = useTimedAlert();
  const t = useT();
  const [selected, setSelected] = useState(() => (services[0] ? String(services[0].id) : ''));
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const chosen = services.find((s) => String(s.id) === selected);
  // A service chosen in the server's HTML before this code arrived stays chosen (the card's code
  // loads when it is reached: components/deferred.tsx).
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chosenEarly = cardRef.current?.querySelector('select')?.value;
    if (chosenEarly !== undefined) setSelected(chosenEarly);
  }, []);

  async function proceed() {
    if (busy) return;
    setBusy(true);
    try {
      const decision = await decideProceed(
        { selectedId: selected, services, user, paymentCheck },
        { lookupService: getService, openRequestId },
      );
      switch (decision.kind) {
        case 'none':
          return;
        case 'alert':
          alert.show({ title: t.text(decision.message), icon: 'error' });
          return;
        case 'login':
          rememberRedirect(decision.redirectTo);
          navigate(t.path('/'), { state: decision.state });
          return;
        case 'navigate':
          navigate(decision.to, { state: decision.state });
          return;
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className={className} ref={cardRef}>
      <section aria-labelledby={headingId}>
        <CardTitle as="h2" id={headingId}>
          {title}
        </CardTitle>
        <div className="mt-4 space-y-4">
          <NativeSelect
            label={t('proceed.select')}
            placeholder={t('proceed.choose')}
            options={services.map((s) => ({ value: String(s.id), label: s.service_name }))}
            value={selected}
            onChange={(e) => setSelected(e.target.value)}
          />
          {chosen && <ChosenPrice pricePaise={chosen.price_paise} governmentFeePaise={chosen.government_fee_paise} />}
          <Button
            type="button"
            variant="primary"
            className="w-full"
            disabled={!selected}
            loading={busy}
            loadingText={t('proceed.wait')}
            onClick={proceed}
          >
            {t('proceed.pay')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            {user ? t('proceed.reviewFirst') : t('proceed.signInFirst')}
          </p>
        </div>
      </section>
    </Card>
  );
}

/** The chosen service's price (the shared formatter): what the customer pays in all and its parts. */
function ChosenPrice({ pricePaise, governmentFeePaise }: { pricePaise: number; governmentFeePaise: number | null }) {
  const t = useT();
  const shown = describePrice(pricePaise, governmentFeePaise, t.lang);
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {shown.kind === 'quote' ? (
        <span className="block font-semibold text-brand-900">{shown.text}</span>
      ) : (
        <>
          <span className="block text-base font-semibold text-brand-900">{shown.total}</span>
          {shown.parts}
        </>
      )}
    </p>
  );
}
