import { useLocation } from 'react-router';
import { Languages } from 'lucide-react';
import { HTML_LANG, otherLanguagePath, rememberLanguage, useT } from '../../lib/i18n';
import { cn } from '../ui/cn';
import { useRootData } from '../../root';

/**
 * The header's language switch (issue 23): the same page in the other language, its name written in
 * that language (marked with its `lang`, so a screen reader says it right). The choice is kept in the
 * `lang` cookie (and on a signed-in person's account), and the other language's page is a full page
 * load (it brings that language's catalogue). Not drawn on a page that exists in English only.
 */
export function LanguageSwitcher({ className, onDark = false }: { className?: string; onDark?: boolean }) {
  const location = useLocation();
  const { user } = useRootData();
  const t = useT();
  const other = otherLanguagePath(location.pathname, t.lang);
  if (!other) return null;
  const name = t(`lang.name.${other.lang}`);
  return (
    <a
      href={`${other.path}${location.search}${location.hash}`}
      hrefLang={HTML_LANG[other.lang]}
      lang={HTML_LANG[other.lang]}
      title={t('lang.switchTo', { language: name })}
      onClick={() => rememberLanguage(other.lang, user !== null)}
      data-testid="language-switcher"
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold',
        onDark ? 'text-white hover:bg-white/10' : 'text-brand-800 hover:bg-brand-50',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      {name}
    </a>
  );
}
