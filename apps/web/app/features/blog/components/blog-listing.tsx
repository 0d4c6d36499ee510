import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { ArrowLeft, ArrowRight, BookOpen, RotateCcw, Search, SearchX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { BLOG_CATEGORIES, SEARCH_MAX, articleCountLabel, blogListHref, type BlogCategoryFilter } from '../lib/blog-filter';
import { BlogCard, blogHref, type BlogCardData } from './blog-card';
import { BlogImage } from './blog-image';
import { BlogDate, CategoryBadge } from './blog-meta';

export const BLOG_TEXTS = {
  title: 'Our Stories',
  searchPlaceholder: 'Search blogs...',
  readFull: 'Read Full Article',
  topReads: 'Top Reads',
  noTopReads: 'No top reads available',
  noTopReadsHint: 'Check back later for popular articles',
  readArticles: 'Read Articles',
  loadingLatest: 'Loading latest...',
  loadingArticles: 'Loading articles...',
  noLatest: 'No latest article found',
  noArticles: 'No articles found',
  noArticlesHint: 'Try adjusting your search or category filters.',
  resetFilters: 'Reset filters',
  reset: 'Reset',
  failed: 'Failed to load blogs.',
} as const;

export interface BlogListingData {
  q: string;
  category: BlogCategoryFilter;
  failed: boolean;
  total: number;
  featured: BlogCardData | null;
  topReads: BlogCardData[];
  restCount: number;
  pageItems: BlogCardData[];
  page: number;
  totalPages: number;
}

const SEARCH_DEBOUNCE_MS = 350;

/** The search box: a GET form (works without scripts); with scripts it also searches as you type. */
function SearchBox({ q, category }: { q: string; category: BlogCategoryFilter }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(q);
  // Follow the address when it changes from outside the box (Reset, back button).
  const [seen, setSeen] = useState(q);
  if (seen !== q) {
    setSeen(q);
    setValue(q);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <Form
      method="get"
      action="/blogs"
      role="search"
      className="relative w-full md:max-w-md"
      onSubmit={() => window.clearTimeout(timer.current)}
    >
      <label htmlFor="blog-search" className="sr-only">
        Search blogs
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
      <input
        id="blog-search"
        type="search"
        name="q"
        value={value}
        maxLength={SEARCH_MAX}
        placeholder={BLOG_TEXTS.searchPlaceholder}
        autoComplete="off"
        onChange={(e) => {
          const next = e.target.value;
          setValue(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => {
            navigate(blogListHref({ q: next, category }), { replace: true, preventScrollReset: true });
          }, SEARCH_DEBOUNCE_MS);
        }}
        className="block min-h-12 w-full rounded-lg border border-slate-400 bg-white py-2 pr-24 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
      />
      {category !== 'All' && <input type="hidden" name="category" value={category} />}
      <button
        type="submit"
        className="absolute top-1 right-1 bottom-1 rounded-md bg-brand-800 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Search
      </button>
    </Form>
  );
}

function CategoryButtons({ q, category }: { q: string; category: BlogCategoryFilter }) {
  const pill =
    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors';
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        {BLOG_CATEGORIES.map((c) => {
          const current = c === category;
          return (
            <li key={c}>
              <Link
                to={blogListHref({ q, category: c })}
                preventScrollReset
                aria-current={current ? 'true' : undefined}
                className={cn(
                  pill,
                  current
                    ? 'border-brand-800 bg-brand-800 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50',
                )}
              >
                {c}
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            to="/blogs"
            preventScrollReset
            className={cn(pill, 'gap-1.5 border-transparent text-brand-800 hover:bg-brand-50')}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {BLOG_TEXTS.reset}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function Featured({ blog, loading }: { blog: BlogCardData | null; loading: boolean }) {
  if (loading && !blog) {
    return <p className="rounded-card border border-slate-200 p-8 text-center text-slate-700">{BLOG_TEXTS.loadingLatest}</p>;
  }
  if (!blog) {
    return (
      <p className="rounded-card border border-dashed border-slate-300 p-8 text-center font-medium text-slate-700">
        {BLOG_TEXTS.noLatest}
      </p>
    );
  }
  return (
    <article className="overflow-hidden rounded-card border border-slate-200 bg-white">
      <BlogImage src={blog.image} eager />
      <div className="p-5 sm:p-7">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <CategoryBadge category={blog.category} />
          <BlogDate date={blog.date} />
          <span>by {blog.author}</span>
        </div>
        <h2 className="mt-3 text-2xl leading-tight font-bold text-brand-900 sm:text-3xl">{blog.title}</h2>
        <p className="mt-3 text-slate-700">{blog.excerpt}</p>
        <Link to={blogHref(blog)} className={buttonClasses({ variant: 'accent', className: 'mt-5' })}>
          {BLOG_TEXTS.readFull}
          <ArrowRight aria-hidden="true" className="size-5" />
          <span className="sr-only">: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}

function TopReads({ blogs }: { blogs: BlogCardData[] }) {
  return (
    <section aria-labelledby="top-reads-title" className="rounded-card border border-slate-200 bg-slate-50 p-5">
      <h2 id="top-reads-title" className="text-xl font-semibold text-brand-900">
        {BLOG_TEXTS.topReads}
      </h2>
      {blogs.length === 0 ? (
        <div className="mt-4 text-center text-slate-700">
          <BookOpen aria-hidden="true" className="mx-auto size-8 text-slate-500" />
          <p className="mt-2 font-medium">{BLOG_TEXTS.noTopReads}</p>
          <p className="text-sm">{BLOG_TEXTS.noTopReadsHint}</p>
        </div>
      ) : (
        <ol className="mt-4 space-y-4">
          {blogs.map((b) => (
            <li key={b.id} className="relative flex gap-3">
              <BlogImage src={b.image} className="w-24 shrink-0 rounded-md sm:w-28" />
              <div className="min-w-0">
                <h3 className="leading-snug font-semibold text-brand-900">
                  <Link to={blogHref(b)} className="after:absolute after:inset-0 after:content-[''] hover:underline">
                    {b.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-600">
                  <BlogDate date={b.date} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Pager({ data }: { data: BlogListingData }) {
  const { page, totalPages, q, category } = data;
  const cls = buttonClasses({ variant: 'outline', size: 'sm', className: 'min-w-24' });
  const off = 'pointer-events-none opacity-50';
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-3 sm:justify-center sm:gap-6">
      {page > 1 ? (
        <Link to={`${blogListHref({ q, category, page: page - 1 })}#read-articles`} className={cls} rel="prev">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Prev
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(cls, off)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Prev
        </span>
      )}
      <span className="text-sm font-medium text-slate-700" aria-current="page">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={`${blogListHref({ q, category, page: page + 1 })}#read-articles`} className={cls} rel="next">
          Next
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(cls, off)}>
          Next
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}

function NoArticles() {
  return (
    <div className="rounded-card border border-dashed border-slate-300 p-8 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <p className="mt-3 text-lg font-semibold text-brand-900">{BLOG_TEXTS.noArticles}</p>
      <p className="mt-1 text-slate-700">{BLOG_TEXTS.noArticlesHint}</p>
      <Link to="/blogs" className={buttonClasses({ variant: 'outline', className: 'mt-5' })}>
        {BLOG_TEXTS.resetFilters}
      </Link>
    </div>
  );
}

/** The blog listing (portal §2 'Our Stories'): search, categories, featured, Top Reads, paged grid. */
export function BlogListing({ data }: { data: BlogListingData }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/blogs' && pathname === '/blogs';

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Blog</p>
        <h1 className="mt-1 text-page-title font-bold text-brand-900 sm:text-4xl">{BLOG_TEXTS.title}</h1>
        <p className="mt-3 text-slate-700">
          Plain-language guides to income tax, GST, company law, trademarks and more, written by our experts.
        </p>
      </header>

      <div className="mt-8 space-y-4">
        <SearchBox q={data.q} category={data.category} />
        <CategoryButtons q={data.q} category={data.category} />
      </div>

      <div role="status" aria-live="polite" className={loading ? 'mt-4 flex items-center gap-2 text-slate-700' : 'sr-only'}>
        {loading && (
          <>
            <Spinner className="size-4" />
            <span>{BLOG_TEXTS.loadingLatest}</span>
            <span className="sr-only">{BLOG_TEXTS.loadingArticles}</span>
          </>
        )}
      </div>

      {data.failed ? (
        <p role="alert" className="mt-8 rounded-card border border-red-200 bg-red-50 p-5 font-medium text-red-800">
          {BLOG_TEXTS.failed}
        </p>
      ) : (
        <div className={cn('transition-opacity', loading && 'opacity-60')} aria-busy={loading || undefined}>
          <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Featured blog={data.featured} loading={loading} />
            <TopReads blogs={data.topReads} />
          </div>

          <section id="read-articles" aria-labelledby="read-articles-title" className="mt-12 scroll-mt-24 md:scroll-mt-[116px]">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="read-articles-title" className="text-section-title font-semibold text-brand-900">
                {BLOG_TEXTS.readArticles}
              </h2>
              <p className="text-slate-700" data-testid="article-count">
                {/* Every matching article listed on the page (featured, Top Reads and the grid), not only the grid's. */}
                {loading ? BLOG_TEXTS.loadingArticles : articleCountLabel(data.total)}
              </p>
            </div>
            <div className="mt-5">
              {data.total === 0 ? (
                <NoArticles />
              ) : data.restCount === 0 ? (
                <p className="rounded-card border border-dashed border-slate-300 p-6 text-center text-slate-700">
                  {data.total === 1
                    ? 'The only matching article is shown above.'
                    : `All ${data.total} matching articles are shown above.`}
                </p>
              ) : (
                <>
                  <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {data.pageItems.map((b) => (
                      <li key={b.id}>
                        <BlogCard blog={b} />
                      </li>
                    ))}
                  </ul>
                  <Pager data={data} />
                </>
              )}
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
