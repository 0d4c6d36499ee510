import { formatInr, type Quote } from '@anupalan/shared';
import { cn } from '../../../components/ui/cn';
import { breakdownRows } from '../lib/checkout-rules';
import { formatRupees } from '@anupalan/shared/i18n';
import { useT } from '../../../lib/i18n';

/** The whole price before paying: fee with taxable value and GST, government fee, coupon, total, now and later. */
export function PriceBreakdown({ quote, coupon }: { quote: Quote; coupon: { code: string; percent: number } | null }) {
  const t = useT();
  const rows = breakdownRows(quote, coupon, t);
  const money = (paise: number) => (t.lang === 'en' ? formatInr(paise) : formatRupees(t.lang, paise));
  return (
    <dl className="divide-y divide-slate-100" aria-label={t('checkout.row.breakdown')}>
      {rows.map((r) => (
        <div
          key={r.key}
          data-row={r.key}
          className={cn(
            'flex items-baseline justify-between gap-4 py-2',
            r.kind === 'sub' && 'py-1 pl-4 text-sm text-slate-600',
            r.kind === 'total' && 'border-t-2 border-slate-200 pt-3 text-lg font-semibold text-brand-900',
            r.kind === 'pay' && 'font-semibold text-brand-900',
            r.kind === 'discount' && 'text-green-800',
          )}
        >
          <dt>{r.label}</dt>
          <dd className="text-right whitespace-nowrap tabular-nums">
            {r.amount < 0 ? `− ${money(-r.amount)}` : money(r.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
