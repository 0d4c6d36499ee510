// Zod-free: the privacy notice's versions, the consent purposes and the API's messages, imported by
// the forms that link the notice (first-load code among them) without zod. contracts/privacy.ts
// re-exports everything here.

/** What a person may consent to (DPDP Act 2023, s. 6): each purpose on its own. */
export const CONSENT_PURPOSES = ['service', 'marketing', 'whatsapp'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** The purposes a person may withdraw from the profile at once (service delivery ends with the account). */
export const WITHDRAWABLE_PURPOSES = ['marketing', 'whatsapp'] as const;
export type WithdrawablePurpose = (typeof WITHDRAWABLE_PURPOSES)[number];

/** Where a consent was given. */
export const CONSENT_SOURCES = [
  'signup',
  'consultation',
  'partner_registration',
  'newsletter',
  'notice_update',
  'profile',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** How it reached us: our page's script, a form posted before the script ran, or another API client. */
export const CONSENT_CHANNELS = ['web', 'no_script', 'api'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/**
 * The privacy notice's versions, oldest first; the last is in force. A new version (its texts in
 * the catalogue's `privacy.notice.*` keys) asks every signed-in customer once.
 */
export const PRIVACY_NOTICE_VERSIONS = [{ version: 1, published: '2026-11-27' }] as const;
export const PRIVACY_NOTICE = PRIVACY_NOTICE_VERSIONS[PRIVACY_NOTICE_VERSIONS.length - 1]!;
/** The notice's own address. */
export const PRIVACY_NOTICE_PATH = '/privacy-notice';
/** Where the profile's account deletion is (the erasure flow). */
export const DELETE_ACCOUNT_PATH = '/profile#delete-account';

/** The API's messages (English; the catalogue says them in the client's language). */
export const PRIVACY_MESSAGES = {
  purposeInvalid: 'Choose consent purposes from: service delivery, marketing messages, WhatsApp messages.',
  noticeVersionInvalid: 'This privacy notice version is not known. Please reload the page and read the current notice.',
  withdrawServiceRefused:
    'Consent for service delivery is withdrawn by deleting your account from your profile, because we cannot deliver services without it.',
  withdrawn: 'Consent withdrawn.',
  recorded: 'Your choices are saved.',
} as const;

/** What a form sent of its consent fields, as checked by the contracts' `consentFields`. */
export interface ConsentAnswer {
  notice_version?: number | undefined;
  consent_purposes?: ConsentPurpose[] | undefined;
}

/** Where a consent came from: the client's address and browser, and how it reached us. */
export interface ConsentMeta {
  clientIp: string | null;
  userAgent?: string | null | undefined;
  channel: ConsentChannel;
}

/** A form's consent as the service that stores the form receives it. */
export interface ConsentGiven {
  answer: ConsentAnswer;
  meta: ConsentMeta;
}

/**
 * The retention periods the notice states (the defaults of the retention job's configuration;
 * change both together).
 */
export const NOTICE_RETENTION = { documentsDays: 180, leadsDays: 365, invoiceYears: 6 } as const;
