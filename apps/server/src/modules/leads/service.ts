import {
  CONSULTATION_MESSAGES,
  CONSULTATION_RATE_LIMIT,
  type ConsentGiven,
  type ConsentMeta,
  type Consultation,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import type { LimitAnswer, SharedLimits } from '../../lib/shared-limits.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { LeadsRepository } from './repository.ts';

export interface LeadContext {
  /** The address the request came from (behind a trusted proxy, the client's). */
  clientIp: string | null;
  /** Our page the form was sent from, when known (e.g. "/gst"). */
  sourcePath: string | null;
  /** Where the form's consent came from (its notice version and purposes are fields of the input). */
  consentMeta?: ConsentMeta;
}

/** Records the consent a lead gave with the form (the privacy module's, handed in app.ts). */
export type RecordLeadConsent = (contact: { email: string; mobile: string }, given: ConsentGiven) => Promise<void>;

/**
 * Consultation requests become leads for staff. The input has passed the shared schema; what is
 * checked here is that the chosen service exists and is on sale. Text is stored exactly as typed
 * (trimmed): it is plain text, escaped wherever it is shown. `admit` is the one submission limit
 * per client address (CONSULTATION_RATE_LIMIT, counted in the database), called by the API route
 * and by the web app's no-JavaScript form action alike.
 */
export function createLeadsService(
  repo: LeadsRepository,
  catalog: Pick<CatalogService, 'getService'>,
  limits: SharedLimits,
  limit: { max: number; timeWindowMs: number } = CONSULTATION_RATE_LIMIT,
  recordConsent?: RecordLeadConsent,
) {
  const rule = { scope: 'consultation', max: limit.max, windowMs: limit.timeWindowMs };
  return {
    /** Counts one submission from this address; refused past the limit (nothing else is done). */
    admit(clientIp: string): Promise<LimitAnswer> {
      return limits.hit(rule, clientIp);
    },

    async submit(input: Consultation, ctx: LeadContext): Promise<{ id: number; message: string }> {
      const service = await catalog.getService(input.service_id);
      if (!service) {
        throw new AppError('VALIDATION', CONSULTATION_MESSAGES.unknownService, {
          service_id: [CONSULTATION_MESSAGES.unknownService],
        });
      }
      const row = await repo.insert({
        name: input.name,
        mobile: input.mobile,
        email: input.email,
        serviceId: service.id,
        serviceName: service.name,
        message: input.message,
        sourcePath: ctx.sourcePath,
        clientIp: ctx.clientIp,
      });
      if (recordConsent) {
        await recordConsent(
          { email: input.email, mobile: input.mobile },
          {
            answer: { notice_version: input.notice_version, consent_purposes: input.consent_purposes },
            meta: ctx.consentMeta ?? { clientIp: ctx.clientIp, channel: 'web' },
          },
        );
      }
      return { id: row.id, message: CONSULTATION_MESSAGES.success };
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
