import { appServicesContext } from '@anupalan/shared/app-context';
import { buildRobots } from '../lib/sitemap';
import type { Route } from './+types/robots-txt';

/** GET /robots.txt (a resource route). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobots(context.get(appServicesContext).site.publicUrl), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
