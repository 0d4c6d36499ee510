import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from '../outbox.ts';
import type { EmailMessage, EmailSender } from './index.ts';

/** Development: logs the message (without its body) and keeps it in the outbox. */
export function createConsoleEmail(deps: { outbox: Outbox; log: FastifyBaseLogger }): EmailSender {
  return {
    name: 'console',
    async send(m: EmailMessage) {
      deps.outbox.add({
        to: m.to,
        channel: 'email',
        subject: m.subject,
        body: m.text,
        ...(m.code ? { code: m.code } : {}),
        ...(m.html ? { html: m.html } : {}),
        ...(m.event ? { template: m.event } : {}),
        sentAt: new Date().toISOString(),
      });
      deps.log.info(
        { to: m.to, subject: m.subject, channel: 'email' },
        'console e-mail sent (read it at GET /api/v1/dev/outbox)',
      );
      return { id: m.messageId ?? null };
    },
  };
}
