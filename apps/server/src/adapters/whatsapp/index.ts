import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppConfig } from '../../adapters-config.ts';
import type { Outbox } from '../outbox.ts';

/** One pre-approved WhatsApp template message (a utility template by name and language). */
export interface WhatsAppTemplateMessage {
  /** Ten digits, no prefix. */
  to: string;
  template: string;
  language: string;
  /** The template body's variables, in order. */
  params: string[];
  /** Our delivery's id, echoed back in the provider's status callbacks. */
  reference: string;
  /** The whole text, for the console outbox. */
  text: string;
}

export interface WhatsAppSender {
  readonly name: 'console' | 'cloud';
  sendTemplate(message: WhatsAppTemplateMessage): Promise<{ id: string | null }>;
}

export class WhatsAppError extends Error {
  override name = 'WhatsAppError';
  /** True for a 4xx (number not on WhatsApp, template refused): retrying cannot help. */
  readonly permanent: boolean;
  constructor(message: string, permanent = false) {
    super(message);
    this.permanent = permanent;
  }
}

/**
 * WhatsApp Business Cloud API: POST {base}/{phone-number-id}/messages with a bearer token, a
 * `template` message (name, language, body parameters). The answer's `messages[0].id` (a wamid) is
 * the provider's message id. `biz_opaque_callback_data` carries our delivery id into status webhooks.
 */
export function createCloudWhatsApp(
  config: Extract<WhatsAppConfig, { provider: 'cloud' }>,
  deps: { log: FastifyBaseLogger; fetch?: typeof fetch; timeoutMs?: number },
): WhatsAppSender {
  const doFetch = deps.fetch ?? fetch;
  return {
    name: 'cloud',
    async sendTemplate(m) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${m.to}`,
        type: 'template',
        biz_opaque_callback_data: m.reference,
        template: {
          name: m.template,
          language: { code: m.language },
          components: [{ type: 'body', parameters: m.params.map((text) => ({ type: 'text', text })) }],
        },
      };
      let res: Response;
      try {
        res = await doFetch(`${config.baseUrl}/${config.phoneNumberId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
        });
      } catch (err) {
        deps.log.error({ err: (err as Error).message }, 'WhatsApp Cloud API unreachable');
        throw new WhatsAppError('WhatsApp provider unreachable');
      }
      let answer: { messages?: { id?: string }[]; error?: { message?: string; code?: number } } = {};
      try {
        answer = (await res.json()) as typeof answer;
      } catch {
        /* not JSON */
      }
      if (!res.ok) {
        const reason = answer.error?.message ?? 'no reason given';
        deps.log.error({ status: res.status, code: answer.error?.code, reason }, 'WhatsApp refused the message');
        throw new WhatsAppError(`WhatsApp refused (${res.status}): ${reason}`, res.status < 500);
      }
      return { id: answer.messages?.[0]?.id ?? null };
    },
  };
}

/** Development: keeps the message in the outbox (channel `whatsapp`). */
export function createConsoleWhatsApp(deps: { outbox: Outbox; log: FastifyBaseLogger }): WhatsAppSender {
  return {
    name: 'console',
    async sendTemplate(m) {
      deps.outbox.add({ to: m.to, channel: 'whatsapp', template: m.template, body: m.text, sentAt: new Date().toISOString() });
      deps.log.info({ to: m.to, channel: 'whatsapp' }, 'console WhatsApp sent (read it at GET /api/v1/dev/outbox)');
      return { id: null };
    },
  };
}

export function createWhatsAppSender(
  config: WhatsAppConfig,
  deps: { outbox: Outbox; log: FastifyBaseLogger; fetch?: typeof fetch },
): WhatsAppSender {
  return config.provider === 'cloud' ? createCloudWhatsApp(config, deps) : createConsoleWhatsApp(deps);
}
