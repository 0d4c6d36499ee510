import { cn } from '../ui/cn';

/** The brand mark (same drawing as /favicon.svg): a saffron 'A' on indigo-navy. Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="#1a2349" />
      <path d="M32 12 14 50h8l4-9h12l4 9h8L32 12Zm-3 22 3-8 3 8h-6Z" fill="#f59e1b" />
    </svg>
  );
}

/** Mark plus brand name; `onDark` for the footer. The name is the accessible text. */
export function BrandName({
  name,
  onDark = false,
  className,
  nameClassName,
}: {
  name: string;
  onDark?: boolean;
  className?: string;
  /** E.g. 'lg:max-xl:sr-only' to keep only the mark where space is tight (the name stays readable to assistive tech). */
  nameClassName?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark className={onDark ? 'ring-1 ring-white/30 rounded-[0.55rem]' : undefined} />
      <span className={cn('text-xl font-bold tracking-tight', onDark ? 'text-white' : 'text-brand-900', nameClassName)}>
        {name}
      </span>
    </span>
  );
}
