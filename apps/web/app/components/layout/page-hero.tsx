import { Breadcrumb } from './breadcrumb';
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
        <Breadcrumb look="band" current={crumb} />
        <h1 id={id} className={cn('mt-4 text-page-title font-bold tracking-tight sm:text-5xl', titleClassName)}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
