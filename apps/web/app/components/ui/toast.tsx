import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { Toast as T } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from './cn';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it goes (default 5000). */
  durationMs?: number;
}

interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);

const looks = {
  success: { Icon: CircleCheck, icon: 'text-green-700', bar: 'border-l-green-600' },
  error: { Icon: CircleAlert, icon: 'text-red-700', bar: 'border-l-red-600' },
  info: { Icon: Info, icon: 'text-brand-700', bar: 'border-l-brand-600' },
} as const;

let nextId = 1;

/**
 * Non-blocking notices. Radix announces them politely (errors assertively), pauses on hover/focus,
 * and offers F8 to jump to them. Put the provider once around the app shell.
 */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);

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
      <T.Provider swipeDirection="right" label="Notification">
        {children}
        {items.map((t) => {
          const look = looks[t.tone ?? 'info'];
          return (
            <T.Root
              key={t.id}
              open={t.open}
              onOpenChange={(open) => setOpen(t.id, open)}
              duration={t.durationMs ?? 5000}
              type={t.tone === 'error' ? 'foreground' : 'background'}
              className={cn(
                'flex items-start gap-3 rounded-card border border-l-4 border-slate-200 bg-white p-4 shadow-lg',
                'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 transition-opacity',
                look.bar,
              )}
            >
              <look.Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', look.icon)} />
              <div className="min-w-0 flex-1">
                <T.Title className="font-semibold text-slate-900">{t.title}</T.Title>
                {t.description && <T.Description className="mt-0.5 text-slate-700">{t.description}</T.Description>}
              </div>
              <T.Close
                aria-label="Close"
                className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-4" />
              </T.Close>
            </T.Root>
          );
        })}
        <T.Viewport className="fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
      </T.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (options: ToastOptions) => void {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs <ToastProvider> around the app');
  return toast;
}
