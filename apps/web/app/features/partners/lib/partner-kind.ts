import type { PartnerKind } from '@anupalan/shared';

/** The two partner registrations (storefront §2 Registration pages, §7). */

export interface PartnerPage {
  kind: PartnerKind;
  /** The page heading (the forms differ only by their titles). */
  title: string;
  path: string;
  /** The API prefix of its three calls. */
  apiBase: string;
  intro: string;
}

export const PARTNER_PAGES: Record<PartnerKind, PartnerPage> = {
  reseller: {
    kind: 'reseller',
    title: 'Reseller Registration',
    path: '/reseller',
    apiBase: '/api/v1/reseller',
    intro:
      'Offer our tax, GST, company and legal filing services to your own clients. Verify your mobile number, tell us who you are, and our team will review your application.',
  },
  service_provider: {
    kind: 'service_provider',
    title: 'Service Provider Registration',
    path: '/service-provider',
    apiBase: '/api/v1/service_provider',
    intro:
      'Chartered accountants, company secretaries, lawyers and valuers: join our network and take on filings for our clients. Verify your mobile number, tell us who you are, and our team will review your application.',
  },
};
