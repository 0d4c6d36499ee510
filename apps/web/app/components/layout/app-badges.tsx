import { cn } from '../ui/cn';
import { useT } from '../../lib/i18n';

const badgeClasses =
  'inline-flex min-h-12 items-center gap-2.5 rounded-lg border border-slate-500 bg-black px-3 py-1.5 text-white hover:border-white';

function PlayMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6 shrink-0">
      <path d="M4 2.5v19l10-9.5z" fill="#00d7fe" />
      <path d="M4 2.5 14 12l3.2-3.05L5.6 2.2c-.6-.3-1.2-.2-1.6.3z" fill="#00f076" />
      <path d="M4 21.5 14 12l3.2 3.05-11.6 6.75c-.6.3-1.2.2-1.6-.3z" fill="#ff3a44" />
      <path d="m17.2 8.95 3.3 1.9c.9.55.9 1.75 0 2.3l-3.3 1.9L14 12z" fill="#ffd500" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6 shrink-0" fill="currentColor">
      <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.2 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z" />
    </svg>
  );
}

/** 'Get it on Google Play' and 'Download on the App Store' badges drawn inline (no external images). */
export function AppBadges({ googlePlay, appStore, className }: { googlePlay: string; appStore: string; className?: string }) {
  const t = useT();
  return (
    <ul className={cn('flex flex-wrap gap-3', className)}>
      <li>
        <a href={googlePlay} target="_blank" rel="noopener noreferrer" className={badgeClasses}>
          <PlayMark />
          <span className="flex flex-col leading-tight">
            <span className="text-[0.8125rem]">{t('footer.getItOn')}</span>
            <span className="text-base font-semibold">Google Play</span>
          </span>
          <span className="sr-only">{t('footer.newTab')}</span>
        </a>
      </li>
      <li>
        <a href={appStore} target="_blank" rel="noopener noreferrer" className={badgeClasses}>
          <AppleMark />
          <span className="flex flex-col leading-tight">
            <span className="text-[0.8125rem]">{t('footer.downloadOn')}</span>
            <span className="text-base font-semibold">App Store</span>
          </span>
          <span className="sr-only">{t('footer.newTab')}</span>
        </a>
      </li>
    </ul>
  );
}
