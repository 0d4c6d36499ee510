import { data } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import { BlogArticle } from '../features/blog/components/blog-article';
import { blogCardData } from '../features/blog/components/blog-card';
import { BLOG_PLACEHOLDER } from '../features/blog/components/blog-image';
import type { RelatedState } from '../features/blog/components/related-carousel';
import { normaliseCategory, relatedBlogs } from '../features/blog/lib/blog-filter';
import { absoluteUrl, breadcrumbLd, jsonLd, pageMeta } from '../lib/seo';
import type { Route } from './+types/blog-article';

/** The article's permalink, /blogs/{slug}: an unknown slug is the 404 page with status 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { publicCatalog: catalog } = context.get(appServicesContext);
  const blog = await catalog.getBlogBySlug(params.slug);
  if (!blog) throw data(null, { status: 404 });
  let related: RelatedState;
  try {
    related = { state: 'ready', blogs: relatedBlogs(await catalog.listBlogs(), blog).map(blogCardData) };
  } catch (err) {
    console.error('related blogs failed', err);
    related = { state: 'failed' };
  }
  return { blog, related };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0]?.loaderData?.site;
  if (!loaderData || !site) return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];
  const { blog } = loaderData;
  const path = `/blogs/${blog.slug}`;
  const image = blog.image || BLOG_PLACEHOLDER;
  return [
    ...pageMeta({ site, title: blog.title, description: blog.excerpt, path, type: 'article', image }),
    { property: 'article:published_time', content: blog.date },
    { property: 'article:section', content: normaliseCategory(blog.category) },
    breadcrumbLd(site, [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blogs' },
      { name: blog.title, path },
    ]),
    jsonLd({
      '@type': 'BlogPosting',
      headline: blog.title,
      description: blog.excerpt,
      datePublished: blog.date,
      dateModified: blog.date,
      articleSection: normaliseCategory(blog.category),
      image: absoluteUrl(site, image),
      url: absoluteUrl(site, path),
      mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(site, path) },
      author: { '@type': 'Person', name: blog.author },
      publisher: {
        '@type': 'Organization',
        name: site.brandName,
        logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/favicon.svg') },
      },
    }),
  ];
};

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  return <BlogArticle key={loaderData.blog.id} blog={loaderData.blog} related={loaderData.related} />;
}
