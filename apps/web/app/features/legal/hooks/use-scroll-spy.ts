import { useEffect, useState } from 'react';

/**
 * The id of the section being read, found with IntersectionObserver: the section that crosses a
 * reading line 30% down the viewport (below the sticky header on every screen). At the very end of
 * the page the last section wins, even if it is too short to reach the line. `null` before the
 * first section reaches the line. The setter lets a click on a Contents link mark its section at once.
 */
export function useScrollSpy(ids: readonly string[], endMarkerId: string): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('|');

  useEffect(() => {
    const list = key ? key.split('|') : [];
    const sections = list.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (!sections.length || typeof IntersectionObserver === 'undefined') return;

    let onLine: string | null = null;
    let atEnd = false;
    const pick = () => {
      if (atEnd) setActive(list[list.length - 1] ?? null);
      else if (onLine) setActive(onLine);
    };

    // A band one per cent high, 30% down the viewport: the sections are contiguous, so at most one
    // crosses it at a time.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) onLine = e.target.id;
          else if (onLine === e.target.id) onLine = null;
        }
        pick();
      },
      { rootMargin: '-30% 0px -69% 0px', threshold: 0 },
    );
    sections.forEach((s) => observer.observe(s));

    // The (empty) marker after the last section: once it is on screen, the reader is at the end.
    const marker = document.getElementById(endMarkerId);
    const endObserver = new IntersectionObserver(
      (entries) => {
        atEnd = entries.some((e) => e.isIntersecting);
        pick();
      },
      // A little below the viewport counts: the marker sits just after the last line of text.
      { rootMargin: '0px 0px 64px 0px' },
    );
    if (marker) endObserver.observe(marker);

    return () => {
      observer.disconnect();
      endObserver.disconnect();
    };
  }, [key, endMarkerId]);

  return [active, setActive];
}
