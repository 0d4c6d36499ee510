import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../adapters-config.ts';
import { SmsError, type OtpSms, type SmsSender, type TemplateSms } from './index.ts';

type Msg91Config = Extract<SmsConfig, { provider: 'msg91' }>;

/**
 * MSG91 "Send SMS via Flow" (POST {base}/api/v5/flow, header authkey). The template configured in
 * MSG91 carries the DLT template id and the approved text; the code goes into its variable
 * (MSG91_OTP_VARIABLE, default `otp`). Numbers are sent as 91XXXXXXXXXX. Notifications use one flow
 * template per event and language (MSG91_FLOW_TEMPLATES: `<event>` for English, `<event>.hi` for
 * Hindi), their variables by name.
 *
 * A 4xx answer (or `type: error` with a 2xx/4xx) is permanent: the number or template is refused
 * and a retry would be refused again. A 5xx or no answer is temporary.
 */
/** The MSG91_FLOW_TEMPLATES key of an event's template in a language: `stage_changed`, `stage_changed.hi`. */
const templateKey = (event: string, language = 'en') => (language === 'en' ? event : `${event}.${language}`);

export function createMsg91Sms(
  config: Msg91Config,
  deps: { log: FastifyBaseLogger; fetch?: typeof fetch; timeoutMs?: number },
): SmsSender {
  const doFetch = deps.fetch ?? fetch;
  async function flow(templateId: string, recipient: Record<string, string>): Promise<{ id: string | null }> {
    const body = { template_id: templateId, sender: config.senderId, short_url: '0', recipients: [recipient] };
    let res: Response;
    try {
      res = await doFetch(`${config.baseUrl}/api/v5/flow`, {
        method: 'POST',
        headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
      });
    } catch (err) {
      deps.log.error({ err: (err as Error).message }, 'MSG91 unreachable');
      throw new SmsError('SMS provider unreachable');
    }
    const text = await res.text();
    let answer: { type?: string; message?: string } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      /* not JSON */
    }
    if (!res.ok || answer.type !== 'success') {
      deps.log.error({ status: res.status, type: answer.type, message: answer.message }, 'MSG91 refused the SMS');
      throw new SmsError(`SMS provider refused (${res.status}): ${answer.message ?? 'no reason given'}`, res.status < 500);
    }
    deps.log.info({ provider: 'msg91', requestId: answer.message }, 'SMS sent');
    return { id: answer.message ?? null };
  }
  return {
    name: 'msg91',
    async sendOtp(m: OtpSms) {
      await flow(config.templateId, { mobiles: `91${m.to}`, [config.otpVariable]: m.code });
    },
    async sendTemplate(m: TemplateSms) {
      const key = templateKey(m.event, m.language);
      const templateId = config.flowTemplates[key];
      if (!templateId) throw new SmsError(`No DLT template configured for ${key} (MSG91_FLOW_TEMPLATES)`, true);
      return flow(templateId, { mobiles: `91${m.to}`, ...m.variables });
    },
    hasTemplate(event: string, language: string) {
      return language === 'en' || !!config.flowTemplates[templateKey(event, language)];
    },
  };
}
