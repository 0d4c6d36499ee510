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
}

/** Sends e-mail. Throws EmailError when the server refuses or cannot be reached. */
export interface EmailSender {
  readonly name: 'console' | 'smtp';
  send(message: EmailMessage): Promise<void>;
  close?(): Promise<void>;
}

export class EmailError extends Error {
  override name = 'EmailError';
}

export function createEmailSender(config: EmailConfig, deps: { outbox: Outbox; log: FastifyBaseLogger }): EmailSender {
  return config.provider === 'smtp' ? createSmtpEmail(config, deps) : createConsoleEmail(deps);
}
