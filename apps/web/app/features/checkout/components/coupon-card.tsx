import { CircleAlert, CircleCheck, TicketPercent, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { controlBorder, controlClasses } from '../../../components/ui/form-field';
import { cn } from '../../../components/ui/cn';
import type { CouponState } from '../hooks/use-coupon';
import { useHydrated } from '../../../components/forms/use-hydrated';
import { useT } from '../../../lib/i18n';

/** "Apply Coupon Code" (portal §5): the field, what the check said, and the applied coupon with its remove button. */
export function CouponCard({ state }: { state: CouponState }) {
  const t = useT();
  const { code, setCode, coupon, note, busy, apply, remove } = state;
  // Its submit waits for the script (no route action): a press before then sends nothing (no GET with the fields).
  const hydrated = useHydrated();
  return (
    <Card>
      <CardTitle as="h2">{t('checkout.coupon.title')}</CardTitle>
      <form
        method="post"
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void apply();
        }}
      >
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor="coupon-code" className="block font-medium text-slate-900">
            {t('checkout.coupon.label')}
          </label>
          <input
            id="coupon-code"
            name="coupon_code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={note ? 'coupon-note' : undefined}
            className={cn(controlClasses, controlBorder(note?.tone === 'error'), 'uppercase')}
          />
        </div>
        <Button type="submit" variant="outline" loading={busy} disabled={!hydrated} className="sm:w-28">
          {t('checkout.coupon.apply')}
        </Button>
      </form>
      <div aria-live="polite">
        {note && (
          <p
            id="coupon-note"
            className={cn(
              'mt-2 flex items-center gap-2 text-sm font-medium',
              note.tone === 'success' ? 'text-green-800' : 'text-red-700',
            )}
          >
            {note.tone === 'success' ? (
              <CircleCheck aria-hidden="true" className="size-4" />
            ) : (
              <CircleAlert aria-hidden="true" className="size-4" />
            )}
            {note.tone === 'success' && coupon ? t('checkout.couponApplied', { percent: coupon.percent }) : t.text(note.text)}
          </p>
        )}
      </div>
      {coupon && (
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-green-50 py-1 pr-1 pl-3 text-sm font-medium text-green-800 ring-1 ring-green-700/25">
          <TicketPercent aria-hidden="true" className="size-4" />
          {t('checkout.coupon.off', { code: coupon.code, percent: coupon.percent })}
          <button
            type="button"
            onClick={remove}
            className="inline-flex size-8 items-center justify-center rounded-full hover:bg-green-100"
            aria-label={t('checkout.coupon.remove', { code: coupon.code })}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </p>
      )}
    </Card>
  );
}
