import type { homeDeferredEn } from './home-deferred.en.ts';

/** The home page's deferred parts in Hindi. */
export const homeDeferredHi: { [K in keyof typeof homeDeferredEn]: string } = {
  'homeParts.alerts.title': 'सूचनाएँ और अलर्ट',
  'homeParts.alerts.intro': 'अनुपालन से जुड़ी खबरें और आने वाली समय-सीमाएँ, ताकि कुछ भी न छूटे।',
  'homeParts.alerts.updated': 'पिछला अपडेट:',
  'homeParts.alerts.failed': 'सूचनाएँ और देय तिथियाँ अभी लोड नहीं हो सकीं। कृपया थोड़ी देर बाद पेज रीफ़्रेश करें।',
  'homeParts.alerts.notices': 'ताज़ा सूचनाएँ',
  'homeParts.alerts.noNotices': 'अभी कोई सूचना नहीं है।',
  'homeParts.alerts.dueDates': 'आने वाली देय तिथियाँ',
  'homeParts.alerts.noDueDates': 'अभी कोई देय तिथि नहीं है।',
  'homeParts.why.title': '{brand} ही क्यों चुनें?',
  'homeParts.why.intro': '100 से ज़्यादा कारोबार अपने अनुपालन के लिए हम पर भरोसा करते हैं, और हमारे 99% ग्राहक संतुष्ट हैं।',
  'homeParts.why.experts.title': 'हर फ़ाइल पर विशेषज्ञ',
  'homeParts.why.experts.text':
    '7 साल से ज़्यादा के अनुभव वाले चार्टर्ड अकाउंटेंट, कंपनी सेक्रेटरी और वकील आपकी फ़ाइलिंग तैयार करते हैं और उसकी जाँच करते हैं।',
  'homeParts.why.prices.title': 'सब कुछ शामिल कीमतें',
  'homeParts.why.prices.text':
    'दिखाई गई कीमत में GST शामिल है, और भुगतान से पहले आप देख सकते हैं कि इसमें क्या-क्या शामिल है। कोई छिपा शुल्क नहीं।',
  'homeParts.why.alerts.title': 'समय पर अलर्ट',
  'homeParts.why.alerts.text':
    'देय तिथियों और नोटिस की जानकारी आपको समय रहते मिलती है, ताकि आप समय पर फ़ाइल करें और लेट फ़ीस व ब्याज से बचें।',
  'homeParts.why.fast.title': 'जल्दी समाधान',
  'homeParts.why.fast.text': 'हर सेवा की साफ़ समय-सीमा, और एक विशेषज्ञ जो काम पूरा होने तक आपको जानकारी देता रहता है।',
  'homeParts.why.private.title': 'आपके दस्तावेज़ सुरक्षित रहते हैं',
  'homeParts.why.private.text': 'दस्तावेज़ एन्क्रिप्टेड कनेक्शन से अपलोड होते हैं और सिर्फ़ उसी काम में इस्तेमाल होते हैं जो आप हमसे करवाते हैं।',
  'homeParts.why.online.title': 'पूरी तरह ऑनलाइन',
  'homeParts.why.online.text': 'भारत में कहीं से भी, अपने फ़ोन से ऑर्डर करें, दस्तावेज़ अपलोड करें, भुगतान करें और प्रगति देखें।',
  'homeParts.reviews.rated': '5 में से {rating} रेटिंग',
  'homeParts.reviews.empty': 'ग्राहकों की समीक्षाएँ जल्द ही यहाँ दिखेंगी।',
  'homeParts.reviews.label': 'ग्राहकों की राय',
  'homeParts.reviews.pause': 'रोकें',
  'homeParts.reviews.play': 'चलाएँ',
  'homeParts.reviews.rotation': ' अपने-आप बदलना',
  'homeParts.reviews.previous': 'पिछली राय',
  'homeParts.reviews.next': 'अगली राय',
  'homeParts.reviews.position': '{count} में से {index}',
  'homeParts.reviews.show': 'राय {index} दिखाएँ',
};
