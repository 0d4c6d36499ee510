import type { Catalogue } from './templates.ts';

/**
 * The templates of the work on a request (issue 21): late milestones, the named expert, the
 * conversation and staff's review of documents. Part of the one catalogue (`templates.ts`).
 */
export const WORK_TEMPLATES = {
  milestone_late: {
    en: {
      title: 'Milestone late (to its owner, then the admins)',
      vars: ['name', 'service', 'requestId', 'milestone', 'days', 'expected', 'requestLink'],
      email: {
        subject: 'Late: {milestone} on request #{requestId} ({service})',
        paragraphs: [
          'Hello {name},',
          'The milestone "{milestone}" of request #{requestId} for {service} was expected on {expected} and is {days} working day(s) late.',
          'Move it forward, or hand it over with a note, from the request page.',
        ],
        action: { label: 'Open the request', link: 'requestLink' },
      },
      sms: { text: 'Late: {milestone} on request #{requestId}, {days} working day(s) past {expected}. {requestLink} - Anupalan' },
      whatsapp: { name: 'milestone_late', params: ['name', 'milestone', 'requestId', 'days', 'requestLink'] },
    },
  },
  milestone_delayed: {
    en: {
      title: 'New expected date (a late milestone, to the customer)',
      vars: ['name', 'service', 'requestId', 'milestone', 'expected', 'reason', 'requestsLink'],
      email: {
        subject: 'Request #{requestId} ({service}): now expected by {expected}',
        paragraphs: [
          'Hello {name},',
          '"{milestone}" of your request #{requestId} for {service} is now expected by {expected}.',
          'Why: {reason}',
        ],
        action: { label: 'Follow it in My Requests', link: 'requestsLink' },
      },
      sms: { text: 'Your request #{requestId}: {milestone} now expected by {expected}. Details: {requestsLink} - Anupalan' },
      whatsapp: { name: 'milestone_delayed', params: ['name', 'requestId', 'milestone', 'expected', 'reason', 'requestsLink'] },
    },
  },
  expert_assigned: {
    en: {
      title: 'Your expert (a request assigned or handed over)',
      vars: ['name', 'service', 'requestId', 'expert', 'role', 'requestsLink'],
      email: {
        subject: '{expert} is handling your request #{requestId} ({service})',
        paragraphs: [
          'Hello {name},',
          '{expert} ({role}) is now handling your request #{requestId} for {service}. Everything you have sent us stays with the request.',
        ],
        action: { label: 'Follow it in My Requests', link: 'requestsLink' },
      },
      sms: { text: '{expert} ({role}) now handles your request #{requestId} for {service}. {requestsLink} - Anupalan' },
      whatsapp: { name: 'expert_assigned', params: ['name', 'expert', 'role', 'requestId', 'service', 'requestsLink'] },
    },
  },
  message_received: {
    en: {
      title: 'New message on a request',
      vars: ['name', 'from', 'service', 'requestId', 'message', 'threadLink'],
      email: {
        subject: 'New message about {service} (request #{requestId})',
        paragraphs: ['Hello {name},', '{from} wrote about your request #{requestId} for {service}:', '{message}'],
        action: { label: 'Read and reply', link: 'threadLink' },
      },
      sms: { text: 'New message about your request #{requestId} ({service}). Read it: {threadLink} - Anupalan' },
      whatsapp: { name: 'message_received', params: ['name', 'requestId', 'service', 'threadLink'] },
    },
  },
  message_for_team: {
    en: {
      title: 'Customer message',
      vars: ['name', 'customer', 'service', 'requestId', 'message', 'threadLink'],
      email: {
        subject: 'Customer message on request #{requestId} ({service})',
        paragraphs: ['Hello {name},', '{customer} wrote on request #{requestId} for {service}:', '{message}'],
        action: { label: 'Open the request', link: 'threadLink' },
      },
      sms: { text: 'Customer message on request #{requestId} ({service}): {threadLink} - Anupalan' },
      whatsapp: { name: 'message_for_team', params: ['name', 'requestId', 'service', 'threadLink'] },
    },
  },
  message_waiting: {
    en: {
      title: 'Customer message unanswered',
      vars: ['name', 'customer', 'service', 'requestId', 'since', 'message', 'threadLink'],
      email: {
        subject: 'Unanswered since {since}: request #{requestId} ({service})',
        paragraphs: [
          'Hello {name},',
          '{customer} has waited for a reply on request #{requestId} for {service} since {since}:',
          '{message}',
        ],
        action: { label: 'Reply now', link: 'threadLink' },
      },
      sms: { text: 'Request #{requestId} ({service}) waits for a reply since {since}: {threadLink} - Anupalan' },
      whatsapp: { name: 'message_waiting', params: ['name', 'requestId', 'service', 'since', 'threadLink'] },
    },
  },
  document_rejected: {
    en: {
      title: 'Document needs re-upload',
      vars: ['name', 'document', 'service', 'requestId', 'reason', 'uploadLink'],
      email: {
        subject: 'Please upload {document} again (request #{requestId})',
        paragraphs: [
          'Hello {name},',
          'We could not accept {document} for {service} (request #{requestId}).',
          'Reason: {reason}',
          'Please upload it again in your account.',
        ],
        action: { label: 'Upload again', link: 'uploadLink' },
      },
      sms: { text: 'Please upload {document} again for request #{requestId}: {reason}. {uploadLink} - Anupalan' },
      whatsapp: { name: 'document_rejected', params: ['name', 'document', 'requestId', 'reason', 'uploadLink'] },
    },
  },
  document_requested: {
    en: {
      title: 'Document asked for (staff need one more document)',
      vars: ['name', 'document', 'service', 'requestId', 'reason', 'uploadLink'],
      email: {
        subject: 'Please upload {document} (request #{requestId})',
        paragraphs: [
          'Hello {name},',
          'To continue with {service} (request #{requestId}), we need one more document from you: {document}.',
          'Why: {reason}',
          'Please upload it in your account.',
        ],
        action: { label: 'Upload it', link: 'uploadLink' },
      },
      sms: { text: 'Please upload {document} for request #{requestId}: {reason}. {uploadLink} - Anupalan' },
      whatsapp: { name: 'document_requested', params: ['name', 'document', 'requestId', 'reason', 'uploadLink'] },
    },
    hi: {
      title: 'दस्तावेज़ माँगा गया (टीम को एक और दस्तावेज़ चाहिए)',
      vars: ['name', 'document', 'service', 'requestId', 'reason', 'uploadLink'],
      email: {
        subject: 'कृपया {document} अपलोड करें (अनुरोध #{requestId})',
        paragraphs: [
          'नमस्ते {name},',
          '{service} (अनुरोध #{requestId}) पर आगे काम करने के लिए हमें आपसे एक और दस्तावेज़ चाहिए: {document}।',
          'कारण: {reason}',
          'कृपया इसे अपने खाते में अपलोड करें।',
        ],
        action: { label: 'अपलोड करें', link: 'uploadLink' },
      },
      sms: { text: 'कृपया अनुरोध #{requestId} के लिए {document} अपलोड करें: {reason}। {uploadLink} - Anupalan' },
      whatsapp: { name: 'document_requested_hi', params: ['name', 'document', 'requestId', 'reason', 'uploadLink'] },
    },
  },
} satisfies Partial<Catalogue>;
