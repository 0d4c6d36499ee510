import type { consultationEn } from './consultation.en.ts';

/** The free consultation form in Hindi. */
export const consultationHi: { [K in keyof typeof consultationEn]: string } = {
  'consultation.title': 'मुफ़्त सलाह लें',
  'consultation.intro': 'बताइए आपको क्या चाहिए। एक विशेषज्ञ आपको मुफ़्त में वापस कॉल करेगा।',
  'consultation.name': 'नाम',
  'consultation.mobile': 'मोबाइल',
  'consultation.mobileHint': '10 अंक, जो 6, 7, 8 या 9 से शुरू हों',
  'consultation.email': 'ईमेल',
  'consultation.service': 'सेवा',
  'consultation.selectService': 'कोई सेवा चुनें',
  'consultation.message': 'संदेश (वैकल्पिक)',
  'consultation.count': '{count}/{max} अक्षर',
  'consultation.loading': 'लोड हो रहा है...',
  'consultation.submit': 'भेजें',
};
