import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Blog } from '@anupalan/shared';
import { Breadcrumb } from '../../../components/layout/breadcrumb';
import { BlogImage } from './blog-image';
import { BlogDate, CategoryBadge } from './blog-meta';
import { RelatedCarousel, type RelatedState } from './related-carousel';

/** An article as shown: content is sanitised HTML (from our own API or loader). */
export type ArticleData = Pick<Blog, 'title' | 'category' | 'date' | 'image' | 'content'> & { author?: string | null };

/** One article (portal §2 Blog article): breadcrumb, title, date and author, picture, body, related articles. */
export function BlogArticle({ blog, related }: { blog: ArticleData; related: RelatedState }) {
  return (
    <div className="container-page py-8 sm:py-12">
      <Breadcrumb look="article" trail={[{ label: 'Blog', to: '/blogs' }]} current={blog.title} />
      <article className="mx-auto mt-4 max-w-3xl">
        <header>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <CategoryBadge category={blog.category} />
            {blog.date && <BlogDate date={blog.date} />}
            {blog.author && <span>by {blog.author}</span>}
          </div>
          <h1 className="mt-3 text-page-title font-bold tracking-tight text-brand-900 sm:text-4xl sm:leading-tight">
            {blog.title}
          </h1>
        </header>
        <BlogImage src={blog.image} eager className="mt-6 w-full rounded-card" />
        <div className="prose-content mt-6 text-lg text-slate-800" dangerouslySetInnerHTML={{ __html: blog.content ?? '' }} />
        <Link to="/blogs" className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to all articles
        </Link>
      </article>
      <RelatedCarousel related={related} />
    </div>
  );
}
