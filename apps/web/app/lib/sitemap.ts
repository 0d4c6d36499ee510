import { CATEGORY_ROUTES, type Blog } from '@anupalan/shared';
import { hasHindi, localePath } from '@anupalan/shared/i18n';

/** Public pages listed in the sitemap, besides categories and articles. */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/grievance',
  '/blogs',
  '/reseller',
  '/service-provider',
] as const;

/** Paths nobody should index: the API, the signed-in account area, checkout and the back office. */
export const PRIVATE_PATHS = [
  '/api/',
  '/backoffice',
  '/admin',
  '/login',
  '/profile',
  '/company-details',
  '/company-detailform',
  '/myrequests',
  '/completed-services',
  '/payment-history',
  '/feedback',
  '/proceed/',
  '/service/',
  '/payment-success',
  '/document',
  '/blog-detail',
] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

function absolute(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl.replace(/\/$/, '')}/`).toString();
}

/** A page's English address and, when it has one, its Hindi address (ADR 0023). */
function bothLanguages(publicUrl: string, path: string): Array<{ loc: string }> {
  const english = { loc: absolute(publicUrl, path) };
  return hasHindi(path) ? [english, { loc: absolute(publicUrl, localePath(path, 'hi')) }] : [english];
}

/**
 * sitemap.xml: every public page, the seven categories and every published article, as absolute
 * URLs; the pages that exist in Hindi (ADR 0023) also at their `/hi` address (each page's head
 * names the other as its `hreflang` alternate).
 */
export function buildSitemap(publicUrl: string, blogs: Pick<Blog, 'slug' | 'date'>[]): string {
  const entries: Array<{ loc: string; lastmod?: string }> = [
    ...PUBLIC_PAGES.flatMap((p) => bothLanguages(publicUrl, p)),
    ...CATEGORY_ROUTES.flatMap((c) => bothLanguages(publicUrl, c.path)),
    ...blogs.map((b) => ({
      loc: absolute(publicUrl, `/blogs/${encodeURIComponent(b.slug)}`),
      lastmod: /^\d{4}-\d{2}-\d{2}$/.test(b.date) ? b.date : undefined,
    })),
  ];
  const urls = entries
    .map(
      (e) => `  <url>\n    <loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `\n    <lastmod>${e.lastmod}</lastmod>` : ''}\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; private areas are excluded; the sitemap is named. */
export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
