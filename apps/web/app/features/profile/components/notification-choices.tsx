import { useEffect, useState } from 'react';
import { NOTIFICATION_MESSAGES as M, type NotificationPreferences } from '@anupalan/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { serverMessage, succeeded } from '../../../lib/api-client';
import { readNotificationPreferences, saveNotificationPreferences } from '../api/notification-preferences';

type Choice = 'email' | 'sms' | 'whatsapp';

/**
 * The profile's "Notifications" card (issue 20): transactional e-mail (with an address), SMS, and
 * WhatsApp only on opt-in (the server records when and where). A STOP sent by SMS or WhatsApp is
 * shown; choosing the channel again lifts it.
 */
export function NotificationChoices() {
  const [prefs, setPrefs] = useState<NotificationPreferences | null>(null);
  const [chosen, setChosen] = useState<Record<Choice, boolean>>({ email: false, sms: false, whatsapp: false });
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    void readNotificationPreferences().then((r) => {
      if (!live) return;
      if (succeeded(r)) {
        setPrefs(r.body.data);
        setChosen({ email: r.body.data.email, sms: r.body.data.sms, whatsapp: r.body.data.whatsapp });
      } else setResult({ tone: 'error', text: serverMessage(r) ?? 'Could not load your notification choices.' });
    });
    return () => {
      live = false;
    };
  }, []);

  async function save() {
    setSaving(true);
    setResult(null);
    const r = await saveNotificationPreferences(chosen);
    setSaving(false);
    if (succeeded(r)) {
      setPrefs(r.body.data);
      setResult({ tone: 'success', text: r.body.message });
    } else setResult({ tone: 'error', text: serverMessage(r) ?? 'Could not save your notification choices.' });
  }

  // The hint sits beside the label, not in it: the box's name is the channel alone.
  const box = (name: Choice, label: string, hint: string, disabled: boolean) => (
    <div className="flex items-start gap-3">
      <input
        id={`notify-${name}`}
        type="checkbox"
        name={name}
        className="mt-3 size-5"
        checked={chosen[name]}
        disabled={disabled || saving}
        aria-describedby={`notify-${name}-hint`}
        onChange={(e) => setChosen((c) => ({ ...c, [name]: e.target.checked }))}
      />
      <div>
        <label htmlFor={`notify-${name}`} className="flex min-h-11 items-center font-medium text-slate-900">
          {label}
        </label>
        <p id={`notify-${name}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      </div>
    </div>
  );

  return (
    <Card className="mt-6">
      <CardTitle as="h2">Notifications</CardTitle>
      <CardDescription>How we tell you about your orders: payments, documents, progress and reminders.</CardDescription>
      {!prefs ? (
        result ? (
          <div className="mt-4">
            <Notice tone="error">{result.text}</Notice>
          </div>
        ) : (
          <p className="mt-4 text-slate-700" role="status">
            Loading your notification choices…
          </p>
        )
      ) : (
        // A group, not a second form element inside the profile page's main (whose one form is the profile's).
        <div className="mt-4 space-y-3" role="group" aria-label="Notification choices">
          {box('email', 'E-mail', prefs.has_email ? 'Order updates by e-mail.' : M.noEmail, !prefs.has_email)}
          {box(
            'sms',
            'SMS',
            prefs.sms_stopped
              ? 'You sent STOP: tick to get SMS again.'
              : prefs.has_mobile
                ? 'Order updates by text message.'
                : M.noMobileForWhatsapp,
            !prefs.has_mobile,
          )}
          {box(
            'whatsapp',
            'WhatsApp',
            prefs.whatsapp_opt_in_at
              ? `You opted in on ${new Date(prefs.whatsapp_opt_in_at).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' })}.`
              : prefs.has_mobile
                ? 'Tick to get order updates on WhatsApp.'
                : M.noMobileForWhatsapp,
            !prefs.has_mobile,
          )}
          <div className="flex flex-wrap items-center gap-3 pt-2">
            <Button type="button" loading={saving} loadingText="Saving…" onClick={() => void save()}>
              Save notification choices
            </Button>
          </div>
          {result && <Notice tone={result.tone}>{result.text}</Notice>}
        </div>
      )}
    </Card>
  );
}
