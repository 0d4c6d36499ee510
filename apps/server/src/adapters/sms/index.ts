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

/** One templated message (a DLT template per event): notifications other than codes. */
export interface TemplateSms {
  to: string;
  /** The event whose DLT template is used (its id is configured per event, MSG91_FLOW_TEMPLATES). */
  event: string;
  /** The template's language ('en' when absent): a Hindi text has its own DLT template (`<event>.hi`). */
  language?: string;
  /** The template's variables by name (each within DLT's 30 characters). */
  variables: Record<string, string>;
  /** The whole text, for the console outbox. */
  text: string;
}

/** Sends SMS. Throws SmsError when the provider refuses or cannot be reached. */
export interface SmsSender {
  readonly name: 'console' | 'msg91';
  sendOtp(message: OtpSms): Promise<void>;
  /** A notification through the event's DLT template; resolves to the provider's message id. */
  sendTemplate(message: TemplateSms): Promise<{ id: string | null }>;
  /** Whether a DLT template is registered for the event in a language (English always is). */
  hasTemplate(event: string, language: string): boolean;
}

export class SmsError extends Error {
  override name = 'SmsError';
  /** True when retrying cannot help (the provider refused the number or the template: a 4xx). */
  readonly permanent: boolean;
  constructor(message: string, permanent = false) {
    super(message);
    this.permanent = permanent;
  }
}

export function createSmsSender(
  config: SmsConfig,
  deps: { outbox: Outbox; log: FastifyBaseLogger; fetch?: typeof fetch },
): SmsSender {
  return config.provider === 'msg91' ? createMsg91Sms(config, deps) : createConsoleSms(deps);
}
