import type { z } from 'zod';
import type { refundQuoteResponse, refundRequestCreatedResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

type QuoteResponse = z.output<typeof refundQuoteResponse>;
type CreatedResponse = z.output<typeof refundRequestCreatedResponse>;

/** GET /user/requests/:id/refund: what cancelling refunds now, by the published table (the server's amount). */
export function refundQuote(requestId: number): Promise<ApiResult<QuoteResponse>> {
  return apiRequest<QuoteResponse>(`/api/v1/user/requests/${requestId}/refund`);
}

/** POST /user/requests/:id/refund: only the reason; the server computes the amount. */
export function requestRefund(requestId: number, reason: string): Promise<ApiResult<CreatedResponse>> {
  return apiRequest<CreatedResponse>(`/api/v1/user/requests/${requestId}/refund`, { json: { reason } });
}
