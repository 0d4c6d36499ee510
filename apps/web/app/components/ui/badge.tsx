import { CircleCheck, CircleDashed, CircleDot, CircleX, Clock, FileCheck } from 'lucide-react';
import { cn } from './cn';

export type BadgeTone = 'success' | 'info' | 'brand' | 'warning' | 'danger' | 'neutral';

// Each pair is well above 4.5:1.
const tones: Record<BadgeTone, string> = {
  success: 'bg-green-50 text-green-800 ring-green-700/25',
  info: 'bg-sky-50 text-sky-900 ring-sky-700/25',
  brand: 'bg-brand-50 text-brand-800 ring-brand-700/25',
  warning: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  danger: 'bg-red-50 text-red-800 ring-red-700/25',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-600/25',
};

export function Badge({ tone = 'neutral', className, ...rest }: React.ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}

export const STATUS_LABELS = [
  'Completed',
  'In Progress',
  'File Uploaded',
  'Pending',
  'Cancelled',
  'Paid',
  'Partial',
  'Unpaid',
] as const;
export type StatusLabel = (typeof STATUS_LABELS)[number];

const statusLook: Record<StatusLabel, { tone: BadgeTone; Icon: typeof CircleCheck }> = {
  Completed: { tone: 'success', Icon: CircleCheck },
  'In Progress': { tone: 'info', Icon: CircleDot },
  'File Uploaded': { tone: 'brand', Icon: FileCheck },
  Pending: { tone: 'warning', Icon: Clock },
  Cancelled: { tone: 'danger', Icon: CircleX },
  Paid: { tone: 'success', Icon: CircleCheck },
  Partial: { tone: 'warning', Icon: CircleDashed },
  Unpaid: { tone: 'danger', Icon: CircleX },
};

/** A request or payment status: colour, icon and the word, never colour alone. */
export function StatusBadge({ status, label, className }: { status: StatusLabel; label?: string; className?: string }) {
  const { tone, Icon } = statusLook[status];
  return (
    <Badge tone={tone} className={className}>
      <Icon aria-hidden="true" className="size-3.5" />
      {label ?? status}
    </Badge>
  );
}
