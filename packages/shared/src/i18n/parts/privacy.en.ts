/**
 * The privacy notice, the consent lines of the forms and the profile's Privacy section (issue 24,
 * DPDP Act 2023). The API's consent messages are here too: the error handler finds a thrown
 * English text in the catalogue and answers it in the client's language.
 */
export const privacyEn = {
  // The notice (/privacy-notice).
  'privacy.notice.title': 'Privacy notice',
  'privacy.notice.version': 'Version {version}, in force from {date}',
  'privacy.notice.intro':
    'This short notice tells you what personal data {brand} collects, why, how long we keep it, who we share it with, and your rights under the Digital Personal Data Protection Act 2023.',
  'privacy.notice.collect.title': 'What we collect',
  'privacy.notice.collect.1': 'Your name, mobile number and e-mail address, and when you sign in.',
  'privacy.notice.collect.2': 'What a filing needs: PAN, Aadhaar (stored encrypted), GSTIN, company and bank details, addresses.',
  'privacy.notice.collect.3': 'The documents you upload and the messages you send us.',
  'privacy.notice.collect.4': 'Your payments, invoices and refunds (your card or UPI details stay with the payment gateway).',
  'privacy.notice.collect.5': 'Your address on the internet and your browser when you give or withdraw consent, as proof.',
  'privacy.notice.why.title': 'Why we use it',
  'privacy.notice.why.1':
    'Service delivery: to prepare and file what you order, keep you informed, invoice you and answer complaints.',
  'privacy.notice.why.2': 'Marketing messages, only if you agree: tax deadlines, offers and news.',
  'privacy.notice.why.3': 'WhatsApp messages, only if you agree: order updates on WhatsApp.',
  'privacy.notice.why.4': 'Our legal duties: tax invoices and their payment records, as the GST law requires.',
  'privacy.notice.keep.title': 'How long we keep it',
  'privacy.notice.keep.1': 'Your account and what it holds: until you delete your account.',
  'privacy.notice.keep.2':
    'Documents of a completed order: {days} days after completion, unless you keep them in your document vault.',
  'privacy.notice.keep.3': 'A consultation request that did not become an order: {days} days.',
  'privacy.notice.keep.4':
    'Tax invoices and their payment records: {years} years after the due date of that year’s GST annual return (section 36 of the CGST Act); after your account is deleted, only what the invoice must show.',
  'privacy.notice.share.title': 'Who we share it with',
  'privacy.notice.share.1': 'The payment gateway, to take your payments and make refunds.',
  'privacy.notice.share.2': 'Our SMS, e-mail and WhatsApp providers, to send you codes and messages.',
  'privacy.notice.share.3': 'Government portals (GST, income tax, MCA and others), when we file for you.',
  'privacy.notice.share.4': 'The expert working on your order, only what the order needs. We never sell your data.',
  'privacy.notice.rights.title': 'Your rights',
  'privacy.notice.rights.1': 'See the consents you gave, and withdraw them, in the Privacy section of your profile.',
  'privacy.notice.rights.2': 'Correct your details in your profile, and download everything we hold about you.',
  'privacy.notice.rights.3': 'Delete your account: we erase your data except what the law makes us keep.',
  'privacy.notice.rights.4': 'Complain to our grievance officer, and then to the Data Protection Board of India.',
  'privacy.notice.withdraw.title': 'How to withdraw consent',
  'privacy.notice.withdraw.text':
    'In the Privacy section of your profile: marketing and WhatsApp messages stop at once. Withdrawing consent for service delivery means deleting your account, once your open orders are completed or cancelled. Withdrawing does not undo what was lawfully done before.',
  'privacy.notice.officer.title': 'Grievance officer',
  'privacy.notice.officer.write': 'Write to the grievance officer',
  'privacy.notice.profileLink': 'Go to the Privacy section of your profile',

  // The consent lines of the forms.

  // The profile's Privacy section.
  'privacy.section.title': 'Privacy',
  'privacy.section.intro': 'The consents you gave under our privacy notice, and how to withdraw them.',
  'privacy.section.notice': 'Privacy notice version {version}',
  'privacy.purpose.service': 'Service delivery',
  'privacy.purpose.service.hint': 'Needed to prepare, file and invoice what you order.',
  'privacy.purpose.marketing': 'Marketing messages',
  'privacy.purpose.marketing.hint': 'Tax deadlines, offers and news.',
  'privacy.purpose.whatsapp': 'WhatsApp messages',
  'privacy.purpose.whatsapp.hint': 'Order updates on WhatsApp.',
  'privacy.status.given': 'Given on {date}',
  'privacy.status.withdrawn': 'Withdrawn on {date}',
  'privacy.status.notGiven': 'Not given',
  'privacy.withdraw': 'Withdraw',
  'privacy.withdrawFor': 'Withdraw consent for {purpose}',
  'privacy.give': 'Give consent',
  'privacy.giveFor': 'Give consent for {purpose}',
  'privacy.service.title': 'Withdrawing consent for service delivery',
  'privacy.service.text':
    'We cannot work on your orders without this consent, so withdrawing it means deleting your account. Open orders must first be completed or cancelled; then your account and documents are erased, and only what the law makes us keep (tax invoices and their payment records) stays, until the date we tell you.',
  'privacy.service.delete': 'Delete my account',
  'privacy.history.title': 'Your consent history',
  'privacy.history.given': '{purpose}: given on {date} {source} (notice version {version})',
  'privacy.history.withdrawn': 'withdrawn on {date}',
  'privacy.source.signup': 'at sign-up',
  'privacy.source.consultation': 'with the consultation form',
  'privacy.source.partner_registration': 'at partner registration',
  'privacy.source.newsletter': 'with the newsletter sign-up',
  'privacy.source.notice_update': 'answering an updated notice',
  'privacy.source.profile': 'in your profile',
  'privacy.loading': 'Loading your consents…',
  'privacy.loadFailed': 'Could not load your consents.',
  'privacy.failed': 'Could not save your choice. Please try again.',
  'privacy.ask.title': 'Our privacy notice has changed',
  'privacy.ask.text':
    'Please read version {version} of our privacy notice. Service delivery continues under it; tick the optional messages you want.',
  'privacy.ask.save': 'Save my choices',

  // The API's messages (PRIVACY_MESSAGES).
  'privacy.api.purposeInvalid': 'Choose consent purposes from: service delivery, marketing messages, WhatsApp messages.',
  'privacy.api.noticeVersionInvalid':
    'This privacy notice version is not known. Please reload the page and read the current notice.',
  'privacy.api.withdrawServiceRefused':
    'Consent for service delivery is withdrawn by deleting your account from your profile, because we cannot deliver services without it.',
  'privacy.api.withdrawn': 'Consent withdrawn.',
  'privacy.api.recorded': 'Your choices are saved.',
} as const;
