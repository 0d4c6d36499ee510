import { describe, expect, it } from 'vitest';
import { categoryPath, findCategoryMenu, menuRoute, proceedPath } from './catalog.ts';
import { idParam } from './ids.ts';
import { slugify, urlSlug } from './slug.ts';

describe('menuRoute (storefront §2 Header)', () => {
  it.each([
    ['Income Tax', '/income-tax'],
    ['GST', '/gst'],
    ['Startup Registrations', '/startup'],
    ['startup', '/startup'],
    ['Company(MCA)', '/company'],
    ['Company (MCA)', '/company'],
    ['Legal', '/legal'],
    ['Bank Valuation', '/bankvaluation'],
    ['Trade Mark', '/trademark'],
    ['Trademark', '/trademark'],
    ['Something Else', '/'],
  ])('%s → %s', (name, route) => expect(menuRoute(name)).toBe(route));
});

describe('findCategoryMenu (keywords)', () => {
  const menus = [
    { name: 'Income Tax' },
    { name: 'Goods & Services (GST)' },
    { name: 'Start-up India' },
    { name: 'Incorporation' },
    { name: 'Trade Mark' },
    { name: 'Valuation' },
    { name: 'Law' },
  ];
  it('picks each page by its keywords', () => {
    expect(findCategoryMenu(menus, 'gst')?.name).toBe('Goods & Services (GST)');
    expect(findCategoryMenu(menus, 'startup')?.name).toBe('Start-up India');
    expect(findCategoryMenu(menus, 'company')?.name).toBe('Incorporation');
    expect(findCategoryMenu(menus, 'trademark')?.name).toBe('Trade Mark');
    expect(findCategoryMenu(menus, 'bankvaluation')?.name).toBe('Valuation');
    expect(findCategoryMenu(menus, 'legal')?.name).toBe('Law');
  });
  it('falls back to the first menu only for income tax', () => {
    expect(findCategoryMenu([{ name: 'Other' }], 'income-tax')?.name).toBe('Other');
    expect(findCategoryMenu([{ name: 'Other' }], 'gst')).toBeUndefined();
  });
});

describe('slugs', () => {
  it('follows the spec rule: lowercase, spaces to hyphens, parentheses removed', () => {
    expect(slugify('Company Registration (Pvt Ltd)')).toBe('company-registration-pvt-ltd');
    expect(proceedPath({ service_name: 'GST Return (Monthly)' })).toBe('/proceed/gst-return-monthly');
    expect(proceedPath({ service_content: 'gst-registration', service_name: 'x' })).toBe('/proceed/gst-registration');
  });
  it('makes clean URL slugs', () => {
    expect(urlSlug('  ITR-1 (Sahaj) for Salaried & Pensioners ')).toBe('itr-1-sahaj-for-salaried-pensioners');
  });
});

describe('idParam', () => {
  it('accepts positive integers up to the int4 limit', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse(2147483647)).toBe(2147483647);
  });
  it.each(['0', '-3', '1.5', 'abc', '', ' ', '2147483648', '12abc', '1e2', ['1', '2']])('refuses %j', (v) => {
    expect(idParam.safeParse(v).success).toBe(false);
  });
});

describe('categoryPath (stable addresses)', () => {
  it('keeps a storefront category at its key whatever its name; others never take one of the seven', () => {
    expect(categoryPath('gst', 'Goods and Services Tax')).toBe('/gst');
    expect(categoryPath('company', 'Corporate filings')).toBe('/company');
    expect(categoryPath('custom:x', 'GST')).toBe('/');
    expect(categoryPath('custom:x', 'Blogs')).toBe('/blogs');
  });
});
