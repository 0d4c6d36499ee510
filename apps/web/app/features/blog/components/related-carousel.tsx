import { useId, useRef } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { BlogCard, type BlogCardData } from './blog-card';

/** Portal §9: the related-articles carousel moves 350 px per button press. */
export const RELATED_SCROLL_STEP = 350;
export const RELATED_TEXTS = {
  title: 'Related Articles',
  failed: 'Failed to load related blogs.',
  loading: 'Loading related articles...',
  empty: 'No related articles yet.',
} as const;

export type RelatedState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; blogs: BlogCardData[] };

function ScrollButton({ dir, controls, onClick }: { dir: 'left' | 'right'; controls: string; onClick: () => void }) {
  const Icon = dir === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-controls={controls}
      aria-label={dir === 'left' ? 'Scroll related articles left' : 'Scroll related articles right'}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 hover:bg-brand-50"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/** Related articles in a horizontal strip with left/right buttons (portal §2 Blog article). */
export function RelatedCarousel({ related }: { related: RelatedState }) {
  const listId = useId();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (dx: number) => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    track.current?.scrollBy({ left: dx, behavior: reduce ? 'instant' : 'smooth' });
  };

  return (
    <section aria-labelledby={`${listId}-title`} className="mt-14 border-t border-slate-200 pt-10">
      <div className="flex items-center justify-between gap-4">
        <h2 id={`${listId}-title`} className="text-section-title font-semibold text-brand-900">
          {RELATED_TEXTS.title}
        </h2>
        {related.state === 'ready' && related.blogs.length > 1 && (
          <div className="flex gap-2">
            <ScrollButton dir="left" controls={listId} onClick={() => scroll(-RELATED_SCROLL_STEP)} />
            <ScrollButton dir="right" controls={listId} onClick={() => scroll(RELATED_SCROLL_STEP)} />
          </div>
        )}
      </div>
      {related.state === 'loading' && (
        <p role="status" className="mt-4 text-slate-700">
          {RELATED_TEXTS.loading}
        </p>
      )}
      {related.state === 'failed' && (
        <p role="alert" className="mt-4 rounded-card border border-red-200 bg-red-50 p-4 font-medium text-red-800">
          {RELATED_TEXTS.failed}
        </p>
      )}
      {related.state === 'ready' &&
        (related.blogs.length === 0 ? (
          <p className="mt-4 text-slate-700">{RELATED_TEXTS.empty}</p>
        ) : (
          <ul
            id={listId}
            ref={track}
            // Keyboard users scroll it with the arrow keys once focused.
            tabIndex={0}
            aria-label={RELATED_TEXTS.title}
            data-testid="related-track"
            className="mt-5 flex gap-5 overflow-x-auto scroll-smooth pb-3 motion-reduce:scroll-auto"
          >
            {related.blogs.map((b) => (
              <li key={b.id} className="w-[82%] max-w-[20rem] shrink-0 sm:w-[20rem]">
                <BlogCard blog={b} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
