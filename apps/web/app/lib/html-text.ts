const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rupee: '₹',
};

function decode(entity: string): string {
  if (entity.startsWith('#x') || entity.startsWith('#X')) {
    const n = Number.parseInt(entity.slice(2), 16);
    return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
  }
  if (entity.startsWith('#')) {
    const n = Number.parseInt(entity.slice(1), 10);
    return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
  }
  return NAMED[entity.toLowerCase()] ?? `&${entity};`;
}

/**
 * Plain text from the catalogue's (already sanitised) HTML: tags dropped, common entities decoded,
 * whitespace folded. For headings that must not contain markup, meta descriptions and search.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (_m, e: string) => decode(e))
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
