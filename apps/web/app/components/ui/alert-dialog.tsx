import { AlertDialog as A } from 'radix-ui';
import { TriangleAlert } from 'lucide-react';
import { buttonClasses } from './button';
import { overlayClasses, panelClasses } from './dialog';
import { cn } from './cn';
import { useReturnFocus } from './return-focus';

export interface ConfirmDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered through Radix `asChild`), when not controlled. */
  trigger?: React.ReactElement;
  title: string;
  description?: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** 'danger' paints the confirm button red and shows a warning icon. */
  tone?: 'default' | 'danger';
  /** Where focus goes on closing when the opener is gone (a menu item): e.g. the menu's button. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/**
 * A confirmation that must be answered, e.g. 'Are you sure?' / 'You will be logged out!' with
 * 'Yes, logout' and 'Cancel' (storefront §4). Focus starts on Cancel; Escape cancels.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  tone = 'default',
  returnFocusTo,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <A.Trigger asChild>{trigger}</A.Trigger>}
      <A.Portal>
        <A.Overlay className={overlayClasses} />
        <A.Content
          className={cn(panelClasses, 'max-w-sm text-center')}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          {tone === 'danger' && (
            <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
              <TriangleAlert aria-hidden="true" className="size-6" />
            </span>
          )}
          <A.Title className="text-xl font-semibold text-brand-900">{title}</A.Title>
          {description && <A.Description className="mt-2 text-slate-700">{description}</A.Description>}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <A.Cancel className={buttonClasses({ variant: 'outline' })}>{cancelLabel}</A.Cancel>
            <A.Action className={buttonClasses({ variant: tone === 'danger' ? 'danger' : 'primary' })} onClick={onConfirm}>
              {confirmLabel}
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
