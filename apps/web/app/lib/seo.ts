import type { Site } from '@anupalan/shared';
import { OG_LOCALES, hasHindi, localePath, type Lang } from '@anupalan/shared/i18n';

/**
 * Meta tags for a page: unique title, description, canonical URL and Open Graph. Route `meta`
 * functions return `pageMeta(...)`, plus `jsonLd(...)` entries for structured data. The site's
 * Organization JSON-LD is added once, by the root route.
 */
export interface PageMetaInput {
  site: Site;
  title: string;
  description: string;
  /** Path of the page, e.g. "/gst" (the canonical URL is PUBLIC_URL + path). */
  path: string;
  type?: 'website' | 'article';
  image?: string | null;
  noindex?: boolean;
  /** The page's language (ADR 0023): canonical is its own address, hreflang names both. */
  lang?: Lang;
}

export type MetaDescriptor = Record<string, unknown>;

export function absoluteUrl(site: Site, path: string): string {
  return new URL(path, `${site.publicUrl}/`).toString();
}

/**
 * A page that exists in both languages names both, each address pointing at the other, and English
 * as `x-default` (the address without a language, which the root may redirect by Accept-Language).
 */
export function alternateLinks(site: Site, path: string): MetaDescriptor[] {
  if (!hasHindi(path)) return [];
  return [
    { tagName: 'link', rel: 'alternate', hrefLang: 'en-IN', href: absoluteUrl(site, path) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'hi-IN', href: absoluteUrl(site, localePath(path, 'hi')) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(site, path) },
  ];
}

export function pageMeta({
  site,
  title,
  description,
  path,
  type = 'website',
  image,
  noindex,
  lang = 'en',
}: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(site, localePath(path, lang));
  const fullTitle = title.includes(site.brandName) ? title : `${title} | ${site.brandName}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternateLinks(site, path),
    { property: 'og:site_name', content: site.brandName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: OG_LOCALES[lang] },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (image) tags.push({ property: 'og:image', content: absoluteUrl(site, image) });
  if (noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** A JSON-LD block as a meta descriptor (React Router renders it as <script type="application/ld+json">). */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': { '@context': 'https://schema.org', ...data } };
}

export function breadcrumbLd(site: Site, items: Array<{ name: string; path: string }>): MetaDescriptor {
  return jsonLd({
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(site, item.path),
    })),
  });
}

export function organizationLd(site: Site): MetaDescriptor {
  return jsonLd({
    '@type': 'Organization',
    name: site.brandName,
    slogan: site.slogan,
    url: site.publicUrl,
    logo: absoluteUrl(site, '/favicon.svg'),
    email: site.emails[0],
    telephone: site.phones[0],
    address: site.offices.map((o) => ({
      '@type': 'PostalAddress',
      streetAddress: o.address,
      addressLocality: o.city,
      addressCountry: 'IN',
    })),
    sameAs: Object.values(site.social),
  });
}

/**
 * A storefront page one step below Home (about, contact, privacy, terms): its meta tags, an
 * optional JSON-LD block about the page, and the Home › page breadcrumb (nothing before the
 * loader's data, e.g. on an error page).
 */
export function sitePageMeta(
  site: Site | undefined,
  page: (site: Site) => Omit<PageMetaInput, 'site'> & { crumb: string; ld?: Record<string, unknown> },
): MetaDescriptor[] {
  if (!site) return [];
  const { crumb, ld, ...meta } = page(site);
  return [
    ...pageMeta({ site, ...meta }),
    ...(ld ? [jsonLd(ld)] : []),
    breadcrumbLd(site, [
      { name: 'Home', path: '/' },
      { name: crumb, path: meta.path },
    ]),
  ];
}
