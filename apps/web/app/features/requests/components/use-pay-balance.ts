import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { REQUEST_MESSAGES, urlSlug, type PartialPayment } from '@anupalan/shared';
import { useToast } from '../../../components/ui/toast';
import { messageOf } from '../../../lib/api-client';
import { createBalanceOrder } from '../../../lib/balance-order';
import { balanceAction } from '../lib/completed-services';

/**
 * 'Pay balance' of a request (Completed Services and My Requests): asks for the balance order
 * (asking again later returns the same open order), then goes to the balance's payment page.
 */
export function usePayBalance() {
  const toast = useToast();
  const navigate = useNavigate();
  const [paying, setPaying] = useState<number | null>(null);
  const pay = useCallback(
    async (row: { id: number; service_name: string; customer_partial_payments: PartialPayment[] }) => {
      const action = balanceAction(row);
      if (action.kind === 'refuse') {
        toast({ tone: 'error', title: action.message });
        return;
      }
      setPaying(row.id);
      try {
        const res = await createBalanceOrder(action.partialPaymentId);
        if (!res.ok) {
          toast({ tone: 'error', title: (res.status !== 0 && messageOf(res)) || REQUEST_MESSAGES.initiateFailed });
          return;
        }
        navigate(`/service/${urlSlug(row.service_name) || 'service'}/partial-to-payment`, {
          state: {
            partial_payment_id: action.partialPaymentId,
            service_name: row.service_name,
            customer_partial_payments: row.customer_partial_payments,
          },
        });
      } catch {
        toast({ tone: 'error', title: REQUEST_MESSAGES.processFailed });
      } finally {
        setPaying(null);
      }
    },
    [navigate, toast],
  );
  return { pay, paying };
}
