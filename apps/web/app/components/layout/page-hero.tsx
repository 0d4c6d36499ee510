import { Link } from 'react-router';
import { cn } from '../ui/cn';

/** The dark title band of an information page: breadcrumb (Home / this page), heading, lead text. */
export function PageHero({
  id,
  crumb,
  title,
  titleClassName,
  children,
}: {
  /** id of the heading, which labels the section. */
  id: string;
  crumb: string;
  title: React.ReactNode;
  titleClassName?: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-900 text-white">
      <div className="container-page py-14 sm:py-20">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-200">
          <ol className="flex gap-2">
            <li>
              <Link to="/" className="underline-offset-4 hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{crumb}</li>
          </ol>
        </nav>
        <h1 id={id} className={cn('mt-4 text-page-title font-bold tracking-tight sm:text-5xl', titleClassName)}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
