import { useRef } from 'react';

/**
 * Focus goes back to what opened a dialog when it closes (Escape, the close button, Cancel). Radix
 * returns focus only to its own `Trigger`; our dialogs are mostly opened from state (a Sign In
 * button, a table row's View, a menu item), so without this focus fell to the page body (issue 8).
 *
 * The element focused when the dialog opens is remembered; on close it gets focus back if it is
 * still on the page, else `fallback` (e.g. the menu button whose item opened the dialog), else
 * Radix's own behaviour.
 */
export function useReturnFocus(fallback?: React.RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus() {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus(event: Event) {
      const target = [opener.current, fallback?.current ?? null].find(
        (el): el is HTMLElement => !!el && el.isConnected && !el.closest('[role="menu"]'),
      );
      opener.current = null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
