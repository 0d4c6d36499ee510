import { randomBytes } from 'node:crypto';
import {
  COUPON_HOLD_MINUTES,
  COUPON_MESSAGES,
  PERIOD_MESSAGES,
  currentPeriod,
  periodProblem,
  computeQuote,
  quoteErrorMessage,
  rupeesToPaise,
  type PaymentType,
  type Quote,
  type SessionUser,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { releaseCouponHold, reserveCoupon } from '../coupons/redeem.ts';
import type { CouponService } from '../coupons/service.ts';
import { createPaymentReads } from './history.ts';
import { createPaymentRecording } from './recording.ts';
import { MESSAGES, type PaymentDeps } from './deps.ts';
import type { OrderRow } from './repository.ts';

export type { PaymentHistoryEntry } from './history.ts';
export { MESSAGES, type PaymentDeps } from './deps.ts';

export interface InitiateInput {
  serviceId: number;
  registrationType?: 'individual' | 'business' | null;
  companyId?: number | null;
  couponCode?: string | null;
  paymentType: PaymentType;
  percent?: number | null;
  /** Rupees, as typed (custom-amount mode only). */
  customAmount?: number | null;
  /** The period a recurring service is for (periods.ts), checked here against the service's recurrence. */
  period?: string | null;
}

function receipt(prefix: string, userId: number): string {
  return `${prefix}-${userId}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`.slice(0, 40);
}

/**
 * Payments: the server computes every amount from the service, coupon, percent or custom amount;
 * the client's figures are ignored. A payment counts only when its signature (browser) or the
 * webhook's (gateway) checks out against an order we created.
 */
export function createPaymentService(d: PaymentDeps) {
  async function createGatewayOrder(
    values: Omit<
      OrderRow,
      | 'id'
      | 'gatewayOrderId'
      | 'receipt'
      | 'status'
      | 'failureReason'
      | 'reviewReason'
      | 'gatewayPaymentId'
      | 'paidAt'
      | 'createdAt'
      | 'updatedAt'
      | 'currency'
      | 'gateway'
      | 'method'
    >,
  ) {
    const r = receipt(values.kind === 'balance' ? 'bal' : 'ord', values.userId);
    let order;
    try {
      order = await d.gateway.createOrder({
        amountPaise: values.amountPaise,
        receipt: r,
        notes: {
          user_id: String(values.userId),
          service_id: String(values.serviceId),
          company_id: values.companyId ? String(values.companyId) : '',
          kind: values.kind,
          partial_payment_id: values.partialPaymentId ? String(values.partialPaymentId) : '',
        },
      });
    } catch (err) {
      throw new AppError('UNAVAILABLE', MESSAGES.orderFailed, undefined).withCause(err);
    }
    const row = {
      ...values,
      gateway: d.gateway.name,
      gatewayOrderId: order.id,
      receipt: order.receipt,
      currency: 'INR',
    };
    // Two balance requests at once: the second finds the first one's order (one open per balance).
    if (values.kind === 'balance') return (await d.repo.insertBalanceOrderOnce(row)).order;
    return d.repo.insertOrder(row);
  }

  function checkoutFields() {
    return {
      key: d.gateway.keyId,
      gateway: d.gateway.name,
      checkout_script_url: d.gateway.checkoutScriptUrl,
      merchant_name: d.brandName,
    };
  }

  /**
   * A payment just recorded tells the customer, in its transaction: payment received (with the
   * invoice), and after the first payment the documents the service needs (with the upload link).
   */
  /**
   * The catalogue's names and documents are an in-memory read model loaded on first use; loaded
   * here, before the payment's transaction, so `announce` reads memory inside it (on PGlite's one
   * connection a load from inside the transaction would wait for the transaction itself).
   */
  const warmCatalog = () => d.catalog.serviceNamesOf([]);

  const { record, handleWebhook } = createPaymentRecording(d, warmCatalog);

  return {
    gateway: d.gateway,
    /** What the checkout page shows and checks before sending (the same rule and message as here). */
    customAmountBounds: d.customAmountBounds,

    async quote(user: SessionUser, input: InitiateInput) {
      const service = await d.catalog.serviceOnSale(input.serviceId);
      if (!service) throw AppError.notFound(MESSAGES.serviceNotFound);
      let registrationType: 'individual' | 'business';
      if (service.type === 'both') {
        if (!input.registrationType)
          throw new AppError('VALIDATION', MESSAGES.registrationTypeRequired, {
            registration_type: [MESSAGES.registrationTypeRequired],
          });
        registrationType = input.registrationType;
      } else {
        registrationType = service.type;
      }
      let companyId: number | null = null;
      if (registrationType === 'business') {
        if (!input.companyId)
          throw new AppError('VALIDATION', MESSAGES.companyRequired, { company_id: [MESSAGES.companyRequired] });
        companyId = (await d.companies.owned(user.id, input.companyId)).id;
      }
      // A recurring filing is bought for one period: in range for the service, and not one that an
      // open request of this customer (for the same company) already covers.
      // A client that sends no period (the spec's old client) buys the current one.
      const now = (d.now ?? (() => new Date()))();
      const asked = input.period?.trim() || currentPeriod(service.recurrence, now);
      const periodError = periodProblem(service.recurrence, asked, now);
      if (periodError) throw new AppError('VALIDATION', periodError, { period: [periodError] });
      const period = service.recurrence === 'none' ? null : asked;
      if (period && (await d.requests.openRequestFor(user.id, service.id, { period, companyId })))
        throw new AppError('CONFLICT', PERIOD_MESSAGES.openRequest, { period: [PERIOD_MESSAGES.openRequest] });
      let coupon: Awaited<ReturnType<CouponService['validate']>> | null = null;
      let couponNote: string | null = null;
      try {
        coupon = input.couponCode?.trim() ? await d.coupons.validate(input.couponCode, user.id, service.id) : null;
      } catch (err) {
        // Reserved by another of the customer's orders waiting for payment: priced without it, and said why.
        if (!(err instanceof AppError) || err.message !== COUPON_MESSAGES.heldByOpenOrder) throw err;
        couponNote = COUPON_MESSAGES.heldByOpenOrder;
      }
      const customAmountPaise =
        input.customAmount === null || input.customAmount === undefined
          ? null
          : Number.isFinite(input.customAmount)
            ? rupeesToPaise(input.customAmount)
            : NaN;
      const priced = (discountPercent: number) => {
        const q = computeQuote(
          {
            pricePaise: service.pricePaise,
            governmentFeePaise: service.governmentFeePaise,
            discountPercent,
            paymentType: input.paymentType,
            percent: input.percent ?? null,
            customAmountPaise,
          },
          d.customAmountBounds,
        );
        if (typeof q === 'string') {
          const field = q.startsWith('CUSTOM') ? 'custom_amount' : q === 'PERCENT_INVALID' ? 'percent' : 'payment_type';
          const message = quoteErrorMessage(q, d.customAmountBounds);
          throw new AppError('VALIDATION', message, { [field]: [message] });
        }
        return q;
      };
      return {
        service,
        registrationType,
        companyId,
        period,
        coupon,
        couponNote,
        quote: priced(coupon?.discountPercent ?? 0),
        /** The same order without the coupon (when its reservation is refused). */
        withoutCoupon: () => priced(0),
      };
    },

    async initiate(user: SessionUser, input: InitiateInput) {
      const priced = await this.quote(user, input);
      const { service, registrationType, companyId, period, coupon } = priced;
      let { quote, couponNote } = priced;
      const values = (q: Quote, couponId: number | null) => ({
        userId: user.id,
        serviceId: service.id,
        companyId,
        registrationType,
        period,
        kind: 'initial' as const,
        serviceRequestId: null,
        partialPaymentId: null,
        couponId,
        feePaise: q.feePaise,
        governmentFeePaise: q.governmentFeePaise,
        discountPaise: q.discountPaise,
        totalPaise: q.totalPaise,
        percent: q.percent,
        paymentType: q.paymentType,
        amountPaise: q.payNowPaise,
      });
      let order: OrderRow;
      if (!coupon) {
        order = await createGatewayOrder(values(quote, null));
      } else {
        // Issue 27 item 4: the coupon is reserved when the order is opened, in the transaction that
        // inserts it, under a lock on the coupon row: of two orders opened at once (two requests, two
        // instances), only one gets it; the other is priced without it and says why. The gateway is
        // asked afterwards, outside the lock.
        const now = (d.now ?? (() => new Date()))();
        const r = receipt('ord', user.id);
        const opened = await d.repo.transaction(async (tx) => {
          const row = await d.repo.insertOrder(
            { ...values(quote, coupon.id), gateway: d.gateway.name, gatewayOrderId: `pending:${r}`, receipt: r, currency: 'INR' },
            tx,
          );
          const held = await reserveCoupon(tx, {
            couponId: coupon.id,
            userId: user.id,
            orderId: row.id,
            now,
            heldUntil: new Date(now.getTime() + COUPON_HOLD_MINUTES * 60_000),
          });
          if (held.reserved) return { row, note: null };
          const plain = priced.withoutCoupon();
          const repriced = await d.repo.repriceOrder(tx, row.id, values(plain, null));
          return { row: repriced, note: COUPON_MESSAGES.heldByOpenOrder, quote: plain };
        });
        if (opened.note) {
          couponNote = opened.note;
          quote = opened.quote!;
        }
        let gatewayOrder;
        try {
          gatewayOrder = await d.gateway.createOrder({
            amountPaise: opened.row.amountPaise,
            receipt: r,
            notes: {
              user_id: String(user.id),
              service_id: String(service.id),
              company_id: companyId ? String(companyId) : '',
              kind: 'initial',
              partial_payment_id: '',
            },
          });
        } catch (err) {
          await d.repo.deleteUnopenedOrder(opened.row.id);
          throw new AppError('UNAVAILABLE', MESSAGES.orderFailed, undefined).withCause(err);
        }
        order = await d.repo.setGatewayOrderId(opened.row.id, gatewayOrder.id);
      }
      return {
        order_id: order.gatewayOrderId,
        amount: order.amountPaise,
        currency: order.currency,
        service_name: service.name,
        service_id: service.id,
        user_id: user.id,
        user_name: user.name || 'Customer',
        user_email: user.email ?? '',
        user_contact: user.mobile ?? '',
        quote: quote satisfies Quote,
        /** Why a coupon sent was not applied (reserved by another order waiting for payment), else null. */
        coupon_note: couponNote,
        ...checkoutFields(),
      };
    },

    async verify(
      user: SessionUser,
      p: { orderId: string; paymentId: string; signature: string },
      kind: 'initial' | 'balance' = 'initial',
      partialPaymentId?: number,
    ) {
      const failed = kind === 'initial' ? MESSAGES.verifyFailed : MESSAGES.partialVerifyFailed;
      const order = await d.repo.findOrderByGatewayId(p.orderId);
      // An unknown order, someone else's order, or a signature that does not match this order: all
      // the same refusal, and nothing is recorded.
      if (!order || order.userId !== user.id || order.kind !== kind) throw AppError.badRequest(failed);
      if (kind === 'balance' && partialPaymentId !== undefined && order.partialPaymentId !== partialPaymentId)
        throw AppError.badRequest(failed);
      if (!d.gateway.verifyPaymentSignature(order.gatewayOrderId, p.paymentId, p.signature)) throw AppError.badRequest(failed);
      return record(order.gatewayOrderId, p.paymentId, kind, failed);
    },

    async balanceOrder(user: SessionUser, partialPaymentId: number) {
      const { partial, request, serviceName } = await d.requests.balanceFor(user, partialPaymentId);
      const existing = await d.repo.findOpenBalanceOrder(partial.id);
      const order =
        existing && existing.amountPaise === partial.unpaidAmountPaise
          ? existing
          : await createGatewayOrder({
              userId: user.id,
              serviceId: request.serviceId,
              companyId: partial.companyId,
              registrationType: request.registrationType,
              period: request.period,
              kind: 'balance',
              serviceRequestId: partial.serviceRequestId,
              partialPaymentId: partial.id,
              couponId: null,
              feePaise: 0,
              governmentFeePaise: 0,
              discountPaise: 0,
              totalPaise: partial.totalAmountPaise,
              percent: null,
              paymentType: 'balance',
              amountPaise: partial.unpaidAmountPaise,
            });
      return {
        order_id: order.gatewayOrderId,
        amount: order.amountPaise,
        currency: order.currency,
        service_name: serviceName,
        razorpayKey: d.gateway.keyId,
        partial_payment: {
          id: partial.id,
          transaction_unpaid_amount: partial.unpaidAmountPaise,
          transaction_total_amount: partial.totalAmountPaise,
          company_id: partial.companyId,
        },
        user_name: user.name || 'Customer',
        user_email: user.email ?? '',
        user_contact: user.mobile ?? '',
        ...checkoutFields(),
      };
    },

    handleWebhook,

    /**
     * The customer closed the checkout without paying (POST /services/payment/cancel): the order
     * stays as it is (it is not a failed payment), but a coupon it reserved is released, so the
     * next order gets it. Another's or an unknown order: the same refusal.
     */
    async cancel(user: SessionUser, gatewayOrderId: string) {
      const order = await d.repo.findOrderByGatewayId(gatewayOrderId);
      if (!order || order.userId !== user.id || order.kind !== 'initial') throw AppError.notFound(MESSAGES.orderNotFound);
      if (order.status === 'created' && order.couponId) await d.repo.transaction((tx) => releaseCouponHold(tx, order.id));
      return { released: order.status === 'created' && order.couponId !== null };
    },

    /**
     * The storefront's "already paid" check (storefront §4), issue 28 item 2: the customer's open
     * request (not completed) for the service, for a recurring service only one for the given
     * period (without a period, none: the period is chosen at checkout). Completed work does not
     * stop the customer buying the service again.
     */
    async openRequestFor(userId: number, serviceId: number, period: string | null, companyId: number | null = null) {
      const service = await d.catalog.serviceOnSale(serviceId);
      const recurring = service ? service.recurrence !== 'none' : false;
      if (recurring && !period) return null;
      return d.requests.openRequestFor(userId, serviceId, { ...(recurring ? { period: period! } : {}), companyId });
    },

    ...createPaymentReads(d),
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
