import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from './cn';

const tones = {
  info: { Icon: Info, role: 'status', className: 'border-brand-200 bg-brand-50 text-brand-900' },
  success: { Icon: CircleCheck, role: 'status', className: 'border-green-200 bg-green-50 text-green-900' },
  error: { Icon: CircleAlert, role: 'alert', className: 'border-red-200 bg-red-50 text-red-800' },
} as const;

/** A one-line message in a form: errors are alerts, the rest are polite status messages. */
export function Notice({ tone, children }: { tone: keyof typeof tones; children: React.ReactNode }) {
  const t = tones[tone];
  return (
    <p role={t.role} className={cn('flex items-start gap-2 rounded-lg border px-3 py-2 text-sm font-medium', t.className)}>
      <t.Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
