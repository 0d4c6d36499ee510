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

/** A text message that carries no code (a partner's application decision), to a 10-digit mobile. */
export interface NoticeSms {
  to: string;
  text: string;
}

/** Sends one-time codes and notices by SMS. Throws SmsError when the provider refuses or cannot be reached. */
export interface SmsSender {
  readonly name: 'console' | 'msg91';
  sendOtp(message: OtpSms): Promise<void>;
  sendNotice(message: NoticeSms): Promise<void>;
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
