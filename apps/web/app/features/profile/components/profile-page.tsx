import { useCallback, useEffect, useState } from 'react';
import { PROFILE_MESSAGES as M, type Profile } from '@anupalan/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRequireUser } from '../../../lib/use-require-user';
import { serverMessage, succeeded, unreachable } from '../../../lib/api-client';
import { notifyUserChanged, readStoredUser, writeStoredUser } from '../../auth/lib/session-store';
import { Notice } from '../../../components/ui/notice';
import { getProfile, profileOf } from '../api/get-profile';
import { ProfileForm } from './profile-form';
import { StatusMessage, type StatusMessageValue } from './status-message';

type Load = { kind: 'loading' } | { kind: 'ready'; profile: Partial<Profile>; version: number } | { kind: 'error'; text: string };

/** '/profile' (portal §2 Profile screen): signed-in only; loads the profile, then the form. */
export function ProfilePage() {
  const user = useRequireUser();
  const userId = user?.id ?? null;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState<StatusMessageValue | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    getProfile(userId).then((res) => {
      if (!live) return;
      if (succeeded(res)) {
        const profile = profileOf(res.body);
        setLoad(profile ? { kind: 'ready', profile, version: Date.now() } : { kind: 'error', text: M.noUserData });
      } else {
        setLoad({ kind: 'error', text: unreachable(res) ? M.loadFailed : (serverMessage(res) ?? M.loadFailed) });
      }
    });
    return () => {
      live = false;
    };
  }, [userId, attempt]);

  const say = useCallback((tone: 'success' | 'error', text: string) => {
    setMessage((m) => ({ tone, text, seq: (m?.seq ?? 0) + 1 }));
  }, []);
  const clearMessage = useCallback(() => setMessage(null), []);

  function onSaved(profile: Partial<Profile> | null, text: string) {
    say('success', text);
    if (profile) {
      // A fresh form from what the server kept (the Aadhaar number comes back masked).
      setLoad({ kind: 'ready', profile, version: Date.now() });
      const stored = readStoredUser();
      writeStoredUser({
        id: userId,
        name: profile.fullName ?? null,
        user_name: stored?.user_name ?? profile.email ?? profile.mobile ?? null,
        email: profile.email ?? null,
      });
    } else {
      setAttempt((a) => a + 1);
    }
    // The header's label follows the new name.
    notifyUserChanged();
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
          ) : load.kind === 'loading' ? (
            <ProfileSkeleton />
          ) : load.kind === 'error' ? (
            <Card className="space-y-4">
              <Notice tone="error">{load.text}</Notice>
              <Button
                variant="outline"
                onClick={() => {
                  setLoad({ kind: 'loading' });
                  setAttempt((a) => a + 1);
                }}
              >
                Try again
              </Button>
            </Card>
          ) : (
            <ProfileForm
              key={load.version}
              userId={userId}
              profile={load.profile}
              onSaved={onSaved}
              onMessage={say}
              footer={<StatusMessage message={message} onDone={clearMessage} />}
            />
          )}
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
