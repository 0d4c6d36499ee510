import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTimedAlert } from '../../../components/ui/timed-alert';
import { useToast } from '../../../components/ui/toast';
import { messageOf } from '../../../lib/api-client';
import { initiatePayment, type Gateway, type InitiateRequest } from '../api/initiate-payment';
import { verifyPayment } from '../api/verify-payment';
import { cancelPayment } from '../api/cancel-payment';
import { confirmBalancePayment } from '../api/partial-payment';
import { createBalanceOrder } from '../../../lib/balance-order';
import { loadCheckoutScript, openCheckout, type GatewaySuccess } from '../lib/gateway';
import { rememberPayment, type PaidDetails } from '../lib/last-payment';

/** Payment alerts (portal §8). */
export const PAYMENT_MESSAGES = {
  createFailed: 'Failed to create Razorpay order',
  failed: (reason: string) => `Payment failed: ${reason}`,
  generic: 'Something went wrong. Please try again.',
  verifyFailed: 'Payment verification failed.',
  verifyError: 'Error verifying payment.',
  // Partial flow.
  invalidData: 'Invalid payment data. Please try again.',
  balanceVerifyFailed: 'Payment verification failed. Please contact support.',
  balanceVerifyError: 'Error verifying payment. Please try again later.',
  balanceInitFailed: 'Failed to initiate payment session.',
  // Ours (the spec has no text for a checkout closed without paying).
  cancelled: 'Payment cancelled',
  cancelledText: 'You closed the checkout, so nothing was charged. You can pay whenever you are ready.',
  couponNotApplied: 'Coupon not applied to this order',
} as const;

export interface FlowHooks {
  /** The order is known (amount and gateway from the server). */
  onOrder?: (order: { amount: number; gateway: Gateway }) => void;
  /** The customer closed the checkout, it failed to open, or the payment could not be verified. */
  onSettled?: () => void;
}

interface OpenArgs {
  scriptUrl: string;
  key: string;
  amount: number;
  currency: string;
  merchantName: string;
  serviceName: string;
  orderId: string;
  prefill: { name?: string; email?: string; contact?: string };
  onPaid: (resp: GatewaySuccess) => Promise<void>;
  /** The customer closed the checkout without paying. */
  onCancelled?: () => void;
}

/**
 * The payment flow (portal §4): load the checkout script, create the order, open the checkout; on
 * success verify with the server and go to /payment-success, replacing history; a failed payment
 * shows the reason.
 */
export function usePaymentFlow() {
  const navigate = useNavigate();
  const alert = useTimedAlert();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const settledRef = useRef<(() => void) | undefined>(undefined);

  const fail = useCallback(
    (title: string) => {
      alert.show({ title, icon: 'error' });
    },
    [alert],
  );

  /** The attempt is over (closed, failed or unverified): once per attempt. */
  const settle = useCallback(() => {
    setBusy(false);
    const then = settledRef.current;
    settledRef.current = undefined;
    then?.();
  }, []);

  const open = useCallback(
    async (args: OpenArgs) => {
      try {
        await loadCheckoutScript(args.scriptUrl);
      } catch {
        fail(PAYMENT_MESSAGES.generic);
        settle();
        return;
      }
      let finished = false;
      const opened = openCheckout(
        {
          key: args.key,
          amount: args.amount,
          currency: args.currency || 'INR',
          name: args.merchantName,
          description: args.serviceName,
          order_id: args.orderId,
          prefill: args.prefill,
        },
        {
          onSuccess: (resp) => {
            finished = true;
            void args.onPaid(resp);
          },
          // Razorpay keeps its window open for another try; the test gateway closes its dialog.
          onFailed: (reason) => {
            fail(PAYMENT_MESSAGES.failed(reason));
            settle();
          },
          // Escape or Close: the customer stopped; the order is left as it is (not failed), and they may pay again.
          onDismiss: () => {
            if (finished) return;
            args.onCancelled?.();
            toast({ tone: 'info', title: PAYMENT_MESSAGES.cancelled, description: PAYMENT_MESSAGES.cancelledText });
            settle();
          },
        },
      );
      if (!opened) {
        fail(PAYMENT_MESSAGES.generic);
        settle();
      }
    },
    [fail, settle, toast],
  );

  const succeed = useCallback(
    (details: PaidDetails) => {
      rememberPayment(details);
      navigate('/payment-success', { replace: true, state: details });
    },
    [navigate],
  );

  /** A new purchase: POST services/payment/initiate, the widget, then services/payment/verify. */
  const payService = useCallback(
    async (request: InitiateRequest, hooks: FlowHooks = {}) => {
      settledRef.current = hooks.onSettled;
      setBusy(true);
      let res;
      try {
        res = await initiatePayment(request);
      } catch {
        res = null;
      }
      const order = res?.ok ? res.body.data : undefined;
      if (!res || !order) {
        fail((res && res.status !== 0 && messageOf(res)) || PAYMENT_MESSAGES.createFailed);
        settle();
        return;
      }
      hooks.onOrder?.({ amount: order.amount, gateway: order.gateway });
      // The coupon is reserved for another order of this customer that waits for payment: this one
      // is priced without it, and the customer is told why before paying.
      if (order.coupon_note) toast({ tone: 'info', title: PAYMENT_MESSAGES.couponNotApplied, description: order.coupon_note });
      await open({
        scriptUrl: order.checkout_script_url,
        key: order.key,
        amount: order.amount,
        currency: order.currency,
        merchantName: order.merchant_name,
        serviceName: order.service_name,
        orderId: order.order_id,
        prefill: { name: order.user_name, email: order.user_email, contact: order.user_contact },
        // A coupon this order reserved goes back for the next try (the order itself stays open).
        onCancelled: () => void cancelPayment(order.order_id, request.user_id).catch(() => undefined),
        onPaid: async (resp) => {
          try {
            const v = await verifyPayment(resp, request.user_id);
            if (v.ok) {
              const paid = v.body.data;
              succeed({
                order_id: paid.order_id,
                payment_id: paid.payment_id,
                amount: paid.amount,
                service_id: paid.service_id,
                service_name: order.service_name,
                user_id: request.user_id,
                service_request_id: paid.service_request_id,
                partial_payment_id: paid.partial_payment_id,
                balance: order.quote.balancePaise,
                gateway: order.gateway,
                kind: 'initial',
              });
              return;
            }
            fail(v.status === 0 ? PAYMENT_MESSAGES.verifyError : PAYMENT_MESSAGES.verifyFailed);
          } catch {
            fail(PAYMENT_MESSAGES.verifyError);
          }
          settle();
        },
      });
    },
    [fail, open, settle, succeed, toast],
  );

  /** The unpaid balance of a part payment: rest_partial_payment, the widget, rest_partial_payment_success. */
  const payBalance = useCallback(
    async (partialPaymentId: number, userId: number, hooks: FlowHooks = {}) => {
      settledRef.current = hooks.onSettled;
      setBusy(true);
      const res = await createBalanceOrder(partialPaymentId);
      if (!res.ok) {
        fail((res.status !== 0 && messageOf(res)) || PAYMENT_MESSAGES.balanceInitFailed);
        settle();
        return;
      }
      const b = res.body;
      const { amount, gateway } = b;
      hooks.onOrder?.({ amount, gateway });
      await open({
        scriptUrl: b.checkout_script_url,
        key: b.razorpayKey,
        amount,
        currency: b.currency,
        merchantName: b.merchant_name,
        serviceName: b.service_name,
        orderId: b.order_id,
        prefill: { name: b.user_name, email: b.user_email, contact: b.user_contact },
        onPaid: async (resp) => {
          try {
            const v = await confirmBalancePayment(resp, userId, amount, partialPaymentId);
            if (v.ok) {
              const paid = v.body.data;
              succeed({
                order_id: paid.order_id,
                payment_id: paid.payment_id,
                amount: paid.amount,
                service_name: b.service_name,
                user_id: userId,
                partial_payment_id: partialPaymentId,
                service_request_id: paid.service_request_id,
                balance: 0,
                gateway,
                kind: 'balance',
              });
              return;
            }
            fail(v.status === 0 ? PAYMENT_MESSAGES.balanceVerifyError : PAYMENT_MESSAGES.balanceVerifyFailed);
          } catch {
            fail(PAYMENT_MESSAGES.balanceVerifyError);
          }
          settle();
        },
      });
    },
    [fail, open, settle, succeed],
  );

  return { busy, payService, payBalance };
}
