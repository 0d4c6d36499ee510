import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from '../outbox.ts';
import type { OtpSms, SmsSender, TemplateSms } from './index.ts';

/** Development: logs the message (without the code) and keeps it in the outbox. */
export function createConsoleSms(deps: { outbox: Outbox; log: FastifyBaseLogger }): SmsSender {
  return {
    name: 'console',
    async sendOtp(m: OtpSms) {
      deps.outbox.add({ to: m.to, channel: 'sms', body: m.text, code: m.code, sentAt: new Date().toISOString() });
      deps.log.info({ to: m.to, channel: 'sms' }, 'console SMS sent (read it at GET /api/v1/dev/outbox)');
    },
    async sendTemplate(m: TemplateSms) {
      deps.outbox.add({ to: m.to, channel: 'sms', template: m.event, body: m.text, sentAt: new Date().toISOString() });
      return { id: null };
    },
    hasTemplate: () => true,
  };
}
