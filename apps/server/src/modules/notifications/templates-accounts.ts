import type { Catalogue } from './templates.ts';

/** The templates of accounts: a partner's application decided, and the security notice of a changed sign-in identifier. Part of the one catalogue (`templates.ts`). */
export const ACCOUNT_TEMPLATES = {
  partner_approved: {
    en: {
      title: 'Partner approved',
      // Sent to one proven address (the admin module's rule): the e-mail once proven, else the mobile.
      vars: ['name', 'kind', 'email', 'mobile', 'loginLink', 'partnerLink', 'referral', 'referralNote'],
      email: {
        subject: 'Your {kind} application: approved',
        paragraphs: [
          'Dear {name},',
          'Your {kind} application with Anupalan has been approved. Sign in at {loginLink} with your e-mail address ({email}) or your mobile number ({mobile}) and your password.',
          '{referral}',
        ],
        action: { label: 'Sign in', link: 'loginLink' },
      },
      sms: {
        text: 'Anupalan: your {kind} application has been approved. Sign in at {loginLink} with your mobile number and password. One step left: verify your e-mail address on your partner page {partnerLink} {referralNote}',
      },
      whatsapp: { name: 'partner_approved', params: ['name', 'kind', 'loginLink'] },
    },
  },
  partner_rejected: {
    en: {
      title: 'Partner rejected',
      vars: ['name', 'kind', 'reason'],
      email: {
        subject: 'Your {kind} application: not approved',
        paragraphs: ['Dear {name},', 'Your {kind} application with Anupalan has not been approved.', 'Reason: {reason}'],
      },
      sms: { text: 'Anupalan: your {kind} application has not been approved. Reason: {reason}' },
      whatsapp: { name: 'partner_rejected', params: ['name', 'kind', 'reason'] },
    },
  },
  identifier_changed: {
    en: {
      title: 'Sign-in identifier changed (security notice, to the old addresses)',
      // `what`: "email address", "mobile number" or both; `short` the same within DLT's 30 characters;
      // `detail`: " to <new address>" where the notice names it (a partner's e-mail), else empty.
      vars: ['name', 'account', 'what', 'short', 'verb', 'detail', 'when', 'supportEmail', 'supportPhone'],
      email: {
        subject: 'The {what} of your Anupalan account changed',
        paragraphs: [
          'The {what} of your Anupalan {account} {verb} changed{detail} on {when} IST, and its other sessions were signed out.',
          'If you did not make this change, contact us at once at {supportEmail} or {supportPhone} to report it.',
        ],
      },
      sms: {
        text: "Anupalan: your account's {short} changed on {when} IST and its other sessions were signed out. Not you? Contact us at once at {supportEmail} or {supportPhone}",
      },
      whatsapp: { name: 'identifier_changed', params: ['what', 'when', 'supportEmail', 'supportPhone'] },
    },
  },
} satisfies Partial<Catalogue>;
