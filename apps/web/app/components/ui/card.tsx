import { cn } from './cn';

/** A white surface with a soft border and the one card radius (DESIGN.md). */
export function Card({ className, ...rest }: React.ComponentProps<'div'>) {
  return <div className={cn('rounded-card border border-slate-200 bg-white p-5 sm:p-6', className)} {...rest} />;
}

type HeadingLevel = 'h2' | 'h3' | 'h4';

export function CardTitle({ as: Tag = 'h3', className, ...rest }: React.ComponentProps<'h3'> & { as?: HeadingLevel }) {
  return <Tag className={cn('text-lg font-semibold text-brand-900', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: React.ComponentProps<'p'>) {
  return <p className={cn('mt-1 text-slate-700', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: React.ComponentProps<'div'>) {
  return <div className={cn('mt-5 flex flex-wrap items-center gap-3', className)} {...rest} />;
}
