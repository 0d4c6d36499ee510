/**
 * The development outbox: what the console SMS and e-mail providers "sent", kept in memory so a
 * developer (or a browser test) can read a one-time code without a phone. Served at
 * GET /api/v1/dev/outbox only while a console provider is active and NODE_ENV is not production.
 */
export interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email' | 'whatsapp';
  subject?: string;
  body: string;
  /** E-mail: the HTML part, when the message has one. */
  html?: string;
  /** Notifications: the event's template (e-mail, SMS) or the WhatsApp template's name. */
  template?: string;
  /** The one-time code the message carries, when it carries one. */
  code?: string;
  sentAt: string;
}

const LIMIT = 500;

export function createOutbox() {
  const messages: OutboxMessage[] = [];
  return {
    add(message: OutboxMessage): void {
      messages.push(message);
      if (messages.length > LIMIT) messages.splice(0, messages.length - LIMIT);
    },
    /** Newest first; only those sent to `to` (case-insensitive) when given. */
    list(to?: string): OutboxMessage[] {
      const want = to?.trim().toLowerCase();
      return messages.filter((m) => !want || m.to.toLowerCase() === want).reverse();
    },
    clear(): void {
      messages.length = 0;
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
