import type { Blog } from '@anupalan/shared';
import { htmlToText } from '../../../lib/html-text';

/** The seven category buttons (portal §5 Blog filter), in this order; 'All' is the default. */
export const BLOG_CATEGORIES = ['Income Tax', 'GST', 'Startup', 'Company(MCA)', 'Legal', 'Bank Valuation', 'Trade Mark'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type BlogCategoryFilter = BlogCategory | 'All';

/** Portal §9: one featured article, three Top Reads, the rest paged six at a time. */
export const FEATURED_COUNT = 1;
export const TOP_READS_COUNT = 3;
export const BLOG_PAGE_SIZE = 6;
export const SEARCH_MAX = 200;

/** The title and content are also examined for these categories (portal §5). */
const TEXT_MATCHED = new Set(['income tax', 'gst', 'startup']);

const RULES: Array<[RegExp, BlogCategory]> = [
  [/income[\s-]*tax|\bitr\b|\btds\b/, 'Income Tax'],
  [/\bgst\b/, 'GST'],
  [/start[\s-]*up|udyam|msme|dpiit/, 'Startup'],
  [/company|\bmca\b|\broc\b|\bllp\b|incorporation/, 'Company(MCA)'],
  [/trade[\s-]*mark/, 'Trade Mark'],
  [/bank|valuation/, 'Bank Valuation'],
  [/legal|\blaw\b/, 'Legal'],
];

/** A stored category as one of the seven names; anything unrecognised is kept as it is (trimmed). */
export function normaliseCategory(raw: string | null | undefined): string {
  const text = (raw ?? '').trim();
  const lower = text.toLowerCase();
  for (const [re, name] of RULES) if (re.test(lower)) return name;
  return text;
}

/** The ?category= value: one of the seven (any spelling that normalises to one), else 'All'. */
export function parseCategoryParam(raw: string | null | undefined): BlogCategoryFilter {
  if (!raw) return 'All';
  const name = normaliseCategory(raw.slice(0, 100));
  return (BLOG_CATEGORIES as readonly string[]).includes(name) ? (name as BlogCategory) : 'All';
}

type Searchable = Pick<Blog, 'title' | 'category' | 'content'> & { excerpt?: string | null };

/** Category rule (portal §5): equality or containment; for income tax, GST and startup also the title and content. */
export function matchesCategory(blog: Searchable, category: BlogCategoryFilter): boolean {
  if (category === 'All') return true;
  const wanted = category.toLowerCase();
  const raw = (blog.category ?? '').trim().toLowerCase();
  const normalised = normaliseCategory(blog.category).toLowerCase();
  if (normalised === wanted || raw === wanted) return true;
  if (raw && (raw.includes(wanted) || wanted.includes(raw))) return true;
  if (TEXT_MATCHED.has(wanted)) {
    return (
      blog.title.toLowerCase().includes(wanted) ||
      htmlToText(blog.content ?? '')
        .toLowerCase()
        .includes(wanted)
    );
  }
  return false;
}

/** Search (portal §5): a case-insensitive substring of the title, the excerpt or the content. */
export function matchesSearch(blog: Searchable, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [blog.title, blog.excerpt ?? '', htmlToText(blog.content ?? '')].some((f) => f.toLowerCase().includes(q));
}

export function filterBlogs<B extends Searchable>(blogs: readonly B[], filter: { q: string; category: BlogCategoryFilter }): B[] {
  return blogs.filter((b) => matchesCategory(b, filter.category) && matchesSearch(b, filter.q));
}

export interface BlogPageView<B> {
  featured: B | null;
  topReads: B[];
  /** Everything after the featured article and the Top Reads. */
  restCount: number;
  pageItems: B[];
  page: number;
  totalPages: number;
}

/** The page number asked for, clamped to 1…totalPages (junk → 1). */
export function clampPage(raw: string | number | null | undefined, totalPages: number): number {
  const n = typeof raw === 'number' ? raw : /^\d{1,6}$/.test(String(raw ?? '').trim()) ? Number(String(raw).trim()) : 1;
  return Math.min(Math.max(1, Math.trunc(n) || 1), Math.max(1, totalPages));
}

/** Featured, Top Reads and the requested page of the rest (portal §4 Blog list). */
export function blogPageView<B>(matching: readonly B[], requestedPage: string | number | null | undefined): BlogPageView<B> {
  const featured = matching[0] ?? null;
  const topReads = matching.slice(FEATURED_COUNT, FEATURED_COUNT + TOP_READS_COUNT);
  const rest = matching.slice(FEATURED_COUNT + TOP_READS_COUNT);
  const totalPages = Math.max(1, Math.ceil(rest.length / BLOG_PAGE_SIZE));
  const page = clampPage(requestedPage, totalPages);
  return {
    featured,
    topReads,
    restCount: rest.length,
    pageItems: rest.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE),
    page,
    totalPages,
  };
}

/** The listing's address for a filter state; category changes and Reset drop the page (back to 1). */
export function blogListHref(state: { q?: string; category?: BlogCategoryFilter; page?: number }): string {
  const params = new URLSearchParams();
  const q = state.q?.trim();
  if (q) params.set('q', q);
  if (state.category && state.category !== 'All') params.set('category', state.category);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const s = params.toString();
  return s ? `/blogs?${s}` : '/blogs';
}

/** Related articles (portal §2 Blog article): the same category first, then the newest others; never the article itself. */
export function relatedBlogs<B extends Pick<Blog, 'id' | 'category'>>(
  all: readonly B[],
  current: Pick<Blog, 'id' | 'category'>,
  max = 6,
): B[] {
  const cat = normaliseCategory(current.category);
  const others = all.filter((b) => b.id !== current.id);
  const same = others.filter((b) => normaliseCategory(b.category) === cat);
  const rest = others.filter((b) => normaliseCategory(b.category) !== cat);
  return [...same, ...rest].slice(0, max);
}

export function articleCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'article' : 'articles'}`;
}
