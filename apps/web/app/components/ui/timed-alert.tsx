import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Dialog as D } from 'radix-ui';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { buttonClasses } from './button';
import { overlayClasses, panelClasses } from './dialog';
import { cn } from './cn';

export type TimedAlertIcon = 'success' | 'error' | 'info';

export interface TimedAlertOptions {
  title: string;
  text?: string;
  icon?: TimedAlertIcon;
  /** Closes by itself after this many milliseconds (e.g. 90000 for 'Welcome, {name}!', 1500 for 'Logged Out!'). */
  durationMs?: number;
  /** Label of the button that closes it early. */
  closeLabel?: string;
}

interface TimedAlertApi {
  show: (options: TimedAlertOptions) => void;
  close: () => void;
}

const TimedAlertContext = createContext<TimedAlertApi | null>(null);

const icons = {
  success: { Icon: CircleCheck, className: 'bg-green-50 text-green-700' },
  error: { Icon: CircleAlert, className: 'bg-red-50 text-red-700' },
  info: { Icon: Info, className: 'bg-brand-50 text-brand-700' },
} as const;

/**
 * Shows one alert at a time as a small modal dialog that closes itself after the given time, or
 * earlier with its button or Escape. Put the provider once around the app shell.
 */
export function TimedAlertProvider({ children }: { children: React.ReactNode }) {
  // `seq` makes a repeated identical alert restart its timer.
  const [alert, setAlert] = useState<(TimedAlertOptions & { seq: number }) | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((options: TimedAlertOptions) => {
    setAlert((prev) => ({ ...options, seq: (prev?.seq ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open || !alert?.durationMs) return;
    const timer = window.setTimeout(() => setOpen(false), alert.durationMs);
    return () => window.clearTimeout(timer);
  }, [open, alert]);

  const api = useMemo(() => ({ show, close }), [show, close]);
  const look = icons[alert?.icon ?? 'info'];

  return (
    <TimedAlertContext.Provider value={api}>
      {children}
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
    </TimedAlertContext.Provider>
  );
}

export function useTimedAlert(): TimedAlertApi {
  const api = useContext(TimedAlertContext);
  if (!api) throw new Error('useTimedAlert needs <TimedAlertProvider> around the app');
  return api;
}
