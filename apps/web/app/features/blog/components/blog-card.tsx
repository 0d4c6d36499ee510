import { Link } from 'react-router';
import type { Blog } from '@anupalan/shared';
import { BlogImage } from './blog-image';
import { BlogDate, CategoryBadge } from './blog-meta';

/** What a listing card needs (the content stays on the server). */
export type BlogCardData = Pick<Blog, 'id' | 'slug' | 'title' | 'category' | 'date' | 'image' | 'excerpt' | 'author'>;

export const blogHref = (b: Pick<Blog, 'slug'>) => `/blogs/${b.slug}`;

/** A loader's article as a card: only the card's fields go to the page. */
export const blogCardData = ({ id, slug, title, category, date, image, excerpt, author }: Blog): BlogCardData => ({
  id,
  slug,
  title,
  category,
  date,
  image,
  excerpt,
  author,
});

export function BlogCard({ blog, headingLevel = 3 }: { blog: BlogCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white transition-shadow focus-within:shadow-md hover:shadow-md">
      <BlogImage src={blog.image} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <CategoryBadge category={blog.category} />
          <BlogDate date={blog.date} />
        </div>
        <Heading className="mt-3 text-lg leading-snug font-semibold text-brand-900">
          <Link to={blogHref(blog)} className="after:absolute after:inset-0 after:content-[''] group-hover:underline">
            {blog.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-[0.9375rem] text-slate-700">{blog.excerpt}</p>
      </div>
    </article>
  );
}
