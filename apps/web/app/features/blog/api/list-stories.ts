import type { Blog, BlogListResponse } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/our_stories: the published articles (`blogs`, as the contract answers), else null. */
export async function listStories(signal?: AbortSignal): Promise<Blog[] | null> {
  const res = await apiRequest<BlogListResponse>('/api/v1/our_stories', { signal });
  return res.ok ? res.body.blogs : null;
}
