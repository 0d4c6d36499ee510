import { PART_PAYMENT_PERCENTS, type CustomAmountBounds } from '@anupalan/shared';
import { TextInput } from '../../../components/ui/form-field';
import { cn } from '../../../components/ui/cn';
import type { PaymentAmount } from '../hooks/use-payment-amount';
import { useT } from '../../../lib/i18n';

/** The amount to pay now: the agreed custom amount, or in full / in part where part payment is allowed (portal §5). */
export function PaymentAmountFields({
  amount,
  customMode,
  bounds,
}: {
  amount: PaymentAmount;
  customMode: boolean;
  bounds: CustomAmountBounds;
}) {
  const {
    paymentType,
    setPaymentType,
    percent,
    setPercent,
    customAmount,
    setCustomAmount,
    customTouched,
    touchCustom,
    ready,
    error,
  } = amount;
  const t = useT();
  if (customMode)
    return (
      <TextInput
        fieldClassName="mt-4"
        label={t('checkout.amount.label')}
        hint={t('checkout.amount.hint')}
        name="custom_amount"
        type="number"
        inputMode="decimal"
        min={bounds.min / 100}
        max={bounds.max / 100}
        step={0.01}
        value={customAmount}
        onChange={(e) => setCustomAmount(e.target.value)}
        onBlur={touchCustom}
        error={customTouched && error ? t.text(error) : undefined}
      />
    );
  if (!ready?.partPaymentAllowed) return null;
  return (
    <fieldset className="mt-4">
      <legend className="font-medium text-slate-900">{t('checkout.amount.option')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {(['full', 'partial'] as const).map((type) => (
          <label
            key={type}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2',
              paymentType === type ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              name="payment_type"
              value={type}
              checked={paymentType === type}
              onChange={() => setPaymentType(type)}
              className="size-4 accent-brand-800"
            />
            {t(type === 'full' ? 'checkout.amount.full' : 'checkout.amount.partial')}
          </label>
        ))}
      </div>
      {paymentType === 'partial' && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-800">{t('checkout.amount.now')}</legend>
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
  );
}
