import type { formMessagesEn } from './form-messages.en.ts';

/** The storefront forms' answers in Hindi. */
export const formMessagesHi: { [K in keyof typeof formMessagesEn]: string } = {
  'forms.consultation.success': 'आपका अनुरोध सफलतापूर्वक भेज दिया गया है!',
  'forms.consultation.failed': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'forms.consultation.httpFailed': 'भेजा नहीं जा सका।',
  'forms.consultation.network': 'भेजा नहीं जा सका। कृपया अपना नेटवर्क जाँचें या थोड़ी देर बाद फिर से कोशिश करें।',
  'forms.consultation.rateLimited': 'आपने पिछले एक मिनट में कई अनुरोध भेजे हैं। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  'forms.consultation.servicesLoading': 'सेवाएँ लोड हो रही हैं...',
  'forms.consultation.servicesFailed': 'सेवाएँ लोड नहीं हो सकीं',
  'forms.consultation.servicesEmpty': 'कोई सेवा उपलब्ध नहीं है',
  'forms.newsletter.subscribed': 'सदस्यता लेने के लिए धन्यवाद! टैक्स की समय-सीमाएँ और अनुपालन से जुड़ी जानकारी आपके इनबॉक्स में आएगी।',
  'forms.newsletter.failed': 'अभी आपकी सदस्यता नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'forms.newsletter.network': 'सर्वर तक नहीं पहुँच सके। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
};
