import { FlaskConical, Lock } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n';

/** Unmistakable wherever the built-in test gateway is active (DESIGN.md Trust). */
export function TestModeBadge({ className, detail = true }: { className?: string; detail?: boolean }) {
  const t = useT();
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-lg border-2 border-dashed border-amber-600 bg-amber-50 px-3 py-1.5 text-sm font-semibold text-amber-900',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {t('checkout.testMode')}
        {detail && <span className="font-normal">{t('checkout.testModeDetail')}</span>}
      </span>
    </p>
  );
}

/** The true security cue for the live gateway, or the test-mode badge. Nothing until the gateway is known. */
export function GatewayCue({ gateway, className }: { gateway: 'razorpay' | 'test' | null; className?: string }) {
  const t = useT();
  if (gateway === 'test') return <TestModeBadge className={className} />;
  if (gateway === 'razorpay') {
    return (
      <p className={cn('inline-flex items-center gap-2 text-sm text-slate-700', className)}>
        <Lock aria-hidden="true" className="size-4 shrink-0 text-green-700" />
        {t('checkout.razorpay')}
      </p>
    );
  }
  return null;
}
