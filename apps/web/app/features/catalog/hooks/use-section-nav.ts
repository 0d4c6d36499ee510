import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { readingLine, sectionFromHash, sectionOffset, sectionScrollTop } from '../lib/section-scroll';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the window so the section sits just under the sticky header. Returns false if it is not on the page. */
export function scrollToSection(id: string, smooth: boolean): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const top = sectionScrollTop(el.getBoundingClientRect().top, window.scrollY, sectionOffset(window.innerWidth));
  window.scrollTo({ top, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant' });
  return true;
}

/** True when the section already sits where a jump would put it (within 2 px). */
function isAligned(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return true;
  return Math.abs(el.getBoundingClientRect().top - sectionOffset(window.innerWidth)) <= 2;
}

/** Runs `fn` once when the current scroll settles (the `scrollend` event, or a timeout where there is none). */
function afterScrollSettles(fn: () => void, fallbackMs: number): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.removeEventListener('scrollend', run);
    window.clearTimeout(timer);
    fn();
  };
  window.addEventListener('scrollend', run);
  const timer = window.setTimeout(run, fallbackMs);
  return () => {
    done = true;
    window.removeEventListener('scrollend', run);
    window.clearTimeout(timer);
  };
}

export interface SectionNav {
  /** The highlighted entry (scroll-spy). */
  active: string;
  /** Click handler of a side-navigation entry: smooth scroll and hash update. */
  jumpTo: (id: string) => void;
}

/**
 * Side navigation of a category page (storefront §2): smooth jumps with the header offset that also
 * update the URL hash, a scroll-spy highlight (IntersectionObserver), and a hash in the address
 * scrolling to its section on load and when it changes (the header's service links). A hash that
 * names no section is ignored. `scrollTopOnLoad` (legal) starts at the top when there is no hash.
 */
export function useSectionNav(ids: readonly string[], opts: { scrollTopOnLoad?: boolean } = {}): SectionNav {
  const location = useLocation();
  // The server never sees the hash: start at the first entry on both sides, then follow the hash.
  const [active, setActive] = useState(ids[0] ?? '');
  // While a jump animates, the spy would flash every entry it passes: hold it until the scroll ends.
  const holdUntil = useRef(0);
  const idsKey = ids.join('|');
  const scrollTopOnLoad = opts.scrollTopOnLoad ?? false;

  // Hash on load, and hash changes made by links (e.g. the header's dropdown while on this page).
  useEffect(() => {
    const known = idsKey ? idsKey.split('|') : [];
    const target = sectionFromHash(location.hash, known);
    if (!target) {
      if (scrollTopOnLoad && !location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    holdUntil.current = Date.now() + 1500;
    let cancelSettle: (() => void) | undefined;
    // After the router's own (smooth) scroll to the fragment has started: jump with the offset, and
    // once everything has settled, straighten up if anything moved it.
    const timer = window.setTimeout(() => {
      setActive(target);
      scrollToSection(target, false);
      cancelSettle = afterScrollSettles(() => {
        if (!isAligned(target)) scrollToSection(target, false);
        holdUntil.current = Date.now() + 150;
      }, 800);
    }, 30);
    return () => {
      window.clearTimeout(timer);
      cancelSettle?.();
    };
  }, [location.hash, location.pathname, location.key, idsKey, scrollTopOnLoad]);

  // Scroll-spy: the section under the reading line (a little below the header) is the current one.
  useEffect(() => {
    const known = idsKey ? idsKey.split('|') : [];
    if (typeof IntersectionObserver === 'undefined' || known.length === 0) return;
    const visible = new Map<string, boolean>();
    let observer: IntersectionObserver | null = null;

    const pick = () => {
      if (Date.now() < holdUntil.current) return;
      const current = known.find((id) => visible.get(id));
      if (current) setActive(current);
      else if (window.scrollY < 40) setActive(known[0]!);
    };

    const observe = () => {
      observer?.disconnect();
      visible.clear();
      const line = readingLine(window.innerWidth, window.innerHeight);
      // A one-pixel band at the reading line: a section intersects it while it spans the line.
      observer = new IntersectionObserver(
        (entries) => {
          for (const e of entries) visible.set(e.target.id, e.isIntersecting);
          pick();
        },
        { rootMargin: `-${line}px 0px -${Math.max(0, window.innerHeight - line - 1)}px 0px`, threshold: 0 },
      );
      for (const id of known) {
        const el = document.getElementById(id);
        if (el) observer.observe(el);
      }
    };
    observe();

    let frame = 0;
    const onResize = () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(observe);
    };
    // Above the first section (the page top) the first entry is current.
    const onScroll = () => {
      if (window.scrollY < 40) pick();
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [idsKey]);

  const jumpTo = useCallback((id: string) => {
    if (!scrollToSection(id, true)) return;
    setActive(id);
    holdUntil.current = Date.now() + 1500;
    afterScrollSettles(() => {
      holdUntil.current = 0;
    }, 1500);
    // Update the address without a router navigation (which would scroll again, without the offset).
    const url = `${window.location.pathname}${window.location.search}#${id}`;
    window.history.replaceState(window.history.state, '', url);
  }, []);

  return { active, jumpTo };
}
