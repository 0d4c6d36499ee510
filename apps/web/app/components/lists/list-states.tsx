import { RotateCw, Search } from 'lucide-react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { LoadingRegion, Skeleton } from '../ui/skeleton';
import { cn } from '../ui/cn';
import { controlClasses } from '../ui/form-field';

/**
 * The three states every account and back-office list shows besides its rows: loading (skeleton
 * rows, announced once), a failure with 'Try Again', and nothing to show.
 */

export function ListLoading({
  label,
  rows = 3,
  rowClassName = 'h-14',
  className,
  children,
}: {
  label: string;
  rows?: number;
  rowClassName?: string;
  className?: string;
  /** Placeholders shown above the rows (e.g. summary tiles). */
  children?: React.ReactNode;
}) {
  return (
    <LoadingRegion label={label}>
      {children}
      <div className={cn('space-y-3', className ?? 'mt-6')}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className={cn(rowClassName, 'w-full')} />
        ))}
      </div>
    </LoadingRegion>
  );
}

export function ListError({
  message,
  onRetry,
  className,
}: {
  message: React.ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Card role="alert" className={cn('text-center', className ?? 'mt-6')}>
      <p className="font-semibold text-red-800">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try Again
      </Button>
    </Card>
  );
}

export function ListEmpty({
  icon: Icon,
  children,
  className,
}: {
  icon?: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('flex flex-col items-center gap-3 py-10 text-center', className ?? 'mt-6')}>
      {Icon ? <Icon aria-hidden="true" className="size-10 text-slate-500" /> : null}
      {children}
    </Card>
  );
}

/** A table's column headings (the desktop table of an account list). */
export function ColumnHeads({ columns, className }: { columns: readonly string[]; className?: string }) {
  return (
    <thead className={cn('bg-slate-50 text-sm text-slate-700', className)}>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col" className="px-4 py-3 font-semibold">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The search box above a list: a label, a magnifier and a search input. */
export function SearchField({
  id,
  label = 'Search',
  value,
  onChange,
  placeholder,
  className,
}: {
  id: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-600"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className={cn(controlClasses, 'border-slate-400 pl-10')}
        />
      </div>
    </div>
  );
}
