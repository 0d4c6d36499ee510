import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { PROFILE_MESSAGES as M, type Profile } from '@anupalan/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRequireUser } from '../../../lib/use-require-user';
import { notifyUserChanged, readStoredUser, writeStoredUser } from '../../../lib/session-store';
import { Notice } from '../../../components/ui/notice';
import { ProfileForm } from './profile-form';
import { NotificationChoices } from './notification-choices';
import { StatusMessage, type StatusMessageValue } from './status-message';

/**
 * '/profile' (portal §2 Profile screen): signed-in only. The route's loader reads the profile on
 * the server; 'Try again' and a successful save run the loader again (the form then starts afresh
 * from what the server kept: the Aadhaar number comes back masked, the password fields empty).
 */
export function ProfilePage({
  profile,
  error,
  children,
}: {
  profile: Profile | null;
  error: string | null;
  /** The route's further sections for a signed-in customer (the Privacy section, the data rights' cards), below Notifications. */
  children?: React.ReactNode;
}) {
  const user = useRequireUser();
  const userId = user?.id ?? null;
  const revalidator = useRevalidator();
  // The form is rebuilt from the loader's profile only when it comes back after a save, in the same
  // render as the new data (other revalidations must not throw away what is being typed).
  const [form, setForm] = useState({ profile, version: 0, afterSave: false });
  if (form.profile !== profile) {
    setForm((f) => ({ profile, version: f.afterSave ? f.version + 1 : f.version, afterSave: false }));
  }
  const [message, setMessage] = useState<StatusMessageValue | null>(null);

  const say = useCallback((tone: 'success' | 'error', text: string) => {
    setMessage((m) => ({ tone, text, seq: (m?.seq ?? 0) + 1 }));
  }, []);
  const clearMessage = useCallback(() => setMessage(null), []);

  async function onSaved(saved: Partial<Profile> | null, text: string) {
    say('success', text);
    if (saved) {
      const stored = readStoredUser();
      writeStoredUser({
        id: userId,
        name: saved.fullName ?? null,
        user_name: stored?.user_name ?? saved.email ?? saved.mobile ?? null,
        email: saved.email ?? null,
      });
    }
    // The header's label follows the new name.
    notifyUserChanged();
    setForm((f) => ({ ...f, afterSave: true }));
    await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="profile-title" className="bg-slate-50 py-8 sm:py-12">
      <div className="container-page max-w-4xl">
        <h1 id="profile-title" className="text-page-title font-semibold text-brand-900">
          My Profile
        </h1>
        <p className="mt-2 text-slate-700">Keep your details up to date: they appear on your filings and invoices.</p>
        <div className="mt-6">
          {userId === null ? (
            <Notice tone="error">{M.notLoggedIn}</Notice>
          ) : !profile && revalidator.state === 'loading' ? (
            <ProfileSkeleton />
          ) : !profile ? (
            <Card className="space-y-4">
              <Notice tone="error">{error ?? M.loadFailed}</Notice>
              <Button variant="outline" onClick={() => void revalidator.revalidate()}>
                Try again
              </Button>
            </Card>
          ) : (
            <ProfileForm
              key={form.version}
              userId={userId}
              profile={profile}
              onSaved={onSaved}
              onMessage={say}
              footer={<StatusMessage message={message} onDone={clearMessage} />}
            />
          )}
          {userId !== null && <NotificationChoices />}
          {userId !== null && children}
        </div>
      </div>
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your profile…
      </span>
      {[0, 1, 2].map((i) => (
        <Card key={i} className="space-y-4">
          <Skeleton className="h-6 w-48" />
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        </Card>
      ))}
    </div>
  );
}
