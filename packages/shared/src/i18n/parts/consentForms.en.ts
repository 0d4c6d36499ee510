/** The consent lines of the forms that record consent (issue 24): in the core catalogue, because the sign-in dialog and the footer's newsletter form show them on every page. */
export const consentFormsEn = {
  'consent.link': 'privacy notice',
  'consent.readNotice': 'Read our privacy notice',
  'consent.form.service': 'We use these details to deliver this service, as our privacy notice explains.',
  'consent.form.signup': 'If this creates your account, you agree to our privacy notice for service delivery.',
  'consent.form.newsletter': 'Subscribing is your consent to our newsletter by e-mail; see our privacy notice.',
  'consent.optional': 'Optional messages',
  'consent.optin.marketing': 'Send me tax deadlines, offers and news',
  'consent.optin.whatsapp': 'Send me order updates on WhatsApp',
} as const;
