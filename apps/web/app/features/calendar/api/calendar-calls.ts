import type { z } from 'zod';
import type { calendarFeedResponse, calendarFeedRevokeResponse, calendarMuteResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../../lib/api-client';

type Done = z.output<typeof calendarMuteResponse>;

/** POST /api/v1/user/calendar/mute */
export function setMuted(subject: string, ruleCode: string, muted: boolean): Promise<ApiResult<Done>> {
  return apiRequest('/api/v1/user/calendar/mute', { json: { subject, rule_code: ruleCode, muted } });
}

/** POST /api/v1/user/calendar/feed: a new private address (the old one stops working). */
export function issueFeed(): Promise<ApiResult<z.output<typeof calendarFeedResponse>>> {
  return apiRequest('/api/v1/user/calendar/feed', { method: 'POST', json: {} });
}

/** DELETE /api/v1/user/calendar/feed */
export function revokeFeed(): Promise<ApiResult<z.output<typeof calendarFeedRevokeResponse>>> {
  return apiRequest('/api/v1/user/calendar/feed', { method: 'DELETE' });
}
