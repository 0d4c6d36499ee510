import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../adapters-config.ts';
import type { Outbox } from '../outbox.ts';
import { createConsoleSms } from './console.ts';
import { createMsg91Sms } from './msg91.ts';

/** One text message to an Indian mobile number (10 digits, no prefix). */
export interface OtpSms {
  to: string;
  /** The code, for providers whose (DLT-registered) template fills it in. */
  code: string;
  /** The whole text, for providers that send free text (and for the console). */
  text: string;
}

/** A notice without a code (an account's mobile or e-mail was changed). */
export interface NoticeSms {
  to: string;
  /** The whole text, for the console (MSG91 sends its notice template with `vars`). */
  text: string;
  /** The template's variables. */
  vars: Record<string, string>;
}

/** Sends one-time codes and notices by SMS. Throws SmsError when the provider refuses or cannot be reached. */
export interface SmsSender {
  readonly name: 'console' | 'msg91';
  sendOtp(message: OtpSms): Promise<void>;
  /** False when no notice can be sent (MSG91 without MSG91_NOTICE_TEMPLATE_ID). */
  sendNotice(message: NoticeSms): Promise<boolean>;
}

export class SmsError extends Error {
  override name = 'SmsError';
}

export function createSmsSender(
  config: SmsConfig,
  deps: { outbox: Outbox; log: FastifyBaseLogger; fetch?: typeof fetch },
): SmsSender {
  return config.provider === 'msg91' ? createMsg91Sms(config, deps) : createConsoleSms(deps);
}
