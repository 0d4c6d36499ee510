import { createContext, useContext, useId, useState } from 'react';
import { cn } from './cn';

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation), without Radix Tabs and its roving-focus,
 * collection and presence packages (~7 KB brotli on the home page's first load): ArrowLeft and
 * ArrowRight move to the previous/next tab and show it, Home and End to the first/last; only the
 * selected tab is in the Tab order, then its panel. Only the selected panel is rendered.
 */
interface TabsContextValue {
  value: string;
  select(value: string): void;
  id(part: 'tab' | 'panel', value: string): string;
}
const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error('Tabs parts need <Tabs> around them');
  return ctx;
}

export function Tabs({
  defaultValue,
  value: controlled,
  onValueChange,
  className,
  children,
}: {
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: React.ReactNode;
}) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const value = controlled ?? own;
  const base = useId();
  const ctx: TabsContextValue = {
    value,
    select(next) {
      if (controlled === undefined) setOwn(next);
      onValueChange?.(next);
    },
    id: (part, v) => `${base}-${part}-${v}`,
  };
  return (
    <TabsContext.Provider value={ctx}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

/** The row of tabs; scrolls sideways on narrow screens rather than widening the page. */
export function TabsList({ className, onKeyDown, ...rest }: React.ComponentProps<'div'>) {
  const { select } = useTabs();
  function onKey(e: React.KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(e);
    const tabs = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    let next: HTMLButtonElement | undefined;
    if (e.key === 'ArrowRight') next = tabs[(at + 1) % tabs.length];
    else if (e.key === 'ArrowLeft') next = tabs[(at - 1 + tabs.length) % tabs.length];
    else if (e.key === 'Home') next = tabs[0];
    else if (e.key === 'End') next = tabs.at(-1);
    if (!next) return;
    e.preventDefault();
    next.focus();
    if (next.dataset.value) select(next.dataset.value);
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('flex max-w-full gap-1 overflow-x-auto rounded-card bg-slate-100 p-1', className)}
      onKeyDown={onKey}
      {...rest}
    />
  );
}

export function TabsTrigger({ value, className, onClick, ...rest }: React.ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id('tab', value)}
      aria-selected={selected}
      aria-controls={selected ? tabs.id('panel', value) : undefined}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-value={value}
      onClick={(e) => {
        onClick?.(e);
        tabs.select(value);
      }}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg px-4 font-medium whitespace-nowrap text-slate-700',
        'hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ value, className, ...rest }: React.ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.id('panel', value)}
      aria-labelledby={tabs.id('tab', value)}
      tabIndex={0}
      data-state="active"
      className={cn('mt-6', className)}
      {...rest}
    />
  );
}
