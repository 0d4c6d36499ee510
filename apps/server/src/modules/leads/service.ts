import { CONSULTATION_MESSAGES, type Consultation } from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { LeadsRepository } from './repository.ts';

export interface LeadContext {
  /** The address the request came from (behind a trusted proxy, the client's). */
  clientIp: string | null;
  /** Our page the form was sent from, when known (e.g. "/gst"). */
  sourcePath: string | null;
}

/**
 * Consultation requests become leads for staff. The input has passed the shared schema; what is
 * checked here is that the chosen service exists and is on sale. Text is stored exactly as typed
 * (trimmed): it is plain text, escaped wherever it is shown.
 */
export function createLeadsService(repo: LeadsRepository, catalog: Pick<CatalogService, 'getService'>) {
  return {
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
      return { id: row.id, message: CONSULTATION_MESSAGES.success };
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
