import { cn } from '../../../components/ui/cn';

export const BLOG_PLACEHOLDER = '/blog-placeholder.svg';

/**
 * An article's picture, or the placeholder when it has none or it fails to load (portal §2).
 * Decorative next to the article's own title, so its alt text is empty.
 */
export function BlogImage({
  src,
  className = 'w-full',
  eager = false,
}: {
  src: string | null | undefined;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={src || BLOG_PLACEHOLDER}
      alt=""
      width={1200}
      height={675}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={(e) => {
        const img = e.currentTarget;
        if (!img.src.endsWith(BLOG_PLACEHOLDER)) img.src = BLOG_PLACEHOLDER;
      }}
      className={cn('aspect-[16/9] bg-brand-50 object-cover', className)}
    />
  );
}
