import { Link } from 'react-router';
import { REFUND_NOTE, REFUND_RULES } from '../lib/checkout-rules';

/** The refund rules by stage, from the terms, shown before paying. */
export function RefundTable() {
  return (
    <div>
      <h3 className="font-semibold text-brand-900" id="refund-title">
        Refunds
      </h3>
      <table className="mt-2 w-full text-left text-sm" aria-labelledby="refund-title">
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Stage
            </th>
            <th scope="col" className="py-2 font-semibold">
              Refund
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {REFUND_RULES.map((r) => (
            <tr key={r.stage}>
              <td className="py-2 pr-3 text-slate-800">{r.stage}</td>
              <td className="py-2 font-medium text-slate-900">{r.refund}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-600">
        {REFUND_NOTE}{' '}
        <Link to="/terms" className="font-medium text-brand-800 underline">
          Terms and Conditions
        </Link>
      </p>
    </div>
  );
}
