import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { checkCoupon } from '../api/check-coupon';
import { CHECKOUT_MESSAGES } from '../lib/checkout-messages';
import type { CheckoutDraft } from '../lib/checkout-draft';
import { normaliseCoupon } from '../lib/checkout-rules';

export type CouponNote = { tone: 'success' | 'error'; text: string } | null;

/** The coupon field, the applied coupon and what the check said (portal §5). */
export function useCoupon(serviceId: number, draft: Partial<CheckoutDraft> | null) {
  const [code, setCode] = useState(draft?.couponCode ?? '');
  const [coupon, setCoupon] = useState<{ code: string; percent: number } | null>(draft?.coupon ?? null);
  const [note, setNote] = useState<CouponNote>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    const normalised = normaliseCoupon(code);
    if (!normalised) {
      setNote({ tone: 'error', text: CHECKOUT_MESSAGES.couponEmpty });
      return;
    }
    setBusy(true);
    setNote(null);
    try {
      const res = await checkCoupon(normalised, serviceId);
      if (res.ok) {
        const { data } = res.body;
        setCoupon({ code: data.code, percent: data.discount_percent });
        setNote({ tone: 'success', text: CHECKOUT_MESSAGES.couponApplied(data.discount_percent) });
      } else if (res.status === 422 || res.status === 404 || res.body?.valid === false) {
        setCoupon(null);
        setNote({ tone: 'error', text: messageOf(res) ?? CHECKOUT_MESSAGES.couponInvalid });
      } else {
        setCoupon(null);
        setNote({ tone: 'error', text: (res.status === 401 && messageOf(res)) || CHECKOUT_MESSAGES.couponError });
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    setCoupon(null);
    setCode('');
    setNote(null);
  };

  return { code, setCode: (v: string) => setCode(normaliseCoupon(v)), coupon, note, busy, apply, remove };
}
export type CouponState = ReturnType<typeof useCoupon>;
