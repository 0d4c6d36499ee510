import { describe, expect, it } from 'vitest';
import {
  BLOG_CATEGORIES,
  articleCountLabel,
  blogListHref,
  blogPageView,
  clampPage,
  filterBlogs,
  matchesCategory,
  matchesSearch,
  normaliseCategory,
  parseCategoryParam,
  relatedBlogs,
} from './blog-filter';

const blog = (id: number, category: string, title = `Title ${id}`, content = '<p>Body</p>', excerpt = '') => ({
  id,
  category,
  title,
  content,
  excerpt,
});

describe('normaliseCategory (portal §5)', () => {
  it.each([
    ['income tax', 'Income Tax'],
    ['Income-Tax', 'Income Tax'],
    ['GST', 'GST'],
    ['gst ', 'GST'],
    ['Startup Registrations', 'Startup'],
    ['start-up', 'Startup'],
    ['Company(MCA)', 'Company(MCA)'],
    ['company (mca)', 'Company(MCA)'],
    ['MCA', 'Company(MCA)'],
    ['Legal', 'Legal'],
    ['bank valuation', 'Bank Valuation'],
    ['Valuation', 'Bank Valuation'],
    ['Trademark', 'Trade Mark'],
    ['trade mark', 'Trade Mark'],
    ['Travel', 'Travel'],
  ])('%s → %s', (raw, name) => expect(normaliseCategory(raw)).toBe(name));

  it('offers exactly the seven names', () => {
    expect(BLOG_CATEGORIES).toEqual(['Income Tax', 'GST', 'Startup', 'Company(MCA)', 'Legal', 'Bank Valuation', 'Trade Mark']);
  });

  it('reads ?category= leniently and falls back to All', () => {
    expect(parseCategoryParam('gst')).toBe('GST');
    expect(parseCategoryParam('Company(MCA)')).toBe('Company(MCA)');
    expect(parseCategoryParam('nonsense')).toBe('All');
    expect(parseCategoryParam(null)).toBe('All');
    expect(parseCategoryParam('<script>')).toBe('All');
  });
});

describe('matchesCategory (portal §5)', () => {
  it('matches by equality or containment', () => {
    expect(matchesCategory(blog(1, 'Legal'), 'Legal')).toBe(true);
    expect(matchesCategory(blog(1, 'Company'), 'Company(MCA)')).toBe(true);
    expect(matchesCategory(blog(1, 'Trademark'), 'Trade Mark')).toBe(true);
    expect(matchesCategory(blog(1, 'Legal'), 'GST')).toBe(false);
    expect(matchesCategory(blog(1, 'Legal'), 'All')).toBe(true);
  });

  it('examines title and content for income tax, GST and startup only', () => {
    expect(matchesCategory(blog(1, 'Company(MCA)', 'GST for companies'), 'GST')).toBe(true);
    expect(matchesCategory(blog(1, 'Legal', 'Notices', '<p>File your <b>income tax</b> return</p>'), 'Income Tax')).toBe(true);
    expect(matchesCategory(blog(1, 'Company(MCA)', 'Startup founders and ROC'), 'Startup')).toBe(true);
    expect(matchesCategory(blog(1, 'GST', 'A legal view'), 'Legal')).toBe(false);
  });
});

describe('matchesSearch (portal §5)', () => {
  const b = blog(1, 'GST', 'Input Tax Credit', '<p>Claim <strong>ITC</strong> on capital goods</p>', 'When can you claim it?');
  it('is a case-insensitive substring over title, excerpt and content text', () => {
    expect(matchesSearch(b, 'input TAX')).toBe(true);
    expect(matchesSearch(b, 'WHEN CAN')).toBe(true);
    expect(matchesSearch(b, 'capital goods')).toBe(true);
    expect(matchesSearch(b, 'itc on')).toBe(true);
    expect(matchesSearch(b, 'strong')).toBe(false);
    expect(matchesSearch(b, 'payroll')).toBe(false);
    expect(matchesSearch(b, '   ')).toBe(true);
  });

  it('combines with the category', () => {
    const list = [b, blog(2, 'Legal', 'Input from lawyers')];
    expect(filterBlogs(list, { q: 'input', category: 'All' }).map((x) => x.id)).toEqual([1, 2]);
    expect(filterBlogs(list, { q: 'input', category: 'Legal' }).map((x) => x.id)).toEqual([2]);
  });
});

describe('blogPageView (portal §4, §9)', () => {
  const list = Array.from({ length: 17 }, (_, i) => i + 1);
  it('features the first, lists the next three as Top Reads and pages the rest by six', () => {
    const v = blogPageView(list, 1);
    expect(v.featured).toBe(1);
    expect(v.topReads).toEqual([2, 3, 4]);
    expect(v.restCount).toBe(13);
    expect(v.totalPages).toBe(3);
    expect(v.pageItems).toEqual([5, 6, 7, 8, 9, 10]);
    expect(blogPageView(list, '3').pageItems).toEqual([17]);
  });

  it('clamps a junk or out-of-range page', () => {
    expect(blogPageView(list, '99').page).toBe(3);
    expect(blogPageView(list, 'abc').page).toBe(1);
    expect(blogPageView(list, '-2').page).toBe(1);
    expect(clampPage('0', 5)).toBe(1);
  });

  it('handles few or no articles', () => {
    expect(blogPageView([], 1)).toEqual({ featured: null, topReads: [], restCount: 0, pageItems: [], page: 1, totalPages: 1 });
    expect(blogPageView([1, 2], 1)).toMatchObject({ featured: 1, topReads: [2], restCount: 0 });
  });
});

describe('helpers', () => {
  it('builds listing addresses that reset to page 1 unless a page is given', () => {
    expect(blogListHref({})).toBe('/blogs');
    expect(blogListHref({ q: ' gst ', category: 'Company(MCA)' })).toBe('/blogs?q=gst&category=Company%28MCA%29');
    expect(blogListHref({ category: 'All', page: 2 })).toBe('/blogs?page=2');
  });

  it('orders related articles same category first, without the article itself', () => {
    const all = [blog(1, 'GST'), blog(2, 'Legal'), blog(3, 'gst'), blog(4, 'GST'), blog(5, 'Legal')];
    expect(relatedBlogs(all, all[0]!).map((b) => b.id)).toEqual([3, 4, 2, 5]);
    expect(relatedBlogs(all, all[0]!, 2).map((b) => b.id)).toEqual([3, 4]);
  });

  it('counts in singular or plural', () => {
    expect(articleCountLabel(1)).toBe('1 article');
    expect(articleCountLabel(0)).toBe('0 articles');
    expect(articleCountLabel(8)).toBe('8 articles');
  });
});
