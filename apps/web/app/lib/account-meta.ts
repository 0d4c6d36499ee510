import type { Site } from '@anupalan/shared';
import { pageMeta, type MetaDescriptor } from './seo';

/** Meta tags of a signed-in page: its own title, canonical URL, and noindex. */
export function accountMeta(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  title: string,
  description: string,
  path: string,
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { site?: Site } | undefined;
  if (!root?.site) return [{ title }, { name: 'robots', content: 'noindex' }];
  return pageMeta({ site: root.site, title, description, path, noindex: true });
}
