import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Storefront §2/§9: every route change scrolls to the top after 10 ms. */
export const SCROLL_RESET_DELAY_MS = 10;

/**
 * Scrolls to the top 10 ms after the pathname changes. Not on the first render (a reload keeps its
 * place), not on hash-only or search-only changes, and not when the new address has a hash: the
 * target page scrolls to that section itself (category pages, storefront §2).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    const timer = window.setTimeout(() => {
      previous.current = pathname;
      if (!window.location.hash) window.scrollTo(0, 0);
    }, SCROLL_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
