/**
 * A path on this site to send a form post back to, or null. A path is ours only if it still is
 * one after the URL parser has normalised it: "/.//evil.example" becomes "//evil.example", which a
 * browser reads as another host; so the check runs on the normalised form too, and refuses a path
 * that starts with two slashes or a backslash there. Never a Referer: only what the form sent.
 */
export function ownPath(value: unknown): URL | null {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value) || value.length > 2048) return null;
  try {
    const url = new URL(value, 'http://local');
    return isOwnNormalisedPath(url) ? url : null;
  } catch {
    return null;
  }
}

function isOwnNormalisedPath(url: URL): boolean {
  return url.origin === 'http://local' && url.pathname.startsWith('/') && !/^\/[/\\]/.test(url.pathname);
}

/**
 * `returnTo` (when it is a path on this site, else home) with `flag=value` set and `#hash`: the
 * Location for a no-JavaScript form post. Checked again as a whole, so it cannot leave the site.
 */
export function backTo(returnTo: unknown, flag: string, value: string, hash: string): string {
  const target = ownPath(returnTo) ?? new URL('/', 'http://local');
  target.searchParams.set(flag, value);
  const location = `${target.pathname}${target.search}#${hash}`;
  return isOwnNormalisedPath(new URL(location, 'http://local')) ? location : `/?${flag}=${value}#${hash}`;
}
