import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listStories } from '../features/blog/api/list-stories';
import { BlogArticle, type ArticleData } from '../features/blog/components/blog-article';
import type { RelatedState } from '../features/blog/components/related-carousel';
import { relatedBlogs } from '../features/blog/lib/blog-filter';
import { isAbort } from '../lib/api-client';
import type { Route } from './+types/blog-detail';

export const meta: Route.MetaFunction = ({ matches }) => {
  const brand = matches[0]?.loaderData?.site.brandName ?? 'Anupalan';
  // The article lives in navigation state; its permalink (/blogs/{slug}) is what search engines index.
  return [{ title: `Blog article | ${brand}` }, { name: 'robots', content: 'noindex' }];
};

type StateBlog = ArticleData & { id?: number | string; slug?: string };

function blogFromState(state: unknown): StateBlog | null {
  const b = (state as { blog?: unknown } | null)?.blog;
  if (!b || typeof b !== 'object') return null;
  const o = b as Record<string, unknown>;
  if (typeof o.title !== 'string' || !o.title.trim()) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id: typeof o.id === 'number' || typeof o.id === 'string' ? o.id : undefined,
    slug: text(o.slug) || undefined,
    title: o.title,
    category: text(o.category),
    date: text(o.date),
    image: text(o.image) || null,
    content: text(o.content) || text(o.excerpt),
    author: text(o.author) || null,
  };
}

const noSubscribe = () => () => {};

/** False on the server and while hydrating, true afterwards (navigation state exists only in the browser). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/**
 * /blog-detail (portal §2): the article passed in navigation state; without one, to /blogs. The
 * state exists only in the browser, so the server renders a short placeholder and the article
 * appears once the page has hydrated.
 */
export default function BlogDetailRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const mounted = useHydrated();
  const [related, setRelated] = useState<RelatedState>({ state: 'loading' });
  const blog = mounted ? blogFromState(location.state) : null;
  const blogId = blog?.id;
  const blogCategory = blog?.category ?? '';

  useEffect(() => {
    if (mounted && !blog) navigate('/blogs', { replace: true });
  }, [mounted, blog, navigate]);

  useEffect(() => {
    if (!mounted || blogId === undefined) return;
    const ctrl = new AbortController();
    listStories(ctrl.signal)
      .then((all) => {
        if (!all) return setRelated({ state: 'failed' });
        const current = { id: Number(blogId), category: blogCategory };
        setRelated({ state: 'ready', blogs: relatedBlogs(all, current) });
      })
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        console.error('related blogs failed', err);
        setRelated({ state: 'failed' });
      });
    return () => ctrl.abort();
  }, [mounted, blogId, blogCategory]);

  if (!blog) {
    return (
      <p role="status" className="container-page py-20 text-center text-slate-700">
        Loading article...
      </p>
    );
  }
  return <BlogArticle blog={blog} related={blogId === undefined ? { state: 'ready', blogs: [] } : related} />;
}
