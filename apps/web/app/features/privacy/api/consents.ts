import type { ConsentsResponse, GiveConsentInput, WithdrawablePurpose } from '@anupalan/shared/contracts/privacy';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** GET /api/v1/privacy/consents: the signed-in customer's consents and whether to ask again. */
export function readConsents(): Promise<ApiResult<ConsentsResponse>> {
  return apiRequest('/api/v1/privacy/consents');
}

/** POST /api/v1/privacy/consents/withdraw: marketing or WhatsApp, at once. */
export function withdrawConsent(purpose: WithdrawablePurpose): Promise<ApiResult<ConsentsResponse>> {
  return apiRequest('/api/v1/privacy/consents/withdraw', { json: { purpose } });
}

/** POST /api/v1/privacy/consents: the updated notice answered, or a purpose given again. */
export function giveConsent(body: GiveConsentInput): Promise<ApiResult<ConsentsResponse>> {
  return apiRequest('/api/v1/privacy/consents', { json: body });
}
