import { describe, expect, it } from 'vitest';
import { backTo, ownPath } from './return-path';

const ORIGIN = 'https://anupalan.example';

describe('backTo: where a no-JavaScript form post goes back to', () => {
  it('keeps a path of this site with its query, replacing an earlier flag', () => {
    expect(backTo('/gst', 'newsletter', 'subscribed', 'newsletter')).toBe('/gst?newsletter=subscribed#newsletter');
    expect(backTo('/blogs?page=2&newsletter=invalid', 'newsletter', 'subscribed', 'newsletter')).toBe(
      '/blogs?page=2&newsletter=subscribed#newsletter',
    );
  });

  it.each([
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/./\\evil.example/phish',
    '/%2e//evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'about',
    '',
    null,
  ])('%s goes home, never to another site', (returnTo) => {
    const location = backTo(returnTo, 'newsletter', 'invalid', 'newsletter');
    expect(location).toBe('/?newsletter=invalid#newsletter');
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    expect(ownPath(returnTo)).toBeNull();
  });
});
