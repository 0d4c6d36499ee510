/** Storefront §2, §9: section jumps leave 80 px under 768 px and 100 px otherwise (the sticky header). */
export const MOBILE_BREAKPOINT = 768;
export const SECTION_OFFSET_MOBILE = 80;
export const SECTION_OFFSET_DEFAULT = 100;

export function sectionOffset(viewportWidth: number): number {
  return viewportWidth < MOBILE_BREAKPOINT ? SECTION_OFFSET_MOBILE : SECTION_OFFSET_DEFAULT;
}

/**
 * The section id a location hash names, if it is one of `known`; anything else (no hash, a hash
 * naming nothing on the page, a malformed escape) is null and simply ignored.
 */
export function sectionFromHash(hash: string, known: readonly string[]): string | null {
  if (!hash || hash === '#') return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return known.includes(id) ? id : null;
}

/** The page's scroll position that puts the element `offset` px below the top of the viewport. */
export function sectionScrollTop(elementTop: number, scrollY: number, offset: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/**
 * The scroll-spy's reading line, in px from the top of the viewport: 40 % of the way down the area
 * under the header. The section spanning it is the one being read.
 */
export function readingLine(viewportWidth: number, viewportHeight: number): number {
  const offset = sectionOffset(viewportWidth);
  return Math.round(offset + Math.max(0, viewportHeight - offset) * 0.4);
}
