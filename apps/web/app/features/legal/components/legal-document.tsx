import { Fragment, useId } from 'react';
import { Breadcrumb } from '../../../components/layout/breadcrumb';
import { cn } from '../../../components/ui/cn';
import { useScrollSpy } from '../hooks/use-scroll-spy';

export interface LegalSection {
  /** Anchor id, e.g. "data-security". */
  id: string;
  title: string;
  body: React.ReactNode;
}

/**
 * 'Google Ads/Analytics/Remarketing' has no break opportunity, so at 375 px the browser cut it
 * mid-word ('Remarketin g', issue 8). A break opportunity after each slash lets the line wrap
 * between words; break-words stays only as the last resort for a single word too long for a line.
 */
function breakAfterSlashes(text: string): React.ReactNode {
  const parts = text.split('/');
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

/**
 * A long legal text with numbered sections and a Contents list that links to each section's anchor
 * and highlights (aria-current) the section being read. The list is sticky beside the text from
 * 1024 px; on smaller screens it sits above the text.
 */
export function LegalDocument({
  title,
  breadcrumb,
  intro,
  sections,
}: {
  title: string;
  breadcrumb: string;
  intro: React.ReactNode;
  sections: LegalSection[];
}) {
  const contentsId = useId();
  const endId = useId();
  const [active, setActive] = useScrollSpy(
    sections.map((s) => s.id),
    endId,
  );
  return (
    <div className="container-page py-10 sm:py-14">
      <Breadcrumb look="legal" current={breadcrumb} />
      <h1 className="mt-3 text-page-title font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 max-w-3xl text-slate-700">{intro}</div>

      <div className="mt-8 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-labelledby={contentsId}
          className="mb-10 rounded-card border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-28 lg:mb-0 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto"
        >
          <h2 id={contentsId} className="px-2 text-base font-semibold text-brand-900">
            Contents
          </h2>
          <ol className="mt-2 space-y-0.5">
            {sections.map((s, i) => {
              const current = active === s.id;
              return (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    aria-current={current ? 'location' : undefined}
                    onClick={() => setActive(s.id)}
                    className={cn(
                      'flex min-h-11 items-center gap-2 rounded-lg border-l-4 px-2 py-1.5 text-[0.9375rem] leading-snug',
                      current
                        ? 'border-accent-500 bg-white font-semibold text-brand-900 shadow-sm'
                        : 'border-transparent text-slate-700 hover:bg-white hover:text-brand-900',
                    )}
                  >
                    <span className="w-6 shrink-0 text-right tabular-nums">{i + 1}.</span>
                    <span className="min-w-0 break-words">{breakAfterSlashes(s.title)}</span>
                  </a>
                </li>
              );
            })}
          </ol>
        </nav>

        <div className="min-w-0 max-w-3xl">
          {sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className="scroll-mt-20 md:scroll-mt-28 border-b border-slate-200 pb-8 not-first:pt-8 last:border-b-0"
            >
              <h2 id={`${s.id}-title`} className="text-xl font-semibold break-words text-brand-900 sm:text-2xl">
                {i + 1}. {breakAfterSlashes(s.title)}
              </h2>
              <div className="prose-content mt-3 text-slate-800">{s.body}</div>
            </section>
          ))}
          <div id={endId} aria-hidden="true" className="h-px" />
        </div>
      </div>
    </div>
  );
}
