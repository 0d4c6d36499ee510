import { describe, expect, it } from 'vitest';
import { readingLine, sectionFromHash, sectionOffset, sectionScrollTop } from './section-scroll';

const ids = ['menu-overview', 'service-12', 'faq-section'];

describe('section jumps (storefront §2, §9)', () => {
  it('leaves 80 px under 768 px and 100 px from 768 px', () => {
    expect(sectionOffset(375)).toBe(80);
    expect(sectionOffset(767)).toBe(80);
    expect(sectionOffset(768)).toBe(100);
    expect(sectionOffset(1280)).toBe(100);
  });

  it('computes the scroll position that puts a section under the header', () => {
    expect(sectionScrollTop(500, 1000, 100)).toBe(1400);
    expect(sectionScrollTop(50, 0, 80)).toBe(0);
  });

  it('accepts only hashes that name a section of the page', () => {
    expect(sectionFromHash('#service-12', ids)).toBe('service-12');
    expect(sectionFromHash('#faq-section', ids)).toBe('faq-section');
    expect(sectionFromHash('', ids)).toBeNull();
    expect(sectionFromHash('#', ids)).toBeNull();
    expect(sectionFromHash('#service-99', ids)).toBeNull();
    expect(sectionFromHash('#%E0%A4%A', ids)).toBeNull();
    expect(sectionFromHash('#<script>', ids)).toBeNull();
  });

  it('places the reading line under the header', () => {
    expect(readingLine(1280, 900)).toBe(420);
    expect(readingLine(375, 812)).toBe(373);
  });
});
