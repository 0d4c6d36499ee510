import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from 'react';

// Radix Toast and the toasts' drawing load with the first toast, not with every page.
const ToastView = lazy(() => import('./toast-view').then((m) => ({ default: m.ToastView })));

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it goes (default 5000). */
  durationMs?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);

let nextId = 1;

/**
 * Non-blocking notices. Radix announces them politely (errors assertively), pauses on hover/focus,
 * and offers F8 to jump to them. Put the provider once around the app shell. Radix and the drawing
 * (toast-view.tsx) load when the first toast is asked for.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  // From the first toast on, the viewport stays mounted.
  const [shown, setShown] = useState(false);
  if (items.length > 0 && !shown) setShown(true);

  const toast = useCallback((options: ToastOptions) => {
    setItems((list) => [...list, { ...options, id: nextId++, open: true }]);
  }, []);

  const setOpen = (id: number, open: boolean) => {
    if (open) return;
    setItems((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
    // Leave time for the closing state, then forget it.
    window.setTimeout(() => setItems((list) => list.filter((t) => t.id !== id)), 300);
  };

  const value = useMemo(() => toast, [toast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ToastView items={items} setOpen={setOpen} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): (options: ToastOptions) => void {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs <ToastProvider> around the app');
  return toast;
}
