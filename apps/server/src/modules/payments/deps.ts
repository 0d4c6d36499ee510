import type { PaymentGateway } from '../../adapters/payments/types.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { CompanyService } from '../companies/service.ts';
import type { CouponService } from '../coupons/service.ts';
import type { InvoiceService } from '../invoices/service.ts';
import type { Notify } from '../notifications/service.ts';
import type { RequestService } from '../requests/service.ts';
import type { UserService } from '../users/service.ts';
import type { Supplier } from './record-payment.ts';
import type { PaymentRepository } from './repository.ts';

/**
 * What the payments service's parts share: its messages and the services it is handed. The parts
 * (`service.ts` composes `history.ts` and `recording.ts`) import this file, never each other's
 * composer, so the module's files depend one way: service → history, recording → deps.
 */
export const MESSAGES = {
  companyRequired: 'Please select or add a company.',
  registrationTypeRequired: 'Please choose Individual Registration or Business Registration.',
  serviceNotFound: 'Service ID not found.',
  verifyFailed: 'Payment verification failed.',
  partialInvalid: 'Invalid payment data. Please try again.',
  partialVerifyFailed: 'Payment verification failed. Please contact support.',
  nothingDue: 'No payable amount remaining for this service.',
  orderFailed: 'Failed to create Razorpay order',
  paymentInfoMissing: 'Payment information not available',
  balanceAlreadyPaid: 'This balance has already been paid. The extra payment will be refunded.',
  orderNotFound: 'Order not found.',
} as const;

export interface PaymentDeps {
  repo: PaymentRepository;
  catalog: Pick<CatalogService, 'serviceOnSale' | 'serviceNamesOf' | 'requiredDocumentsOf'>;
  /** Messages to the customer, enqueued in the payment's transaction (modules/notifications). */
  notify: Notify;
  companies: CompanyService;
  users: Pick<UserService, 'within'>;
  coupons: CouponService;
  requests: RequestService;
  invoices: InvoiceService;
  gateway: PaymentGateway;
  supplier: Supplier;
  brandName: string;
  customAmountBounds: { min: number; max: number };
  /** The services' clock (coupon holds). */
  now?: () => Date;
}
