import { createContext, useContext, useId, useState } from 'react';
import { cn } from './cn';

interface RootState {
  open: readonly string[];
  toggle: (value: string) => void;
}
const Root = createContext<RootState>({ open: [], toggle: () => {} });
const Item = createContext<{ value: string; triggerId: string; panelId: string }>({ value: '', triggerId: '', panelId: '' });

export interface AccordionProps {
  /** 'single': one item open at a time (and it can be closed); 'multiple': any number. */
  type?: 'single' | 'multiple';
  defaultValue?: string[];
  value?: string[];
  onValueChange?: (value: string[]) => void;
  className?: string;
  children: React.ReactNode;
}

/**
 * FAQ-style accordion: each trigger shows '+' when closed and '−' (U+2212) when open (storefront §2).
 * A light disclosure (no Radix: the category pages' FAQs are below the fold and should not weigh on
 * the first load): buttons with aria-expanded/aria-controls, panels as labelled regions, and the
 * WAI-ARIA accordion keys (ArrowDown/ArrowUp move between the triggers, Home/End to the first/last).
 */
export function Accordion({ type = 'single', defaultValue = [], value, onValueChange, className, children }: AccordionProps) {
  const [own, setOwn] = useState<string[]>(defaultValue);
  const open = value ?? own;
  const toggle = (item: string) => {
    const isOpen = open.includes(item);
    const next = type === 'multiple' ? (isOpen ? open.filter((v) => v !== item) : [...open, item]) : isOpen ? [] : [item];
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <Root.Provider value={{ open, toggle }}>
      <div
        data-orientation="vertical"
        onKeyDown={onTriggerKey}
        className={cn('divide-y divide-slate-200 rounded-card border border-slate-200 bg-white', className)}
      >
        {children}
      </div>
    </Root.Provider>
  );
}

/** Arrow keys, Home and End on a trigger move the focus among this accordion's triggers. */
function onTriggerKey(event: React.KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (!target.hasAttribute('data-accordion-trigger')) return;
  const triggers = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]')).filter(
    (t) => t.closest('[data-orientation]') === event.currentTarget && !t.disabled,
  );
  const at = triggers.indexOf(target as HTMLButtonElement);
  if (at < 0) return;
  const to =
    event.key === 'ArrowDown'
      ? (at + 1) % triggers.length
      : event.key === 'ArrowUp'
        ? (at - 1 + triggers.length) % triggers.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? triggers.length - 1
            : -1;
  if (to < 0) return;
  event.preventDefault();
  triggers[to]?.focus();
}

export function AccordionItem({ value, className, children }: { value: string; className?: string; children: React.ReactNode }) {
  const id = useId();
  const isOpen = useContext(Root).open.includes(value);
  return (
    <Item.Provider value={{ value, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}>
      <div data-state={isOpen ? 'open' : 'closed'} className={className}>
        {children}
      </div>
    </Item.Provider>
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
}: {
  className?: string;
  children: React.ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const { open, toggle } = useContext(Root);
  const { value, triggerId, panelId } = useContext(Item);
  const isOpen = open.includes(value);
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="m-0">
      <button
        type="button"
        id={triggerId}
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-state={isOpen ? 'open' : 'closed'}
        data-accordion-trigger=""
        onClick={() => toggle(value)}
        className={cn(
          'flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-brand-900 hover:bg-slate-50 sm:px-5',
          className,
        )}
      >
        <span>{children}</span>
        <span
          aria-hidden="true"
          data-accordion-sign=""
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg leading-none text-brand-800"
        >
          {isOpen ? '\u2212' : '+'}
        </span>
      </button>
    </Heading>
  );
}

/**
 * Closed panels stay in the document (hidden), so answers are in the server-rendered HTML for
 * search engines and find-in-page, while assistive technology still sees only open ones.
 */
export function AccordionContent({ className, children }: { className?: string; children: React.ReactNode }) {
  const { open } = useContext(Root);
  const { value, triggerId, panelId } = useContext(Item);
  const isOpen = open.includes(value);
  return (
    <div
      role="region"
      id={panelId}
      aria-labelledby={triggerId}
      data-state={isOpen ? 'open' : 'closed'}
      hidden={!isOpen}
      className={cn('px-4 pb-4 text-slate-700 data-[state=closed]:hidden sm:px-5', className)}
    >
      {children}
    </div>
  );
}
