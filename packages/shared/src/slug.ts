/**
 * The spec's slug rule (storefront §4): lowercase, spaces to hyphens, parentheses removed.
 * Runs of whitespace collapse to one hyphen so "Company  (MCA)" and "Company (MCA)" agree.
 */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/[()]/g, '').replace(/\s+/g, '-');
}

/**
 * A stricter slug for URLs we mint ourselves (seeded services, blog permalinks): only a–z, 0–9
 * and single hyphens. Lookups accept either form.
 */
export function urlSlug(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
