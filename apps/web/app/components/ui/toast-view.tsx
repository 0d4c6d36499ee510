import { Toast as T } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from './cn';
import type { ToastItem } from './toast';

const looks = {
  success: { Icon: CircleCheck, icon: 'text-green-700', bar: 'border-l-green-600' },
  error: { Icon: CircleAlert, icon: 'text-red-700', bar: 'border-l-red-600' },
  info: { Icon: Info, icon: 'text-brand-700', bar: 'border-l-brand-600' },
} as const;

/** The toasts themselves (Radix Toast), loaded with the first toast (see toast.tsx). */
export function ToastView({ items, setOpen }: { items: ToastItem[]; setOpen: (id: number, open: boolean) => void }) {
  return (
    <T.Provider swipeDirection="right" label="Notification">
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
  );
}
