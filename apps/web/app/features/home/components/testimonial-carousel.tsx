import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play, Quote, Star } from 'lucide-react';
import type { Testimonial } from '@anupalan/shared';
import { homeDeferredEn } from '@anupalan/shared/i18n/parts/home-deferred.en';
import { homeDeferredHi } from '@anupalan/shared/i18n/parts/home-deferred.hi';
import { cn } from '../../../components/ui/cn';
import { usePartT } from '../../../lib/i18n-part';

const TEXTS = { en: homeDeferredEn, hi: homeDeferredHi };

/** Storefront §4/§9: 3 seconds per slide; 3 cards per view at 1024 px and wider, 2 at 768–1023, 1 below. */
export const SLIDE_MS = 3000;
const WIDE = '(min-width: 1024px)';
const MEDIUM = '(min-width: 768px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function cardsPerView(): number {
  if (window.matchMedia(WIDE).matches) return 3;
  if (window.matchMedia(MEDIUM).matches) return 2;
  return 1;
}

function onMediaChange(queries: string[]) {
  return (notify: () => void) => {
    const lists = queries.map((q) => window.matchMedia(q));
    lists.forEach((l) => l.addEventListener('change', notify));
    return () => lists.forEach((l) => l.removeEventListener('change', notify));
  };
}
const subscribeWidth = onMediaChange([WIDE, MEDIUM]);
const subscribeMotion = onMediaChange([REDUCED_MOTION]);
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
const unknownOnServer = () => null;
const noMotionPreferenceOnServer = () => false;

/** Avatar colours by the name staff store (white text on each is above 4.5:1). */
const AVATAR: Record<string, string> = {
  saffron: 'bg-accent-700',
  indigo: 'bg-brand-600',
  emerald: 'bg-emerald-700',
  sky: 'bg-sky-700',
  rose: 'bg-rose-700',
  violet: 'bg-violet-700',
  teal: 'bg-teal-700',
};

function Stars({ rating }: { rating: number }) {
  const t = usePartT(TEXTS);
  return (
    <p className="flex items-center gap-0.5" role="img" aria-label={t('homeParts.reviews.rated', { rating })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < rating ? 'fill-accent-400 text-accent-600' : 'fill-slate-100 text-slate-400')}
        />
      ))}
    </p>
  );
}

function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <Stars rating={t.rating} />
        <Quote aria-hidden="true" className="size-7 shrink-0 text-brand-200" />
      </div>
      <h3 className="mt-3 text-lg font-semibold text-brand-900">{t.title}</h3>
      <blockquote className="mt-2 flex-1 text-slate-700">
        <p>{t.review}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-full font-semibold text-white',
            AVATAR[t.colour] ?? 'bg-slate-700',
          )}
        >
          {t.avatar}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{t.name}</span>
          <span className="block text-sm text-slate-600">{t.company}</span>
        </span>
      </figcaption>
    </figure>
  );
}

const arrowClasses =
  'hidden size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 hover:bg-brand-50 md:inline-flex';

/**
 * Client testimonials (storefront §2 Home). Advances every 3 seconds and wraps around; pauses while
 * the pointer is over it or focus is inside it, and does not move by itself when the visitor prefers
 * reduced motion (the Play button starts it). A carousel region in the WAI-ARIA pattern: each card is
 * a slide labelled "n of N"; cards clipped out of view are hidden from assistive technology; the
 * live region speaks only while it is not rotating by itself. Arrows are hidden below 768 px, where
 * the dots and a swipe move it.
 */
export function TestimonialCarousel({ items }: { items: Testimonial[] }) {
  const tr = usePartT(TEXTS);
  const n = items.length;
  const trackId = useId();
  const [start, setStart] = useState(0);
  /** Unknown on the server: every card is rendered and CSS decides how many show. */
  const perView = useSyncExternalStore<number | null>(subscribeWidth, cardsPerView, unknownOnServer);
  const reducedMotion = useSyncExternalStore(subscribeMotion, prefersReducedMotion, noMotionPreferenceOnServer);
  /** The visitor's Pause/Play choice; until they choose, it rotates unless they prefer reduced motion. */
  const [autoplayChoice, setAutoplayChoice] = useState<boolean | null>(null);
  const autoplay = autoplayChoice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const direction = useRef<1 | -1>(1);
  const touchX = useRef<number | null>(null);

  const go = useCallback(
    (step: 1 | -1) => {
      direction.current = step;
      setStart((s) => (s + step + n) % n);
    },
    [n],
  );

  const moving = autoplay && !hovered && !focused && n > (perView ?? 1);
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => go(1), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [moving, go]);

  // A short slide-in on every change, skipped for reduced motion.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (reducedMotion || !trackRef.current?.animate) return;
    trackRef.current.animate(
      [
        { transform: `translateX(${direction.current * 32}px)`, opacity: 0.35 },
        { transform: 'translateX(0)', opacity: 1 },
      ],
      { duration: 350, easing: 'ease-out' },
    );
  }, [start, reducedMotion]);

  if (n === 0) return <p className="text-center text-slate-700">{tr('homeParts.reviews.empty')}</p>;

  const order = Array.from({ length: n }, (_, i) => (start + i) % n);
  const visible = perView ?? n;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={tr('homeParts.reviews.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mb-4 flex items-center justify-end gap-2">
        <button
          type="button"
          onClick={() => setAutoplayChoice(!autoplay)}
          aria-controls={trackId}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          {autoplay ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          {tr(autoplay ? 'homeParts.reviews.pause' : 'homeParts.reviews.play')}
          <span className="sr-only">{tr('homeParts.reviews.rotation')}</span>
        </button>
        <button type="button" onClick={() => go(-1)} aria-controls={trackId} className={arrowClasses}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{tr('homeParts.reviews.previous')}</span>
        </button>
        <button type="button" onClick={() => go(1)} aria-controls={trackId} className={arrowClasses}>
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">{tr('homeParts.reviews.next')}</span>
        </button>
      </div>

      <div className="overflow-hidden">
        <div
          id={trackId}
          ref={trackRef}
          aria-live={moving ? 'off' : 'polite'}
          className="-mx-2.5 flex"
          onTouchStart={(e) => {
            touchX.current = e.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={(e) => {
            const from = touchX.current;
            const to = e.changedTouches[0]?.clientX;
            touchX.current = null;
            if (from === null || to === undefined || Math.abs(to - from) < 40) return;
            go(to < from ? 1 : -1);
          }}
        >
          {order.map((index, position) => {
            const hidden = position >= visible;
            return (
              <div
                key={items[index]!.id}
                role="group"
                aria-roledescription="slide"
                aria-label={tr('homeParts.reviews.position', { index: index + 1, count: n })}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
                className="w-full shrink-0 px-2.5 md:w-1/2 lg:w-1/3"
              >
                <TestimonialCard t={items[index]!} />
              </div>
            );
          })}
        </div>
      </div>

      <div className="mt-5 flex justify-center gap-1">
        {items.map((t, i) => (
          <button
            key={t.id}
            type="button"
            aria-controls={trackId}
            aria-current={i === start ? 'true' : undefined}
            onClick={() => {
              direction.current = i >= start ? 1 : -1;
              setStart(i);
            }}
            className="group inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-2.5 rounded-full transition-all motion-reduce:transition-none',
                i === start ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-400 group-hover:bg-slate-500',
              )}
            />
            <span className="sr-only">{tr('homeParts.reviews.show', { index: i + 1 })}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
