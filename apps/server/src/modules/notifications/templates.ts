import { NOTIFICATION_EVENTS, type NotificationChannel, type NotificationEvent } from '@anupalan/shared';
import { DATA_RIGHTS_TEMPLATES } from './templates-data-rights.ts';
import { LOCALES } from '@anupalan/shared/i18n';
import { localiseDateText } from '@anupalan/shared/i18n/date-text';
import { templatesEn } from '@anupalan/shared/i18n/parts/templates.en';
import { templatesHi } from '@anupalan/shared/i18n/parts/templates.hi';
import { GRIEVANCE_TEMPLATES } from './templates-grievances.ts';
import { REFUND_REQUEST_TEMPLATES } from './templates-refunds.ts';
import { ACCOUNT_TEMPLATES } from './templates-accounts.ts';
import { REMINDER_TEMPLATES } from './templates-reminders.ts';
import { WORK_TEMPLATES } from './templates-work.ts';

/**
 * The template catalogue: one entry per event and channel, the English one here. Each names the
 * variables it uses. `{name}` placeholders; a variable whose name ends in `Link` holds a path of the
 * portal and is rendered as an absolute address (PUBLIC_URL). The Hindi templates are the same
 * structure with the texts of the message catalogue's part (`i18n/parts/templates.hi.ts`, beside
 * the English texts in `templates.en.ts`); an event without Hindi texts is sent in English.
 *
 * SMS texts follow DLT's rules: one registered template per event and language (its id is
 * configured per event, MSG91_FLOW_TEMPLATES: `payment_received=…` for English,
 * `payment_received.hi=…` for Hindi), variables of at most 30 characters each (longer values are
 * cut), plain text. WhatsApp templates are pre-approved utility templates named here, their body
 * variables in the order listed; a Hindi one is the same name approved in the language `hi`.
 */
export type Language = 'en' | 'hi';
export const LANGUAGES: readonly Language[] = ['en', 'hi'];

export interface EmailTemplate {
  subject: string;
  /** Paragraphs; a paragraph that is only `{list}` variable renders as a bulleted list. */
  paragraphs: string[];
  /** The one button (and its plain-text line). */
  action?: { label: string; link: string };
}
export interface SmsTemplate {
  text: string;
}
export interface WhatsAppTemplate {
  name: string;
  params: string[];
}
export interface EventTemplates {
  /** What staff see in the catalogue. */
  title: string;
  vars: readonly string[];
  email: EmailTemplate;
  sms: SmsTemplate;
  whatsapp: WhatsAppTemplate;
}

export type Catalogue = Record<NotificationEvent, Partial<Record<Language, EventTemplates>>>;

export const DLT_VARIABLE_MAX = 30;

/**
 * Security notices (an account's sign-in identifier changed, told to the OLD addresses): they go
 * even to a customer who turned e-mail or SMS off in their choices, because they warn of a takeover.
 * They still honour an SMS STOP (the number asked for no more texts) and go by WhatsApp only to a
 * customer who opted in, like every other event.
 */
export const SECURITY_EVENTS: ReadonlySet<NotificationEvent> = new Set<NotificationEvent>(['identifier_changed']);

/**
 * Marketing messages (issue 24, DPDP Act 2023): sent only to a person whose marketing consent is in
 * force (given at sign-up, on a form or in the profile's Privacy section, and not withdrawn). The
 * monthly calendar digest is the one message we send that no order or request of the person asked
 * for: it invites them to file with us, so it is marketing. Everything else is service delivery.
 */
export const MARKETING_EVENTS: ReadonlySet<NotificationEvent> = new Set<NotificationEvent>(['calendar_digest']);

export const TEMPLATES: Catalogue = {
  payment_received: {
    en: {
      title: 'Payment received',
      vars: ['name', 'service', 'requestId', 'amount', 'invoiceLink'],
      email: {
        subject: 'Payment received for {service} (request #{requestId})',
        paragraphs: [
          'Hello {name},',
          'We have received your payment of {amount} for {service}. Your request number is #{requestId}.',
          'Your invoice or receipt is ready to download.',
        ],
        action: { label: 'Download invoice', link: 'invoiceLink' },
      },
      sms: { text: 'Payment of {amount} received for {service}, request #{requestId}. Invoice: {invoiceLink} - Anupalan' },
      whatsapp: { name: 'payment_received', params: ['name', 'amount', 'service', 'requestId', 'invoiceLink'] },
    },
  },
  documents_needed: {
    en: {
      title: 'Documents needed',
      vars: ['name', 'service', 'requestId', 'documents', 'uploadLink'],
      email: {
        subject: 'Documents needed for {service} (request #{requestId})',
        paragraphs: [
          'Hello {name},',
          'To start work on {service} (request #{requestId}) we need these documents from you:',
          '{documents}',
          'Upload them in your account; we begin as soon as they arrive.',
        ],
        action: { label: 'Upload documents', link: 'uploadLink' },
      },
      sms: { text: 'Please upload your documents for {service}, request #{requestId}: {uploadLink} - Anupalan' },
      whatsapp: { name: 'documents_needed', params: ['name', 'service', 'requestId', 'uploadLink'] },
    },
  },
  stage_changed: {
    en: {
      title: 'Stage changed',
      vars: ['name', 'service', 'requestId', 'stage', 'requestsLink'],
      email: {
        subject: 'Request #{requestId} ({service}): {stage}',
        paragraphs: ['Hello {name},', 'Your request #{requestId} for {service} is now at the stage "{stage}".'],
        action: { label: 'Follow it in My Requests', link: 'requestsLink' },
      },
      sms: { text: 'Your request #{requestId} for {service} is now at {stage}. Details: {requestsLink} - Anupalan' },
      whatsapp: { name: 'stage_changed', params: ['name', 'requestId', 'service', 'stage', 'requestsLink'] },
    },
  },
  deliverable_ready: {
    en: {
      title: 'Deliverable ready',
      vars: ['name', 'service', 'requestId', 'downloadLink'],
      email: {
        subject: 'Your {service} is ready (request #{requestId})',
        paragraphs: ['Hello {name},', 'The work on {service} (request #{requestId}) is ready. You can download it now.'],
        action: { label: 'Download', link: 'downloadLink' },
      },
      sms: { text: 'Your {service} (request #{requestId}) is ready. Download: {downloadLink} - Anupalan' },
      whatsapp: { name: 'deliverable_ready', params: ['name', 'service', 'requestId', 'downloadLink'] },
    },
  },
  balance_due: {
    en: {
      title: 'Balance due',
      vars: ['name', 'service', 'requestId', 'amount', 'payLink'],
      email: {
        subject: 'Balance of {amount} due for {service} (request #{requestId})',
        paragraphs: ['Hello {name},', 'A balance of {amount} is due for {service} (request #{requestId}).'],
        action: { label: 'Pay balance', link: 'payLink' },
      },
      sms: { text: 'Balance of {amount} due for {service}, request #{requestId}. Pay: {payLink} - Anupalan' },
      whatsapp: { name: 'balance_due', params: ['name', 'amount', 'service', 'requestId', 'payLink'] },
    },
  },
  refund_issued: {
    en: {
      title: 'Refund issued',
      vars: ['name', 'amount', 'orderId', 'creditNote', 'historyLink'],
      email: {
        subject: 'Refund of {amount} issued (order {orderId})',
        paragraphs: [
          'Hello {name},',
          'We have refunded {amount} for order {orderId}. It reaches your account in 5 to 7 working days.',
          'Credit note: {creditNote}.',
        ],
        action: { label: 'See your payments', link: 'historyLink' },
      },
      sms: { text: 'Refund of {amount} issued for order {orderId}. Credit note {creditNote} - Anupalan' },
      whatsapp: { name: 'refund_issued', params: ['name', 'amount', 'orderId', 'creditNote'] },
    },
  },
  ...REMINDER_TEMPLATES,
  ...ACCOUNT_TEMPLATES,
  ...WORK_TEMPLATES,
  ...GRIEVANCE_TEMPLATES,
  ...REFUND_REQUEST_TEMPLATES,
  ...DATA_RIGHTS_TEMPLATES,
};

type PartKey = keyof typeof templatesEn;
const PARTS: Record<Language, Record<PartKey, string>> = { en: templatesEn, hi: templatesHi };
const built = new Map<string, EventTemplates | null>();

/**
 * An event's templates in a language from the catalogue's part: the English entry's structure
 * (variables, the button's link, WhatsApp's parameters) with the language's texts; null when the
 * part lacks any of them (the whole message is then English, never half of it).
 */
function fromCatalogue(event: NotificationEvent, language: Language): EventTemplates | null {
  const id = `${event}|${language}`;
  if (built.has(id)) return built.get(id)!;
  const base = TEMPLATES[event].en!;
  const part = PARTS[language] as Partial<Record<string, string>>;
  const text = (k: string) => part[`notify.${event}.${k}`];
  const subject = text('subject');
  const sms = text('sms');
  const paragraphs = base.email.paragraphs.map((p, i) => (/^\{[A-Za-z]+\}$/.test(p) ? p : text(`p${i + 1}`)));
  const action = base.email.action ? text('action') : '';
  const complete = subject !== undefined && sms !== undefined && action !== undefined && paragraphs.every((p) => p !== undefined);
  const out: EventTemplates | null = complete
    ? {
        ...base,
        email: {
          subject,
          paragraphs: paragraphs as string[],
          ...(base.email.action ? { action: { label: action, link: base.email.action.link } } : {}),
        },
        sms: { text: sms },
        whatsapp: { name: base.whatsapp.name, params: base.whatsapp.params },
      }
    : null;
  built.set(id, out);
  return out;
}

export function templatesFor(event: NotificationEvent, language: Language = 'en'): EventTemplates {
  const en = TEMPLATES[event].en!;
  if (language === 'en') return en;
  return TEMPLATES[event][language] ?? fromCatalogue(event, language) ?? en;
}

/** Whether an event has its own templates in a language (else it is sent in English). */
export function hasTemplates(event: NotificationEvent, language: Language): boolean {
  return language === 'en' || templatesFor(event, language) !== TEMPLATES[event].en;
}

/** Variables holding dates the calling module wrote in English ('3 March 2027'). */
const DATE_VARS = new Set(['since', 'when', 'dueDate', 'month', 'items', 'ackBy', 'resolveBy', 'due', 'expected', 'period']);
/** Variables holding the calling module's English words ('email address', 'In progress'). */
const WORD_VARS = new Set([
  'what',
  'short',
  'account',
  'detail',
  'kind',
  'referral',
  'referralNote',
  'stage',
  'status',
  'clock',
  'role',
]);

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const VALUE_PATTERNS = (Object.keys(templatesEn) as PartKey[])
  .filter((k) => k.startsWith('notify.value.'))
  .map((key) => {
    const names: string[] = [];
    const body = escapeRegex(templatesEn[key]).replace(/\\\{([A-Za-z]+)\\\}/g, (_, n: string) => {
      names.push(n);
      return '(.+?)';
    });
    return { key, names, regex: new RegExp(`^${body}$`) };
  });

function localiseValue(language: Language, key: string, v: string): string {
  if (DATE_VARS.has(key)) return localiseDateText(language, v);
  if (!WORD_VARS.has(key)) return v;
  for (const p of VALUE_PATTERNS) {
    const m = p.regex.exec(v);
    if (!m) continue;
    return PARTS[language][p.key].replace(/\{([A-Za-z]+)\}/g, (_, n: string) => m[p.names.indexOf(n) + 1] ?? '');
  }
  return v;
}

/**
 * The variables in the recipient's language: other modules enqueue them in English (the language is
 * read when the message is sent), so their dates get the language's month names (i18n/formats.ts)
 * and their known words and phrases (a stage, a channel, a referral note) the catalogue's.
 * Names, services, documents and what people typed stay as they are.
 */
export function localiseVars(vars: Vars, language: Language = 'en'): Vars {
  if (language === 'en') return vars;
  const out: Vars = {};
  for (const [k, v] of Object.entries(vars))
    out[k] = Array.isArray(v) ? v.map((item) => localiseValue(language, k, item)) : localiseValue(language, k, v);
  return out;
}

export type Vars = Record<string, string | string[]>;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function value(vars: Vars, key: string, publicUrl: string): string | string[] {
  const v = vars[key] ?? '';
  if (key.endsWith('Link') && typeof v === 'string') return `${publicUrl.replace(/\/$/, '')}${v}`;
  return v;
}

const flat = (v: string | string[]) => (Array.isArray(v) ? v.join(', ') : v);

function fill(text: string, vars: Vars, publicUrl: string, each: (s: string) => string = (s) => s): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (_, k: string) => each(flat(value(vars, k, publicUrl))));
}

/** E-mail: plain text and HTML from the same template; every variable escaped in the HTML. */
export function renderEmail(
  event: NotificationEvent,
  vars: Vars,
  opts: { publicUrl: string; brandName: string; language?: Language },
): RenderedEmail {
  const language = opts.language ?? 'en';
  const t = templatesFor(event, language).email;
  vars = localiseVars(vars, hasTemplates(event, language) ? language : 'en');
  const subject = fill(t.subject, vars, opts.publicUrl);
  const textParts: string[] = [];
  const htmlParts: string[] = [];
  for (const p of t.paragraphs) {
    const only = /^\{([A-Za-z]+)\}$/.exec(p)?.[1];
    const v = only ? value(vars, only, opts.publicUrl) : null;
    if (Array.isArray(v)) {
      textParts.push(v.map((item) => `- ${item}`).join('\n'));
      htmlParts.push(
        `<ul style="margin:0 0 16px;padding-left:20px">${v.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
      );
      continue;
    }
    const text = fill(p, vars, opts.publicUrl);
    if (!text.trim()) continue;
    textParts.push(text);
    htmlParts.push(`<p style="margin:0 0 16px">${fill(p, vars, opts.publicUrl, escapeHtml)}</p>`);
  }
  if (t.action) {
    const url = flat(value(vars, t.action.link, opts.publicUrl));
    textParts.push(`${t.action.label}: ${url}`);
    htmlParts.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#f59e0b;color:#1a2349;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(t.action.label)}</a></p>`,
    );
  }
  const brand = escapeHtml(opts.brandName);
  const shown: Language = hasTemplates(event, language) ? language : 'en';
  const footer = escapeHtml(PARTS[shown]['notify.footer']).replace('{brand}', brand);
  const html = `<!doctype html><html lang="${LOCALES[shown]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head><body style="margin:0;background:#f1f5f9;font-family:'Noto Sans',Inter,Arial,sans-serif;color:#1e293b;font-size:16px;line-height:1.5"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px" cellpadding="0" cellspacing="0"><tr><td style="background:#1f2b5c;color:#ffffff;padding:16px 24px;border-radius:12px 12px 0 0;font-size:20px;font-weight:700">${brand}</td></tr><tr><td style="padding:24px">${htmlParts.join('')}</td></tr><tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;color:#475569;font-size:13px">${brand} · <a href="${escapeHtml(opts.publicUrl)}" style="color:#2f418c">${escapeHtml(opts.publicUrl)}</a><br>${footer}</td></tr></table></td></tr></table></body></html>`;
  return { subject, text: `${textParts.join('\n\n')}\n`, html };
}

/**
 * A value within DLT's 30 characters: a longer one (a rejection's reason) is cut at the last word
 * that fits and marked with "..." (plain ASCII: a Unicode ellipsis would make the SMS Unicode).
 */
export function dltCut(v: string): string {
  const s = v.replace(/\s+/g, ' ').trim();
  if (s.length <= DLT_VARIABLE_MAX) return s;
  const room = s.slice(0, DLT_VARIABLE_MAX - 3);
  const space = room.lastIndexOf(' ');
  return `${(space >= 10 ? room.slice(0, space) : room).replace(/[\s,.;:-]+$/, '')}...`;
}

/** SMS: the DLT template's text with its variables (each cut to DLT's 30 characters). */
export function smsVariables(event: NotificationEvent, vars: Vars, publicUrl: string, language?: Language) {
  const t = templatesFor(event, language).sms;
  vars = localiseVars(vars, language && hasTemplates(event, language) ? language : 'en');
  const names = [...t.text.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]!);
  const out: Record<string, string> = {};
  for (const n of names) {
    const v = flat(value(vars, n, publicUrl));
    // Links are not cut (the DLT template whitelists the site's URL); other values are.
    out[n] = n.endsWith('Link') ? v : dltCut(v);
  }
  const text = t.text.replace(/\{([A-Za-z]+)\}/g, (_, k: string) => out[k] ?? '');
  return { text, variables: out };
}

export function whatsappParams(event: NotificationEvent, vars: Vars, publicUrl: string, language?: Language) {
  const t = templatesFor(event, language).whatsapp;
  vars = localiseVars(vars, language && hasTemplates(event, language) ? language : 'en');
  return { name: t.name, params: t.params.map((p) => flat(value(vars, p, publicUrl))) };
}

/** Sample variables for the staff's previews. */
export const SAMPLE_VARS: Vars = {
  name: 'Asha Verma',
  service: 'GST Registration',
  requestId: '1042',
  amount: '₹1,18,000.00',
  invoiceLink: '/payment-history',
  documents: ['PAN card', 'Aadhaar card', 'Rent agreement'],
  uploadLink: '/document?serviceId=3&requestId=1042',
  stage: 'In Progress',
  requestsLink: '/myrequests',
  downloadLink: '/completed-services',
  payLink: '/myrequests',
  orderId: 'order_Nq2x8',
  creditNote: 'CN/2026-27/0007',
  historyLink: '/payment-history',
  kind: 'reseller',
  loginLink: '/login',
  referral: 'Your referral code is REF-ASHAVE1042. Customers who enter it at checkout get a discount.',
  referralNote: 'Referral code: REF-ASHAVE1042',
  email: 'asha.verma@example.in',
  mobile: '9876543210',
  partnerLink: '/partner',
  reason: 'Documents incomplete',
  days: '2',
  since: '3 March 2027',
  account: 'account',
  what: 'email address',
  short: 'email address',
  verb: 'was',
  detail: '',
  when: '3 Mar 2027, 4:05 pm',
  supportEmail: 'support@anupalan.in',
  supportPhone: '+91 124 456 7890',
  from: 'Kavya (Anupalan team)',
  customer: 'Asha Verma',
  message: 'Please find the signed rent agreement attached.',
  threadLink: '/myrequests/1042',
  document: 'Rent agreement',
  filing: 'GSTR-3B',
  subject: 'Verma Traders Pvt Ltd',
  period: 'October 2026',
  dueDate: '20 November 2026',
  month: 'December 2026',
  items: ['GSTR-1, Verma Traders Pvt Ltd: 11 December 2026', 'Advance tax, you: 15 December 2026'],
  calendarLink: '/calendar',
  ticketNo: 'GRV-2027-000123',
  category: 'Service delay',
  ackBy: '5 Mar 2027, 4:05 pm',
  resolveBy: '3 April 2027',
  ticketLink: '/grievance/GRV-2027-000123',
  status: 'Acknowledged',
  clock: 'acknowledgement (48 hours)',
  due: '5 Mar 2027, 4:05 pm',
  queueLink: '/admin/grievances/123',
  until: '2027-03-04 16:05 UTC',
  exportLink: '/profile#export-data',
  erased: ['Your companies and their logos', 'Your messages with our team and their attachments'],
  kept: ['Tax invoices as issued (the GST law), until 2033-12-31'],
  milestone: 'Documents checked',
  expected: '3 March',
  expert: 'Kavya Iyer',
  role: 'Anupalan expert',
  requestLink: '/admin/requests/1042',
};

export function channelsOf(): NotificationChannel[] {
  return ['email', 'sms', 'whatsapp'];
}

export { NOTIFICATION_EVENTS };
