import type { consentFormsEn } from './consentForms.en.ts';

/** The consent lines of the forms in Hindi. */
export const consentFormsHi: { [K in keyof typeof consentFormsEn]: string } = {
  'consent.link': 'गोपनीयता सूचना',
  'consent.readNotice': 'हमारी गोपनीयता सूचना पढ़ें',
  'consent.form.service': 'हम इस जानकारी का उपयोग यह सेवा देने के लिए करते हैं, जैसा हमारी गोपनीयता सूचना में बताया गया है।',
  'consent.form.signup': 'अगर इससे आपका खाता बनता है, तो आप सेवा देने के लिए हमारी गोपनीयता सूचना से सहमत हैं।',
  'consent.form.newsletter': 'सदस्यता लेना ईमेल से हमारा न्यूज़लेटर पाने की आपकी सहमति है; हमारी गोपनीयता सूचना देखें।',
  'consent.optional': 'वैकल्पिक संदेश',
  'consent.optin.marketing': 'मुझे टैक्स की आख़िरी तारीखें, ऑफ़र और ख़बरें भेजें',
  'consent.optin.whatsapp': 'मुझे ऑर्डर की जानकारी WhatsApp पर भेजें',
};
