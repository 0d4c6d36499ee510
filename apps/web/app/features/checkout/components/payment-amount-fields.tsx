import { PART_PAYMENT_PERCENTS, type CustomAmountBounds } from '@anupalan/shared';
import { TextInput } from '../../../components/ui/form-field';
import { cn } from '../../../components/ui/cn';
import type { PaymentAmount } from '../hooks/use-payment-amount';

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
  if (customMode)
    return (
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
        onBlur={touchCustom}
        error={customTouched && error ? error : undefined}
      />
    );
  if (!ready?.partPaymentAllowed) return null;
  return (
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
  );
}
