import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn';

/**
 * A light menu button (WAI-ARIA menu button pattern) for the header's account menu, without Radix
 * DropdownMenu and floating-ui (~15 KB brotli on every page's first load): the list drops below
 * its button. Enter, Space or ArrowDown on the button open it on the first item, ArrowUp on the
 * last; ArrowUp/ArrowDown/Home/End move between items; Escape closes it and gives focus back to
 * the button; Tab, a click outside or choosing an item closes it.
 */
interface MenuContextValue {
  close(focusButton: boolean): void;
}
const MenuContext = createContext<MenuContextValue | null>(null);

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}

export interface MenuProps {
  /** The button's content (its accessible name comes from it). */
  button: React.ReactNode;
  buttonClassName?: string;
  buttonRef?: React.RefObject<HTMLButtonElement | null>;
  menuClassName?: string;
  children: React.ReactNode;
}

export function Menu({ button, buttonClassName, buttonRef, menuClassName, children }: MenuProps) {
  const [open, setOpen] = useState(false);
  // Which item takes focus when the list appears.
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const ownButton = useRef<HTMLButtonElement>(null);
  const trigger = buttonRef ?? ownButton;
  const menuId = useId();

  function close(focusButton: boolean) {
    setOpen(false);
    if (focusButton) trigger.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    const list = items(menuRef.current);
    (focusOnOpen === 'last' ? list.at(-1) : list[0])?.focus();
    function onPointerDown(e: PointerEvent) {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen]);

  function onButtonKeyDown(e: React.KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setFocusOnOpen(e.key === 'ArrowUp' ? 'last' : 'first');
      setOpen(true);
    }
  }

  function onMenuKeyDown(e: React.KeyboardEvent) {
    const list = items(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (e.key === 'ArrowDown') next = list[(at + 1) % list.length];
    else if (e.key === 'ArrowUp') next = list[(at - 1 + list.length) % list.length];
    else if (e.key === 'Home') next = list[0];
    else if (e.key === 'End') next = list.at(-1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
      return;
    } else if (e.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (next) {
      e.preventDefault();
      next.focus();
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        className={buttonClassName}
        onClick={() => {
          setFocusOnOpen('first');
          setOpen((o) => !o);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {button}
      </button>
      {open && (
        <MenuContext.Provider value={{ close }}>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-orientation="vertical"
            tabIndex={-1}
            onKeyDown={onMenuKeyDown}
            className={cn(
              'absolute top-full right-0 z-50 mt-2 min-w-52 rounded-card border border-slate-200 bg-white p-1.5 shadow-lg outline-none',
              menuClassName,
            )}
          >
            {children}
          </div>
        </MenuContext.Provider>
      )}
    </div>
  );
}

const itemClasses =
  'flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-md px-3 text-left text-slate-800 outline-none select-none hover:bg-brand-50 hover:text-brand-900 focus:bg-brand-50 focus:text-brand-900';

/** A menu entry that navigates. */
export function MenuLink({ className, onClick, ...rest }: LinkProps) {
  const menu = useContext(MenuContext);
  return (
    <Link
      role="menuitem"
      tabIndex={-1}
      className={cn(itemClasses, className)}
      onClick={(e) => {
        onClick?.(e);
        menu?.close(false);
      }}
      {...rest}
    />
  );
}

/** A menu entry that acts (the menu closes first, focus back on its button, then `onSelect` runs). */
export function MenuAction({
  className,
  onSelect,
  children,
}: {
  className?: string;
  onSelect: () => void;
  children: React.ReactNode;
}) {
  const menu = useContext(MenuContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={cn(itemClasses, className)}
      onClick={() => {
        menu?.close(true);
        onSelect();
      }}
    >
      {children}
    </button>
  );
}

export function MenuLabel({ className, children }: { className?: string; children: React.ReactNode }) {
  return <div className={cn('px-3 py-2 text-sm font-medium text-slate-600', className)}>{children}</div>;
}

export function MenuSeparator() {
  return <div role="separator" aria-orientation="horizontal" className="my-1 h-px bg-slate-200" />;
}
