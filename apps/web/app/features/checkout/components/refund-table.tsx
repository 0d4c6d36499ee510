import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';

/** The refund rules by stage (REFUND_RULES in English, from the terms), in the page's language. */
const REFUND_ROWS = [
  { stage: 'checkout.refund.selfFiling', refund: 'checkout.refund.refundable' },
  { stage: 'checkout.refund.assisted', refund: 'checkout.refund.refundable' },
  { stage: 'checkout.refund.initiated', refund: 'checkout.refund.none' },
] as const;

/** The refund rules by stage, from the terms, shown before paying. */
export function RefundTable() {
  const t = useT();
  return (
    <div>
      <h3 className="font-semibold text-brand-900" id="refund-title">
        {t('checkout.refund.title')}
      </h3>
      <table className="mt-2 w-full text-left text-sm" aria-labelledby="refund-title">
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('checkout.refund.stage')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t('checkout.refund.refund')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {REFUND_ROWS.map((r) => (
            <tr key={r.stage}>
              <td className="py-2 pr-3 text-slate-800">{t(r.stage)}</td>
              <td className="py-2 font-medium text-slate-900">{t(r.refund)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-600">
        {t('checkout.refund.note')}{' '}
        <Link to={t.path('/terms')} className="font-medium text-brand-800 underline">
          {t('checkout.refund.terms')}
        </Link>
      </p>
    </div>
  );
}
