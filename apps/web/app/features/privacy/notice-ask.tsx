import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PRIVACY_NOTICE_PATH, type WithdrawablePurpose } from '@anupalan/shared/contracts/privacy-texts';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { serverMessage, succeeded } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { giveConsent, readConsents } from './api/consents';

/**
 * The updated privacy notice asked once (issue 24): the notice's link, the optional purposes
 * unticked, and 'Save my choices', which answers it (service delivery continues under it).
 */
export function NoticeAsk({
  version,
  busy,
  onSave,
  heading: Heading = 'h2',
}: {
  /** h3 inside the profile's Privacy section, h2 on a page of its own. */
  heading?: 'h2' | 'h3';
  version: number;
  busy: boolean;
  onSave: (purposes: WithdrawablePurpose[]) => void;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<Record<WithdrawablePurpose, boolean>>({ marketing: false, whatsapp: false });
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4" role="group" aria-labelledby="privacy-ask">
      <Heading id="privacy-ask" className="font-semibold text-slate-900">
        {t('privacy.ask.title')}
      </Heading>
      <p className="text-slate-800">
        {t('privacy.ask.text', { version })}{' '}
        <Link to={PRIVACY_NOTICE_PATH} className="font-medium text-brand-800 underline">
          {t('consent.readNotice')}
        </Link>
      </p>
      {(['marketing', 'whatsapp'] as const).map((p) => (
        <label key={p} className="flex min-h-11 items-center gap-3 text-slate-900">
          <input
            type="checkbox"
            className="size-5"
            checked={chosen[p]}
            disabled={busy}
            onChange={(e) => setChosen((o) => ({ ...o, [p]: e.target.checked }))}
          />
          {t(p === 'marketing' ? 'consent.optin.marketing' : 'consent.optin.whatsapp')}
        </label>
      ))}
      <Button
        type="button"
        loading={busy}
        onClick={() => onSave((Object.keys(chosen) as WithdrawablePurpose[]).filter((p) => chosen[p]))}
      >
        {t('privacy.ask.save')}
      </Button>
    </div>
  );
}

/**
 * The same question on an account page (My Requests): shown only while the signed-in customer has
 * not answered the notice in force; once answered it is gone, and never asked again for that version.
 */
export function NoticeUpdatePrompt() {
  const t = useT();
  const [version, setVersion] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    void readConsents().then((r) => {
      if (live && succeeded(r) && r.body.needs_answer) setVersion(r.body.notice.version);
    });
    return () => {
      live = false;
    };
  }, []);
  if (version === null && !result) return null;

  async function save(purposes: WithdrawablePurpose[]) {
    setBusy(true);
    const r = await giveConsent({ notice_version: version!, purposes, source: 'notice_update' });
    setBusy(false);
    if (succeeded(r)) {
      setVersion(null);
      setResult({ tone: 'success', text: t('privacy.api.recorded') });
    } else setResult({ tone: 'error', text: serverMessage(r) ?? t('privacy.failed') });
  }

  return (
    <div className="container-page max-w-4xl pt-6">
      {version !== null && <NoticeAsk version={version} busy={busy} onSave={(p) => void save(p)} />}
      {result && (
        <div role="status" className="mt-3">
          <Notice tone={result.tone}>{result.text}</Notice>
        </div>
      )}
    </div>
  );
}
