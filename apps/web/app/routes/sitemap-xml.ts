import type { Blog } from '@anupalan/shared';
import { appServicesContext } from '@anupalan/shared/app-context';
import { buildSitemap } from '../lib/sitemap';
import type { Route } from './+types/sitemap-xml';

/** GET /sitemap.xml (a resource route: no page, just the XML). */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  let blogs: Blog[] = [];
  try {
    blogs = await services.publicCatalog.listBlogs();
  } catch (err) {
    // Pages and categories are still worth listing when articles cannot be read.
    console.error('sitemap: blog list failed', err);
  }
  return new Response(buildSitemap(services.site.publicUrl, blogs), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
