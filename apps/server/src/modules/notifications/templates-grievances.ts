import type { Catalogue } from './templates.ts';

/**
 * The templates of complaints to the grievance officer (issue 24): the ticket number, replies and
 * status changes, and the overdue notice to admins. Part of the one catalogue (`templates.ts`).
 */
export const GRIEVANCE_TEMPLATES = {
  grievance_received: {
    en: {
      title: 'Complaint received (ticket number)',
      vars: ['name', 'ticketNo', 'category', 'ackBy', 'resolveBy', 'ticketLink'],
      email: {
        subject: 'Your complaint is registered: ticket {ticketNo}',
        paragraphs: [
          'Hello {name},',
          'Our grievance officer has received your complaint ({category}). Your ticket number is {ticketNo}.',
          'We acknowledge it by {ackBy} IST and resolve it by {resolveBy}. Follow it and read our replies on the ticket page.',
        ],
        action: { label: 'Open your ticket', link: 'ticketLink' },
      },
      sms: { text: 'Anupalan: your complaint is registered, ticket {ticketNo}. Follow it at {ticketLink}' },
      whatsapp: { name: 'grievance_received', params: ['name', 'ticketNo', 'ackBy', 'ticketLink'] },
    },
  },
  grievance_update: {
    en: {
      title: 'Complaint: reply or new status',
      vars: ['name', 'ticketNo', 'status', 'message', 'ticketLink'],
      email: {
        subject: 'Your complaint {ticketNo}: {status}',
        paragraphs: ['Hello {name},', 'The grievance officer wrote about your complaint {ticketNo} ({status}):', '{message}'],
        action: { label: 'Open your ticket', link: 'ticketLink' },
      },
      sms: { text: 'Anupalan: update on your complaint {ticketNo} ({status}). Read it at {ticketLink}' },
      whatsapp: { name: 'grievance_update', params: ['name', 'ticketNo', 'status', 'ticketLink'] },
    },
  },
  grievance_escalated: {
    en: {
      title: 'Complaint overdue (to admins)',
      vars: ['name', 'ticketNo', 'clock', 'due', 'queueLink'],
      email: {
        subject: 'Overdue complaint {ticketNo}: {clock}',
        paragraphs: [
          'Hello {name},',
          'The complaint {ticketNo} has passed its {clock} deadline ({due} IST). The law sets this time: please see to it now.',
        ],
        action: { label: 'Open the complaint', link: 'queueLink' },
      },
      sms: { text: 'Anupalan: complaint {ticketNo} is overdue ({clock}). Open: {queueLink}' },
      whatsapp: { name: 'grievance_escalated', params: ['ticketNo', 'clock', 'queueLink'] },
    },
  },
} satisfies Partial<Catalogue>;
