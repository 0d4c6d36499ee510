import type { FeedbackResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

/** POST /api/v1/feedback/store {user_id, rating, feedback}. */
export function storeFeedback(userId: number, rating: number, feedback: string): Promise<ApiResult<FeedbackResponse>> {
  return apiRequest<FeedbackResponse>('/api/v1/feedback/store', { json: { user_id: userId, rating, feedback } });
}
