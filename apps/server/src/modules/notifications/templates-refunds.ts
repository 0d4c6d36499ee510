import type { Catalogue } from './templates.ts';

/**
 * The templates of a customer's cancellation and refund request (issue 24): staff's approval and
 * refusal, in English and Hindi. The refund itself then sends `refund_issued` with its credit note.
 * Part of the one catalogue (`templates.ts`).
 */
export const REFUND_REQUEST_TEMPLATES = {
  refund_request_approved: {
    en: {
      title: 'Refund request approved',
      vars: ['name', 'amount', 'requestId', 'requestsLink'],
      email: {
        subject: 'Your refund of {amount} is approved (request #{requestId})',
        paragraphs: [
          'Hello {name},',
          'We have approved your cancellation of request #{requestId} and a refund of {amount}.',
          'The refund goes back the way you paid; we tell you again, with its GST credit note, when the payment gateway confirms it. My Requests shows where it stands.',
        ],
        action: { label: 'See My Requests', link: 'requestsLink' },
      },
      sms: { text: 'Anupalan: refund of {amount} approved for request #{requestId}. Track it: {requestsLink}' },
      whatsapp: { name: 'refund_request_approved', params: ['name', 'amount', 'requestId', 'requestsLink'] },
    },
    hi: {
      title: 'रिफ़ंड अनुरोध स्वीकृत',
      vars: ['name', 'amount', 'requestId', 'requestsLink'],
      email: {
        subject: 'आपका {amount} का रिफ़ंड स्वीकृत है (अनुरोध #{requestId})',
        paragraphs: [
          'नमस्ते {name},',
          'हमने अनुरोध #{requestId} को रद्द करना और {amount} का रिफ़ंड स्वीकृत कर दिया है।',
          'रिफ़ंड उसी तरीके से लौटेगा जिससे आपने भुगतान किया था; पेमेंट गेटवे की पुष्टि होते ही हम GST क्रेडिट नोट के साथ आपको फिर बताएँगे। "मेरे अनुरोध" में इसकी स्थिति दिखती है।',
        ],
        action: { label: 'मेरे अनुरोध देखें', link: 'requestsLink' },
      },
      sms: { text: 'Anupalan: अनुरोध #{requestId} के लिए {amount} का रिफ़ंड स्वीकृत। स्थिति देखें: {requestsLink}' },
      whatsapp: { name: 'refund_request_approved', params: ['name', 'amount', 'requestId', 'requestsLink'] },
    },
  },
  refund_request_refused: {
    en: {
      title: 'Refund request refused',
      vars: ['name', 'requestId', 'reason', 'requestsLink'],
      email: {
        subject: 'Your refund request for request #{requestId} was not approved',
        paragraphs: [
          'Hello {name},',
          'We could not approve your cancellation and refund request for request #{requestId}. The reason:',
          '{reason}',
          'Your request stays open and we continue the work. If you disagree, you can write to our grievance officer.',
        ],
        action: { label: 'See My Requests', link: 'requestsLink' },
      },
      sms: { text: 'Anupalan: your refund request for request #{requestId} was not approved. Why: {requestsLink}' },
      whatsapp: { name: 'refund_request_refused', params: ['name', 'requestId', 'reason', 'requestsLink'] },
    },
    hi: {
      title: 'रिफ़ंड अनुरोध अस्वीकार',
      vars: ['name', 'requestId', 'reason', 'requestsLink'],
      email: {
        subject: 'अनुरोध #{requestId} के लिए आपका रिफ़ंड अनुरोध स्वीकृत नहीं हुआ',
        paragraphs: [
          'नमस्ते {name},',
          'हम अनुरोध #{requestId} को रद्द करने और रिफ़ंड का आपका अनुरोध स्वीकृत नहीं कर सके। कारण:',
          '{reason}',
          'आपका अनुरोध खुला रहेगा और हम काम जारी रखेंगे। अगर आप सहमत नहीं हैं, तो हमारे शिकायत अधिकारी को लिख सकते हैं।',
        ],
        action: { label: 'मेरे अनुरोध देखें', link: 'requestsLink' },
      },
      sms: { text: 'Anupalan: अनुरोध #{requestId} के लिए आपका रिफ़ंड अनुरोध स्वीकृत नहीं हुआ। कारण देखें: {requestsLink}' },
      whatsapp: { name: 'refund_request_refused', params: ['name', 'requestId', 'reason', 'requestsLink'] },
    },
  },
} satisfies Partial<Catalogue>;
