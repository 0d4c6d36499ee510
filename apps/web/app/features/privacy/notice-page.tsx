import { Link } from 'react-router';
import type { GrievanceOfficer } from '@anupalan/shared';
import { NOTICE_RETENTION, PRIVACY_NOTICE } from '@anupalan/shared/contracts/privacy-texts';
import { formatDate } from '@anupalan/shared/i18n';
import type { MessageKey } from '@anupalan/shared/i18n';
import { useT } from '../../lib/i18n';

type Part = { title: MessageKey; items: MessageKey[] };

const PARTS: Part[] = [
  {
    title: 'privacy.notice.collect.title',
    items: [
      'privacy.notice.collect.1',
      'privacy.notice.collect.2',
      'privacy.notice.collect.3',
      'privacy.notice.collect.4',
      'privacy.notice.collect.5',
    ],
  },
  {
    title: 'privacy.notice.why.title',
    items: ['privacy.notice.why.1', 'privacy.notice.why.2', 'privacy.notice.why.3', 'privacy.notice.why.4'],
  },
  {
    title: 'privacy.notice.keep.title',
    items: ['privacy.notice.keep.1', 'privacy.notice.keep.2', 'privacy.notice.keep.3', 'privacy.notice.keep.4'],
  },
  {
    title: 'privacy.notice.share.title',
    items: ['privacy.notice.share.1', 'privacy.notice.share.2', 'privacy.notice.share.3', 'privacy.notice.share.4'],
  },
  {
    title: 'privacy.notice.rights.title',
    items: ['privacy.notice.rights.1', 'privacy.notice.rights.2', 'privacy.notice.rights.3', 'privacy.notice.rights.4'],
  },
];

const VALUES: Partial<Record<MessageKey, Record<string, number>>> = {
  'privacy.notice.keep.2': { days: NOTICE_RETENTION.documentsDays },
  'privacy.notice.keep.3': { days: NOTICE_RETENTION.leadsDays },
  'privacy.notice.keep.4': { years: NOTICE_RETENTION.invoiceYears },
};

/**
 * The privacy notice (issue 24, DPDP Act 2023 s. 5): short and itemised, versioned, at its own
 * address, linked from every form that records consent and from the profile's Privacy section.
 * The grievance officer comes from the site configuration.
 */
export function PrivacyNoticePage({ brand, officer }: { brand: string; officer: GrievanceOfficer }) {
  const t = useT();
  return (
    <article aria-labelledby="notice-title" className="bg-slate-50 py-8 sm:py-12">
      <div className="container-page max-w-3xl">
        <h1 id="notice-title" className="text-page-title font-semibold text-brand-900">
          {t('privacy.notice.title')}
        </h1>
        <p className="mt-2 text-sm text-slate-700">
          {t('privacy.notice.version', {
            version: PRIVACY_NOTICE.version,
            date: formatDate(t.lang, `${PRIVACY_NOTICE.published}T00:00:00+05:30`),
          })}
        </p>
        <p className="mt-4 text-slate-800">{t('privacy.notice.intro', { brand })}</p>
        {PARTS.map((part) => (
          <section key={part.title} className="mt-6">
            <h2 className="text-lg font-semibold text-brand-900">{t(part.title)}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
              {part.items.map((key) => (
                <li key={key}>{t(key, VALUES[key])}</li>
              ))}
            </ul>
          </section>
        ))}
        <section className="mt-6">
          <h2 className="text-lg font-semibold text-brand-900">{t('privacy.notice.withdraw.title')}</h2>
          <p className="mt-2 text-slate-800">{t('privacy.notice.withdraw.text')}</p>
          <p className="mt-2">
            <Link to="/profile#privacy" className="font-medium text-brand-800 underline">
              {t('privacy.notice.profileLink')}
            </Link>
          </p>
        </section>
        <section className="mt-6">
          <h2 className="text-lg font-semibold text-brand-900">{t('privacy.notice.officer.title')}</h2>
          <address className="mt-2 not-italic text-slate-800">
            {officer.name}, {officer.designation}
            <br />
            {officer.address}
            <br />
            <a href={`mailto:${officer.email}`} className="text-brand-800 underline">
              {officer.email}
            </a>
            <br />
            <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`} className="text-brand-800 underline">
              {officer.phone}
            </a>
          </address>
          <p className="mt-2">
            <Link to={t.path('/grievance')} className="font-medium text-brand-800 underline">
              {t('privacy.notice.officer.write')}
            </Link>
          </p>
        </section>
      </div>
    </article>
  );
}
