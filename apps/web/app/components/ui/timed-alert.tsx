import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';

// Radix Dialog and the alert's drawing load with the first alert, not with every page.
const TimedAlertView = lazy(() => import('./timed-alert-view').then((m) => ({ default: m.TimedAlertView })));

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

/**
 * Shows one alert at a time as a small modal dialog that closes itself after the given time, or
 * earlier with its button or Escape. Put the provider once around the app shell. Radix and the
 * drawing (timed-alert-view.tsx) load when the first alert is shown.
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

  return (
    <TimedAlertContext.Provider value={api}>
      {children}
      {alert && (
        <Suspense fallback={null}>
          <TimedAlertView alert={alert} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </TimedAlertContext.Provider>
  );
}

export function useTimedAlert(): TimedAlertApi {
  const api = useContext(TimedAlertContext);
  if (!api) throw new Error('useTimedAlert needs <TimedAlertProvider> around the app');
  return api;
}
