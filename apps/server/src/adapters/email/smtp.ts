import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { EmailConfig } from '../../adapters-config.ts';
import { EmailError, type EmailMessage, type EmailSender } from './index.ts';

type SmtpConfig = Extract<EmailConfig, { provider: 'smtp' }>;

/**
 * SMTP through nodemailer (SMTP_URL such as smtps://user:pass@smtp.example.com:465). nodemailer
 * (some 40 modules) is imported with the first e-mail, not at start.
 */
export function createSmtpEmail(config: SmtpConfig, deps: { log: FastifyBaseLogger }): EmailSender {
  let made: Promise<Transporter> | undefined;
  const transport = () => (made ??= import('nodemailer').then((m) => m.default.createTransport(config.url)));
  return {
    name: 'smtp',
    async send(m: EmailMessage) {
      try {
        const info = await (
          await transport()
        ).sendMail({
          from: config.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          ...(m.messageId ? { messageId: m.messageId } : {}),
        });
        deps.log.info({ messageId: info.messageId }, 'e-mail sent');
        return { id: (info.messageId as string | undefined) ?? null };
      } catch (err) {
        const e = err as Error & { responseCode?: number; response?: string };
        deps.log.error({ err: e.message, responseCode: e.responseCode }, 'SMTP refused the e-mail');
        // 5xx: the server refused for good (no such mailbox, address refused); 4xx or no answer: try again later.
        const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
        throw new EmailError(
          permanent ? `SMTP refused (${e.responseCode}): ${e.response ?? e.message}` : 'E-mail could not be sent',
          permanent,
        );
      }
    },
    async close() {
      if (made) (await made).close();
    },
  };
}
