import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

interface SpinnerProps {
  /** When given, the spinner is announced as a status with this text; otherwise it is decorative. */
  label?: string;
  className?: string;
}

/** For actions in progress. Page data uses skeletons instead (DESIGN.md). */
export function Spinner({ label, className }: SpinnerProps) {
  const icon = (
    <LoaderCircle aria-hidden="true" className={cn('size-5 shrink-0 animate-spin motion-reduce:animate-none', className)} />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
