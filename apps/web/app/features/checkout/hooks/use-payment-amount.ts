import { useMemo, useState } from 'react';
import { DEFAULT_PART_PERCENT, type CustomAmountBounds } from '@anupalan/shared';
import type { CheckoutDraft } from '../lib/checkout-draft';
import { quoteFor, quoteMessage } from '../lib/checkout-rules';

/** How much is paid now (in full, a part, or the agreed custom amount) and the price it makes (portal §5). */
export function usePaymentAmount(
  service: { price_paise: number; government_fee_paise: number | null },
  bounds: CustomAmountBounds,
  discountPercent: number | null,
  draft: Partial<CheckoutDraft> | null,
) {
  const [paymentType, setPaymentType] = useState<'full' | 'partial'>(draft?.paymentType ?? 'full');
  const [percent, setPercent] = useState<number>(draft?.percent ?? DEFAULT_PART_PERCENT);
  const [customAmount, setCustomAmount] = useState(draft?.customAmount ?? '');
  const [customTouched, setCustomTouched] = useState(false);

  const quote = useMemo(
    () =>
      quoteFor({
        pricePaise: service.price_paise,
        governmentFeePaise: service.government_fee_paise,
        discountPercent,
        paymentType,
        percent,
        customAmountText: customAmount,
        customAmountBounds: bounds,
      }),
    [service.price_paise, service.government_fee_paise, discountPercent, paymentType, percent, customAmount, bounds],
  );
  const error = quoteMessage(quote, bounds);
  const ready = typeof quote === 'string' ? null : quote;

  return {
    paymentType,
    setPaymentType,
    percent,
    setPercent,
    customAmount,
    setCustomAmount,
    customTouched,
    touchCustom: () => setCustomTouched(true),
    ready,
    error,
  };
}
export type PaymentAmount = ReturnType<typeof usePaymentAmount>;
