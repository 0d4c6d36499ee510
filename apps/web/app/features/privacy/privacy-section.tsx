import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  CONSENT_PURPOSES,
  DELETE_ACCOUNT_PATH,
  PRIVACY_NOTICE_PATH,
  type ConsentPurpose,
  type WithdrawablePurpose,
} from '@anupalan/shared/contracts/privacy-texts';
import type { ConsentsResponse } from '@anupalan/shared/contracts/privacy';
import { formatDate, type MessageKey } from '@anupalan/shared/i18n';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { serverMessage, succeeded } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { giveConsent, readConsents, withdrawConsent } from './api/consents';
import { NoticeAsk } from './notice-ask';

const NAME: Record<ConsentPurpose, MessageKey> = {
  service: 'privacy.purpose.service',
  marketing: 'privacy.purpose.marketing',
  whatsapp: 'privacy.purpose.whatsapp',
};
const HINT: Record<ConsentPurpose, MessageKey> = {
  service: 'privacy.purpose.service.hint',
  marketing: 'privacy.purpose.marketing.hint',
  whatsapp: 'privacy.purpose.whatsapp.hint',
};
const SOURCE: Record<ConsentsResponse['records'][number]['source'], MessageKey> = {
  signup: 'privacy.source.signup',
  consultation: 'privacy.source.consultation',
  partner_registration: 'privacy.source.partner_registration',
  newsletter: 'privacy.source.newsletter',
  notice_update: 'privacy.source.notice_update',
  profile: 'privacy.source.profile',
};

/**
 * The profile's "Privacy" section (issue 24): each purpose with the date it was given or withdrawn,
 * marketing and WhatsApp withdrawn (or given again) at once, what withdrawing service delivery means
 * (the account's deletion, `/profile#delete-account`), the history of every consent, and the updated
 * notice asked once.
 */
export function PrivacySection() {
  const t = useT();
  const [data, setData] = useState<ConsentsResponse | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const date = (iso: string) => formatDate(t.lang, iso);

  useEffect(() => {
    let live = true;
    void readConsents().then((r) => {
      if (!live) return;
      if (succeeded(r)) setData(r.body);
      else setResult({ tone: 'error', text: serverMessage(r) ?? t('privacy.loadFailed') });
    });
    return () => {
      live = false;
    };
  }, [t]);

  async function run(key: string, call: () => ReturnType<typeof readConsents>, done: MessageKey) {
    setBusy(key);
    setResult(null);
    const r = await call();
    setBusy(null);
    if (succeeded(r)) {
      setData(r.body);
      setResult({ tone: 'success', text: t(done) });
    } else setResult({ tone: 'error', text: serverMessage(r) ?? t('privacy.failed') });
  }

  const withdraw = (purpose: WithdrawablePurpose) => run(purpose, () => withdrawConsent(purpose), 'privacy.api.withdrawn');
  const give = (purpose: WithdrawablePurpose) =>
    run(purpose, () => giveConsent({ notice_version: data!.notice.version, purposes: [purpose] }), 'privacy.api.recorded');
  const answer = (purposes: WithdrawablePurpose[]) =>
    run(
      'ask',
      () => giveConsent({ notice_version: data!.notice.version, purposes, source: 'notice_update' }),
      'privacy.api.recorded',
    );

  return (
    <Card id="privacy" className="mt-6 scroll-mt-24" aria-labelledby="privacy-title">
      <CardTitle as="h2" id="privacy-title">
        {t('privacy.section.title')}
      </CardTitle>
      <CardDescription>
        {t('privacy.section.intro')}{' '}
        <Link to={PRIVACY_NOTICE_PATH} className="font-medium text-brand-800 underline">
          {t('consent.readNotice')}
        </Link>
      </CardDescription>
      {!data ? (
        result ? (
          <div className="mt-4">
            <Notice tone="error">{result.text}</Notice>
          </div>
        ) : (
          <p className="mt-4 text-slate-700" role="status">
            {t('privacy.loading')}
          </p>
        )
      ) : (
        <div className="mt-4 space-y-4">
          {data.needs_answer && (
            <NoticeAsk heading="h3" version={data.notice.version} busy={busy === 'ask'} onSave={(p) => void answer(p)} />
          )}
          <ul className="divide-y divide-slate-200" aria-label={t('privacy.section.title')}>
            {CONSENT_PURPOSES.map((purpose) => {
              const state = data.purposes.find((p) => p.purpose === purpose)!;
              const name = t(NAME[purpose]);
              const status = state.given
                ? t('privacy.status.given', { date: date(state.given_at!) })
                : state.withdrawn_at
                  ? t('privacy.status.withdrawn', { date: date(state.withdrawn_at) })
                  : t('privacy.status.notGiven');
              return (
                <li key={purpose} className="flex flex-wrap items-center justify-between gap-3 py-3" data-purpose={purpose}>
                  <div>
                    <p className="font-medium text-slate-900">{name}</p>
                    <p className="text-sm text-slate-700">{t(HINT[purpose])}</p>
                    <p className="text-sm font-medium text-slate-800" data-testid={`consent-status-${purpose}`}>
                      {status}
                    </p>
                  </div>
                  {purpose !== 'service' &&
                    (state.given ? (
                      <Button
                        type="button"
                        variant="outline"
                        aria-label={t('privacy.withdrawFor', { purpose: name })}
                        loading={busy === purpose}
                        disabled={busy !== null}
                        onClick={() => void withdraw(purpose)}
                      >
                        {t('privacy.withdraw')}
                      </Button>
                    ) : (
                      <Button
                        type="button"
                        variant="outline"
                        aria-label={t('privacy.giveFor', { purpose: name })}
                        loading={busy === purpose}
                        disabled={busy !== null}
                        onClick={() => void give(purpose)}
                      >
                        {t('privacy.give')}
                      </Button>
                    ))}
                </li>
              );
            })}
          </ul>
          {result && (
            <div role="status">
              <Notice tone={result.tone}>{result.text}</Notice>
            </div>
          )}
          <details className="rounded-lg border border-slate-200 p-4">
            <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-900">{t('privacy.service.title')}</summary>
            <p className="mt-2 text-slate-800">{t('privacy.service.text')}</p>
            <p className="mt-3">
              <Link to={DELETE_ACCOUNT_PATH} className="font-medium text-red-800 underline">
                {t('privacy.service.delete')}
              </Link>
            </p>
          </details>
          {data.records.length > 0 && (
            <div>
              <h3 className="font-semibold text-slate-900">{t('privacy.history.title')}</h3>
              <ul className="mt-2 space-y-1 text-sm text-slate-800">
                {data.records.map((r) => (
                  <li key={r.id}>
                    {t('privacy.history.given', {
                      purpose: t(NAME[r.purpose]),
                      date: date(r.given_at),
                      source: t(SOURCE[r.source]),
                      version: r.notice_version,
                    })}
                    {r.withdrawn_at && <>; {t('privacy.history.withdrawn', { date: date(r.withdrawn_at) })}</>}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
