import type { documentAsksEn } from './documentAsks.en.ts';

export const documentAsksHi: { [K in keyof typeof documentAsksEn]: string } = {
  'documentAsks.title': 'ग्राहक से एक दस्तावेज़ माँगें',
  'documentAsks.nameLabel': 'दस्तावेज़',
  'documentAsks.reasonLabel': 'यह क्यों चाहिए',
  'documentAsks.submit': 'माँगें',
  'documentAsks.asked': '{name} माँगा गया। ग्राहक को सूचना भेज दी गई है।',
  'documentAsks.nameRequired': 'कृपया दस्तावेज़ का नाम लिखें।',
  'documentAsks.nameTooLong': 'दस्तावेज़ का नाम बहुत लंबा है (अधिकतम 200 अक्षर)।',
  'documentAsks.reasonRequired': 'कृपया बताएँ कि यह दस्तावेज़ क्यों चाहिए।',
  'documentAsks.reasonTooLong': 'कारण बहुत लंबा है (अधिकतम 500 अक्षर)।',
  'documentAsks.requestCompleted': 'यह अनुरोध पूरा हो चुका है: अब इसके लिए और दस्तावेज़ नहीं माँगे जा सकते।',
  'documentAsks.askNotFound': 'इस अनुरोध पर यह दस्तावेज़ नहीं माँगा गया था।',
  'documentAsks.reason': 'कारण: {reason}',
};
