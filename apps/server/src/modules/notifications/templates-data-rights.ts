import type { Catalogue } from './templates.ts';

/**
 * The templates of data rights (issue 24): the export is ready; the account was erased (what went,
 * what is kept until when). English and Hindi. Part of the one catalogue (`templates.ts`).
 */
export const DATA_RIGHTS_TEMPLATES = {
  data_export_ready: {
    en: {
      title: 'Data export ready',
      vars: ['name', 'until', 'exportLink'],
      email: {
        subject: 'Your data is ready to download',
        paragraphs: [
          'Hello {name},',
          'The copy of your data you asked for is ready. Download it from your profile; the link works until {until}.',
          'If you did not ask for this, contact us at once.',
        ],
        action: { label: 'Download your data', link: 'exportLink' },
      },
      sms: { text: 'Anupalan: your data export is ready until {until}. Download it from your profile: {exportLink}' },
      whatsapp: { name: 'data_export_ready', params: ['name', 'until', 'exportLink'] },
    },
    hi: {
      title: 'डेटा एक्सपोर्ट तैयार',
      vars: ['name', 'until', 'exportLink'],
      email: {
        subject: 'आपका डेटा डाउनलोड के लिए तैयार है',
        paragraphs: [
          'नमस्ते {name},',
          'आपने अपने डेटा की जो प्रति माँगी थी, वह तैयार है। इसे अपनी प्रोफ़ाइल से डाउनलोड करें; लिंक {until} तक काम करेगा।',
          'अगर आपने यह नहीं माँगा था, तो तुरंत हमसे संपर्क करें।',
        ],
        action: { label: 'अपना डेटा डाउनलोड करें', link: 'exportLink' },
      },
      sms: { text: 'Anupalan: आपका डेटा एक्सपोर्ट {until} तक तैयार है। इसे अपनी प्रोफ़ाइल से डाउनलोड करें: {exportLink}' },
      whatsapp: { name: 'data_export_ready_hi', params: ['name', 'until', 'exportLink'] },
    },
  },
  account_erased: {
    en: {
      title: 'Account erased (what went, what is kept)',
      vars: ['name', 'erased', 'kept'],
      email: {
        subject: 'Your account has been deleted',
        paragraphs: [
          'Hello {name},',
          'Your account has been deleted as you asked. We erased:',
          '{erased}',
          'The law makes us keep these records, and only until the date given:',
          '{kept}',
          'You can no longer sign in to this account.',
        ],
      },
      sms: { text: 'Anupalan: your account has been deleted as you asked. You can no longer sign in to it.' },
      whatsapp: { name: 'account_erased', params: ['name'] },
    },
    hi: {
      title: 'खाता मिटाया गया (क्या हटा, क्या रखा गया)',
      vars: ['name', 'erased', 'kept'],
      email: {
        subject: 'आपका खाता हटा दिया गया है',
        paragraphs: [
          'नमस्ते {name},',
          'आपके कहने पर आपका खाता हटा दिया गया है। हमने यह मिटाया:',
          '{erased}',
          'क़ानून के अनुसार हमें ये रिकॉर्ड रखने होते हैं, और केवल बताई गई तारीख़ तक:',
          '{kept}',
          'अब आप इस खाते में साइन इन नहीं कर सकते।',
        ],
      },
      sms: { text: 'Anupalan: आपके कहने पर आपका खाता हटा दिया गया है। अब आप इसमें साइन इन नहीं कर सकते।' },
      whatsapp: { name: 'account_erased_hi', params: ['name'] },
    },
  },
} satisfies Partial<Catalogue>;
