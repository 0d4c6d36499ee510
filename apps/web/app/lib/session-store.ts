/**
 * Per-tab display data of the signed-in user (storefront §3 "Session user", README decision: the
 * session credential itself lives only in the HttpOnly cookie; what is kept here is for display and
 * never includes a token).
 */

export const USER_KEY = 'anupalan.user';
export const USER_NAME_KEY = 'anupalan.user_name';
/** The 'Welcome, {name}!' alert waiting to be shown after the post-login reload. */
export const WELCOME_KEY = 'anupalan.welcome';
/** Where the proceed flow wants the user to go after signing in (set by the category pages). */
export const REDIRECT_KEY = 'anupalan.redirectTo';
/** Fired on window whenever the stored user changes (storefront §4). */
export const USER_UPDATED_EVENT = 'user-updated';

export interface StoredUser {
  id: number | null;
  name: string | null;
  user_name: string | null;
  email: string | null;
}

/** Storage that may be missing (server render) or throw (private mode, quota): every access is guarded. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v : null;
}

/**
 * Reads a stored user value: a JSON object or plain text (a bare name or identifier), both accepted
 * (storefront §3). Returns null for nothing usable.
 */
export function parseStoredUser(raw: string | null, userName: string | null = null): StoredUser | null {
  if (raw === null || raw.trim() === '') return null;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // plain text
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const id = typeof o.id === 'number' ? o.id : typeof o.id === 'string' && /^\d+$/.test(o.id) ? Number(o.id) : null;
    return {
      id,
      name: str(o.name),
      user_name: str(o.user_name) ?? str(userName),
      email: str(o.email),
    };
  }
  const text = String(value).trim();
  if (!text) return null;
  return {
    id: null,
    name: text.includes('@') ? null : text,
    user_name: str(userName) ?? text,
    email: text.includes('@') ? text : null,
  };
}

export function readStoredUser(): StoredUser | null {
  const s = storage();
  if (!s) return null;
  try {
    return parseStoredUser(s.getItem(USER_KEY), s.getItem(USER_NAME_KEY));
  } catch {
    return null;
  }
}

/** Stores the display data. A storage failure is logged and ignored (storefront §8). */
export function writeStoredUser(user: StoredUser): void {
  const s = storage();
  try {
    if (!s) throw new Error('sessionStorage unavailable');
    s.setItem(USER_KEY, JSON.stringify({ id: user.id, name: user.name, user_name: user.user_name, email: user.email }));
    if (user.user_name) s.setItem(USER_NAME_KEY, user.user_name);
  } catch (err) {
    console.warn('Could not store the signed-in user for this tab', err);
  }
}

export function clearStoredUser(): void {
  const s = storage();
  try {
    s?.removeItem(USER_KEY);
    s?.removeItem(USER_NAME_KEY);
  } catch (err) {
    console.warn('Could not clear the stored user', err);
  }
}

/** Tells the app the signed-in user changed: a `storage` event and a 'user-updated' event (storefront §4). */
export function notifyUserChanged(): void {
  if (typeof window === 'undefined') return;
  try {
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY }));
  } catch {
    window.dispatchEvent(new Event('storage'));
  }
  window.dispatchEvent(new Event(USER_UPDATED_EVENT));
}

function take(key: string): string | null {
  const s = storage();
  try {
    const v = s?.getItem(key) ?? null;
    s?.removeItem(key);
    return v;
  } catch {
    return null;
  }
}

function put(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (err) {
    console.warn(`Could not store ${key}`, err);
  }
}

export function rememberWelcome(name: string): void {
  put(WELCOME_KEY, name);
}

/** The name to welcome after the reload, once (the flag is removed as it is read). */
export function takeWelcome(): string | null {
  return take(WELCOME_KEY);
}

/**
 * A path inside this site, or null: only "/…" paths (not "//host" nor "/\host"), so a stored or
 * passed redirect can never send the user to another site.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\')) return null;
  for (const ch of v) if (ch.charCodeAt(0) < 0x20 || ch === '\u007f') return null;
  return v;
}

export function peekRedirect(): string | null {
  try {
    return safeRedirectPath(storage()?.getItem(REDIRECT_KEY) ?? null);
  } catch {
    return null;
  }
}

export function clearRedirect(): void {
  take(REDIRECT_KEY);
}
