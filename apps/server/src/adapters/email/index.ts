import type { FastifyBaseLogger } from 'fastify';
import type { EmailConfig } from '../../adapters-config.ts';
import type { Outbox } from '../outbox.ts';
import { createConsoleEmail } from './console.ts';
import { createSmtpEmail } from './smtp.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one-time code the message carries (the console outbox shows it separately). */
  code?: string;
  /**
   * A stable Message-ID (`<delivery-id@host>`): the same message sent again after a crash carries the
   * same id, which mail systems use to recognise a duplicate.
   */
  messageId?: string;
  /** The event it belongs to (the console outbox shows it as the message's template). */
  event?: string;
}

/** Sends e-mail. Throws EmailError when the server refuses or cannot be reached. */
export interface EmailSender {
  readonly name: 'console' | 'smtp';
  /** Resolves to the server's message id when it gives one. */
  send(message: EmailMessage): Promise<{ id: string | null } | void>;
  close?(): Promise<void>;
}

export class EmailError extends Error {
  override name = 'EmailError';
  /** True when the server refused the message for good (an SMTP 5xx: no such mailbox, address refused). */
  readonly permanent: boolean;
  constructor(message: string, permanent = false) {
    super(message);
    this.permanent = permanent;
  }
}

export function createEmailSender(config: EmailConfig, deps: { outbox: Outbox; log: FastifyBaseLogger }): EmailSender {
  return config.provider === 'smtp' ? createSmtpEmail(config, deps) : createConsoleEmail(deps);
}
