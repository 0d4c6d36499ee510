import type { storefrontEn } from './storefront.en.ts';

/** Storefront texts of the first load in Hindi. */
export const storefrontHi: { [K in keyof typeof storefrontEn]: string } = {
  'storefront.audiences.title': 'हर किसी के लिए',
  'storefront.audiences.intro': 'आप जो भी हों, उन सेवाओं से शुरुआत करें जो आप जैसे लोग सबसे ज़्यादा लेते हैं।',
  'storefront.audiences.label': 'सेवाएँ किसके लिए हैं',
  'storefront.chat': 'हमसे चैट करें (नए टैब में खुलता है)',
  'storefront.newsletter.title': 'न्यूज़लेटर',
  'storefront.newsletter.intro': 'टैक्स की समय-सीमाएँ और अनुपालन से जुड़ी जानकारी ईमेल पर।',
  'storefront.newsletter.email': 'ईमेल पता',
  'storefront.newsletter.subscribe': 'सदस्यता लें',
  'storefront.newsletter.subscribing': 'सदस्यता ली जा रही है...',
};
