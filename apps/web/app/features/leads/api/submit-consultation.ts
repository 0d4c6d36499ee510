import type { ConsultationInput } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api-client';
import { submitOutcome, type SubmitOutcome } from '../lib/submit-outcome';

/** POST /api/v1/user/contact_us/store (storefront §7). */
export async function submitConsultation(values: ConsultationInput): Promise<SubmitOutcome> {
  return submitOutcome(await apiRequest('/api/v1/user/contact_us/store', { method: 'POST', json: values }));
}
