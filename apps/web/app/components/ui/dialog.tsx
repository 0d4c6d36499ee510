import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from './cn';
import { useReturnFocus } from './return-focus';
import { useT } from '../../lib/i18n';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

export const overlayClasses = 'fixed inset-0 z-50 bg-brand-950/60';

export const panelClasses =
  'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 ' +
  'overflow-y-auto rounded-card bg-white p-6 shadow-xl focus:outline-none';

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' } as const;

export interface DialogContentProps extends Omit<React.ComponentProps<typeof D.Content>, 'title'> {
  title: React.ReactNode;
  description?: React.ReactNode;
  size?: keyof typeof widths;
}

/**
 * A modal with a title, an optional description and a close button labelled 'Close'. Radix traps
 * focus and closes on Escape; focus returns to whatever opened it (useReturnFocus).
 */
export function DialogContent({
  title,
  description,
  size = 'md',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  const returnFocus = useReturnFocus();
  const t = useT();
  return (
    <D.Portal>
      <D.Overlay className={overlayClasses} />
      <D.Content
        className={cn(panelClasses, widths[size], className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
        onOpenAutoFocus={(event) => {
          returnFocus.onOpenAutoFocus();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus.onCloseAutoFocus(event);
        }}
      >
        <div className="flex items-start justify-between gap-4">
          <D.Title className="text-xl font-semibold text-brand-900">{title}</D.Title>
          <D.Close
            aria-label={t('common.close')}
            className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </D.Close>
        </div>
        {description && <D.Description className="mt-1 text-slate-700">{description}</D.Description>}
        <div className="mt-4">{children}</div>
      </D.Content>
    </D.Portal>
  );
}
