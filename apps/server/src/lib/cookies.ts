/**
 * The one reader of the Cookie header for the session (issue 27): the auth plugin signs a request
 * in with what it returns, and the cache policy, the page cache and the public fast path treat a
 * request as personal by the same answer, so no spelling of the header (`anupalan_session =…`,
 * a leading space, a second copy) can be signed in for one and anonymous for the other.
 *
 * Read as browsers send it and as the `cookie` package parses it: pairs split by `;`, the name and
 * the value trimmed of spaces and tabs, the first pair of a name wins, %-escapes decoded.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header || !header.includes(name)) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || trim(pair.slice(0, eq)) !== name) continue;
    const raw = trim(pair.slice(eq + 1));
    if (!raw.includes('%')) return raw;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function trim(s: string): string {
  return s.replace(/^[ \t]+|[ \t]+$/g, '');
}
