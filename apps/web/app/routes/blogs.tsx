import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import type { Blog } from '@anupalan/shared';
import { BlogListing, type BlogListingData } from '../features/blog/components/blog-listing';
import { blogCardData } from '../features/blog/components/blog-card';
import { SEARCH_MAX, blogListHref, blogPageView, filterBlogs, parseCategoryParam } from '../features/blog/lib/blog-filter';
import { breadcrumbLd, jsonLd, pageMeta, absoluteUrl } from '../lib/seo';
import type { Route } from './+types/blogs';

/** Filtering happens here from ?q=&category=&page=, so every state is server-rendered and shareable. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const category = parseCategoryParam(url.searchParams.get('category'));
  let blogs: Blog[] = [];
  let failed = false;
  try {
    blogs = await context.get(appServicesContext).publicCatalog.listBlogs();
  } catch (err) {
    console.error('blog list failed', err);
    failed = true;
  }
  const matching = filterBlogs(blogs, { q, category });
  const view = blogPageView(matching, url.searchParams.get('page'));
  const result: BlogListingData = {
    q,
    category,
    failed,
    total: matching.length,
    featured: view.featured ? blogCardData(view.featured) : null,
    topReads: view.topReads.map(blogCardData),
    restCount: view.restCount,
    pageItems: view.pageItems.map(blogCardData),
    page: view.page,
    totalPages: view.totalPages,
  };
  return result;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0]?.loaderData?.site;
  if (!site) return [{ title: 'Our Stories' }];
  const filtered = !!loaderData && (loaderData.q !== '' || loaderData.category !== 'All');
  const page = loaderData?.page ?? 1;
  const path = filtered ? '/blogs' : blogListHref({ page });
  const title =
    page > 1 && !filtered ? `Our Stories: Tax and Compliance Blog, Page ${page}` : 'Our Stories: Tax and Compliance Blog';
  const list = loaderData ? [loaderData.featured, ...loaderData.topReads, ...loaderData.pageItems].filter((b) => b !== null) : [];
  return [
    ...pageMeta({
      site,
      title,
      description: `Guides and news on income tax, GST, startups, company law, trademarks, bank valuation and legal matters from ${site.brandName}.`,
      path,
      noindex: filtered,
    }),
    breadcrumbLd(site, [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blogs' },
    ]),
    jsonLd({
      '@type': 'Blog',
      name: `${site.brandName}: Our Stories`,
      url: absoluteUrl(site, '/blogs'),
      blogPost: list.map((b) => ({
        '@type': 'BlogPosting',
        headline: b.title,
        url: absoluteUrl(site, `/blogs/${b.slug}`),
        datePublished: b.date,
      })),
    }),
  ];
};

/** Search and category changes re-run the loader; hash-only changes (the pager's anchor) do not. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function BlogsRoute({ loaderData }: Route.ComponentProps) {
  return <BlogListing data={loaderData} />;
}
