import type { audiencesEn } from './audiences.en.ts';

/** The home page's audiences in Hindi. */
export const audiencesHi: { [K in keyof typeof audiencesEn]: string } = {
  'audiences.organization': 'संगठन',
  'audiences.organization.intro': 'कारोबार चलाते हुए महीने-दर-महीने अनुपालन में बने रहें।',
  'audiences.enterprise': 'एंटरप्राइज़',
  'audiences.enterprise.intro': 'फ़ाइलिंग, नोटिस और बदलाव, सब कुछ नियम जानने वाली टीम के हाथों में।',
  'audiences.startup': 'स्टार्टअप',
  'audiences.startup.intro': 'कंपनी पंजीकरण से लेकर मान्यता और टैक्स लाभ तक।',
  'audiences.individuals': 'व्यक्तिगत',
  'audiences.individuals.intro': 'आपका रिटर्न, आपका रिफ़ंड और आपके नोटिस, आसान शब्दों में समझाए गए।',
};
