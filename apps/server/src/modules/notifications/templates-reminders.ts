import type { Catalogue } from './templates.ts';

/** The templates of reminders: documents and balances due, the compliance calendar's reminders and digest, the weekly status. Part of the one catalogue (`templates.ts`). */
export const REMINDER_TEMPLATES = {
  documents_reminder: {
    en: {
      title: 'Reminder: documents still missing',
      vars: ['name', 'service', 'requestId', 'documents', 'uploadLink', 'days'],
      email: {
        subject: 'Reminder: documents still needed for {service} (request #{requestId})',
        paragraphs: [
          'Hello {name},',
          'It is {days} days since your payment for {service} (request #{requestId}), and we still need:',
          '{documents}',
          'We can start as soon as they are uploaded.',
        ],
        action: { label: 'Upload documents', link: 'uploadLink' },
      },
      sms: { text: 'Reminder: documents still needed for {service}, request #{requestId}. Upload: {uploadLink} - Anupalan' },
      whatsapp: { name: 'documents_reminder', params: ['name', 'service', 'requestId', 'uploadLink'] },
    },
  },
  calendar_reminder: {
    en: {
      title: 'Compliance calendar: due date coming',
      vars: ['name', 'filing', 'subject', 'period', 'dueDate', 'days', 'calendarLink'],
      email: {
        subject: '{filing} for {subject} is due on {dueDate}',
        paragraphs: [
          'Hello {name},',
          '{filing} for {subject} ({period}) is due on {dueDate}, in {days} day(s).',
          'File it with us in a few clicks, or mute this filing in your calendar if it does not apply.',
        ],
        action: { label: 'Open my calendar', link: 'calendarLink' },
      },
      sms: { text: '{filing} for {subject} is due on {dueDate}. File now: {calendarLink} - Anupalan' },
      whatsapp: { name: 'calendar_reminder', params: ['name', 'filing', 'subject', 'dueDate', 'calendarLink'] },
    },
  },
  calendar_digest: {
    en: {
      title: 'Compliance calendar: the month ahead',
      vars: ['name', 'month', 'items', 'calendarLink'],
      email: {
        subject: 'Your due dates in {month}',
        paragraphs: ['Hello {name},', 'These filings fall due in the coming month:', '{items}', 'Muted filings are left out.'],
        action: { label: 'Open my calendar', link: 'calendarLink' },
      },
      sms: { text: 'Your due dates for {month} are in your calendar: {calendarLink} - Anupalan' },
      whatsapp: { name: 'calendar_digest', params: ['name', 'month', 'calendarLink'] },
    },
  },
  balance_reminder: {
    en: {
      title: 'Reminder: balance unpaid',
      vars: ['name', 'service', 'requestId', 'amount', 'payLink'],
      email: {
        subject: 'Reminder: balance of {amount} for {service} (request #{requestId})',
        paragraphs: [
          'Hello {name},',
          'Your {service} (request #{requestId}) is ready, and a balance of {amount} is still unpaid.',
        ],
        action: { label: 'Pay balance', link: 'payLink' },
      },
      sms: { text: 'Reminder: balance of {amount} unpaid for {service}, request #{requestId}. Pay: {payLink} - Anupalan' },
      whatsapp: { name: 'balance_reminder', params: ['name', 'amount', 'service', 'requestId', 'payLink'] },
    },
  },
  weekly_status: {
    en: {
      title: 'Where your order stands (weekly)',
      vars: ['name', 'service', 'requestId', 'stage', 'since', 'requestsLink'],
      email: {
        subject: 'Where your order stands: {service} (request #{requestId})',
        paragraphs: [
          'Hello {name},',
          'Your request #{requestId} for {service} has been at the stage "{stage}" since {since}. We have not forgotten it.',
        ],
        action: { label: 'Open My Requests', link: 'requestsLink' },
      },
      sms: { text: 'Request #{requestId} for {service} is at {stage} since {since}. Details: {requestsLink} - Anupalan' },
      whatsapp: { name: 'weekly_status', params: ['name', 'requestId', 'service', 'stage', 'since'] },
    },
  },
} satisfies Partial<Catalogue>;
