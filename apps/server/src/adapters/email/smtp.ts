import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { EmailConfig } from '../../adapters-config.ts';
import { EmailError, type EmailMessage, type EmailSender } from './index.ts';

type SmtpConfig = Extract<EmailConfig, { provider: 'smtp' }>;

/** SMTP through nodemailer (SMTP_URL such as smtps://user:pass@smtp.example.com:465). */
export function createSmtpEmail(config: SmtpConfig, deps: { log: FastifyBaseLogger }): EmailSender {
  const transport = nodemailer.createTransport(config.url);
  return {
    name: 'smtp',
    async send(m: EmailMessage) {
      try {
        const info = await transport.sendMail({ from: config.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
        deps.log.info({ messageId: info.messageId }, 'e-mail sent');
      } catch (err) {
        deps.log.error({ err: (err as Error).message }, 'SMTP refused the e-mail');
        throw new EmailError('E-mail could not be sent');
      }
    },
    async close() {
      transport.close();
    },
  };
}
