import { Dialog as D } from 'radix-ui';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { buttonClasses } from './button';
import { overlayClasses, panelClasses } from './dialog';
import { cn } from './cn';
import type { TimedAlertOptions } from './timed-alert';

const icons = {
  success: { Icon: CircleCheck, className: 'bg-green-50 text-green-700' },
  error: { Icon: CircleAlert, className: 'bg-red-50 text-red-700' },
  info: { Icon: Info, className: 'bg-brand-50 text-brand-700' },
} as const;

/** The alert itself (Radix Dialog), loaded with the first alert (see timed-alert.tsx). */
export function TimedAlertView({
  alert,
  open,
  setOpen,
}: {
  alert: TimedAlertOptions | null;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const look = icons[alert?.icon ?? 'info'];
  return (
    <D.Root open={open} onOpenChange={setOpen}>
      <D.Portal>
        <D.Overlay className={overlayClasses} />
        <D.Content
          role="alertdialog"
          className={cn(panelClasses, 'max-w-sm text-center')}
          {...(alert?.text ? {} : { 'aria-describedby': undefined })}
        >
          <span className={cn('mx-auto mb-3 flex size-14 items-center justify-center rounded-full', look.className)}>
            <look.Icon aria-hidden="true" className="size-8" />
          </span>
          <D.Title className="text-xl font-semibold text-brand-900">{alert?.title}</D.Title>
          {alert?.text && <D.Description className="mt-2 text-slate-700">{alert.text}</D.Description>}
          <D.Close className={buttonClasses({ className: 'mt-6 w-full sm:w-auto sm:min-w-32' })}>
            {alert?.closeLabel ?? 'OK'}
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
