import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { SessionUser } from '@anupalan/shared';
import { USER_UPDATED_EVENT, clearStoredUser, readStoredUser, writeStoredUser } from '../../../lib/session-store';

/**
 * Keeps the tab's signed-in state in step (storefront §4): the root loader re-reads the session
 * cookie whenever a `storage` or 'user-updated' event fires, and the per-tab display data follows
 * the server's answer (removed when the session has ended, filled in for a new tab).
 */
export function useSessionSync(user: SessionUser | null): void {
  const { revalidate } = useRevalidator();

  useEffect(() => {
    const onChange = () => void revalidate();
    window.addEventListener('storage', onChange);
    window.addEventListener(USER_UPDATED_EVENT, onChange);
    return () => {
      window.removeEventListener('storage', onChange);
      window.removeEventListener(USER_UPDATED_EVENT, onChange);
    };
  }, [revalidate]);

  const id = user?.id ?? null;
  const name = user?.name ?? null;
  const email = user?.email ?? null;
  const mobile = user?.mobile ?? null;
  useEffect(() => {
    const stored = readStoredUser();
    if (id === null) {
      if (stored) clearStoredUser();
      return;
    }
    if (!stored || stored.id !== id || stored.name !== (name || null) || stored.email !== email) {
      writeStoredUser({ id, name: name || null, user_name: stored?.id === id ? stored.user_name : (email ?? mobile), email });
    }
  }, [id, name, email, mobile]);
}
