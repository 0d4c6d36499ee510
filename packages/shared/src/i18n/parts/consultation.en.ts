/**
 * The free consultation form (storefront §2, §5), deferred on the category pages: its chunk
 * imports this part and its Hindi twin (`usePartT`), the first load neither. Its messages are the
 * validation and form-messages parts'.
 */
export const consultationEn = {
  'consultation.title': 'Get a Free Consultation',
  'consultation.intro': 'Tell us what you need. An expert will call you back, free of charge.',
  'consultation.name': 'Name',
  'consultation.mobile': 'Mobile',
  'consultation.mobileHint': '10 digits, starting with 6, 7, 8 or 9',
  'consultation.email': 'Email',
  'consultation.service': 'Service',
  'consultation.selectService': 'Select a service',
  'consultation.message': 'Message (optional)',
  'consultation.count': '{count}/{max} characters',
  'consultation.loading': 'Loading...',
  'consultation.submit': 'Submit',
} as const;
