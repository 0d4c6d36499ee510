import { createContext, useContext, useState } from 'react';
import { Accordion as A } from 'radix-ui';
import { cn } from './cn';

const OpenValues = createContext<readonly string[]>([]);
const ItemValue = createContext('');

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
 * Radix provides the buttons, aria-expanded and arrow-key movement; this keeps the open values only
 * so the trigger can draw the right sign.
 */
export function Accordion({ type = 'single', defaultValue = [], value, onValueChange, className, children }: AccordionProps) {
  const [own, setOwn] = useState<string[]>(defaultValue);
  const open = value ?? own;
  const set = (next: string[]) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  const classes = cn('divide-y divide-slate-200 rounded-card border border-slate-200 bg-white', className);
  return (
    <OpenValues.Provider value={open}>
      {type === 'multiple' ? (
        <A.Root type="multiple" value={open} onValueChange={set} className={classes}>
          {children}
        </A.Root>
      ) : (
        <A.Root type="single" collapsible value={open[0] ?? ''} onValueChange={(v) => set(v ? [v] : [])} className={classes}>
          {children}
        </A.Root>
      )}
    </OpenValues.Provider>
  );
}

export function AccordionItem({ value, className, children }: { value: string; className?: string; children: React.ReactNode }) {
  return (
    <ItemValue.Provider value={value}>
      <A.Item value={value} className={className}>
        {children}
      </A.Item>
    </ItemValue.Provider>
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
  const isOpen = useContext(OpenValues).includes(useContext(ItemValue));
  const Heading = `h${headingLevel}` as const;
  return (
    <A.Header asChild>
      <Heading className="m-0">
        <A.Trigger
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
        </A.Trigger>
      </Heading>
    </A.Header>
  );
}

/**
 * Closed panels stay in the document (hidden), so answers are in the server-rendered HTML for
 * search engines and find-in-page, while assistive technology still sees only open ones.
 */
export function AccordionContent({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <A.Content forceMount className={cn('px-4 pb-4 text-slate-700 data-[state=closed]:hidden sm:px-5', className)}>
      {children}
    </A.Content>
  );
}
