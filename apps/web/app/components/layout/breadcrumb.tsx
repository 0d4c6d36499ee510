import { Fragment } from 'react';
import { Link } from 'react-router';
import { ChevronRight, House } from 'lucide-react';
import { useT } from '../../lib/i18n';

/**
 * How a breadcrumb looks where it stands. Information pages (their dark title band, `PageHero`)
 * and legal pages write "Home / page"; the category and article pages write "⌂ Home › … › page"
 * with 44 px tall links.
 */
const LOOKS = {
  /** PageHero's dark band. */
  band: {
    nav: 'text-sm text-slate-200',
    ol: 'flex gap-2',
    home: 'underline-offset-4 hover:underline',
    link: 'underline-offset-4 hover:underline',
    current: undefined,
    chevrons: false,
  },
  /** A legal page, on white. */
  legal: {
    nav: 'text-sm text-slate-700',
    ol: 'flex gap-2',
    home: 'text-brand-700 underline-offset-4 hover:underline',
    link: 'text-brand-700 underline-offset-4 hover:underline',
    current: undefined,
    chevrons: false,
  },
  /** A category page's dark header. */
  category: {
    nav: undefined,
    ol: 'flex flex-wrap items-center gap-1 text-sm text-brand-100',
    home: 'inline-flex min-h-11 items-center gap-1 rounded hover:underline',
    link: 'inline-flex min-h-11 items-center rounded hover:underline',
    current: 'font-medium text-white',
    chevrons: true,
  },
  /** A blog article, on white: a long title is cut to one line. */
  article: {
    nav: undefined,
    ol: 'flex flex-wrap items-center gap-1 text-sm text-slate-600',
    home: 'inline-flex min-h-11 items-center gap-1 hover:underline',
    link: 'inline-flex min-h-11 items-center hover:underline',
    current: 'max-w-full truncate font-medium text-slate-800',
    chevrons: true,
  },
} as const;

/** The trail from Home to this page: Home, the `trail` links in order, then `current` (aria-current). */
export function Breadcrumb({
  look,
  trail = [],
  current,
}: {
  look: keyof typeof LOOKS;
  trail?: Array<{ label: string; to: string }>;
  current: React.ReactNode;
}) {
  const l = LOOKS[look];
  const t = useT();
  const separator = <li aria-hidden="true">{l.chevrons ? <ChevronRight className="size-4" /> : '/'}</li>;
  return (
    <nav aria-label={t('breadcrumb.label')} className={l.nav}>
      <ol className={l.ol}>
        <li>
          <Link to={t.path('/')} className={l.home}>
            {l.chevrons && <House aria-hidden="true" className="size-4" />}
            {t('breadcrumb.home')}
          </Link>
        </li>
        {trail.map((c) => (
          <Fragment key={c.to}>
            {separator}
            <li>
              <Link to={c.to} className={l.link}>
                {c.label}
              </Link>
            </li>
          </Fragment>
        ))}
        {separator}
        <li aria-current="page" className={l.current}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
