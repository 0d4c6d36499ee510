import type { Blog } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/our_stories: the published articles (under `blogs` or `data`, or a bare array), else null. */
export async function listStories(signal?: AbortSignal): Promise<Blog[] | null> {
  const res = await apiRequest<{ blogs?: Blog[]; data?: Blog[] } | Blog[]>('/api/v1/our_stories', { signal });
  if (!res.ok || !res.body) return null;
  const body = res.body;
  const list = Array.isArray(body) ? body : (body.blogs ?? body.data);
  return Array.isArray(list) ? list : null;
}
