import { Tabs as T } from 'radix-ui';
import { cn } from './cn';

export const Tabs = T.Root;

/** The row of tabs; scrolls sideways on narrow screens rather than widening the page. */
export function TabsList({ className, ...rest }: React.ComponentProps<typeof T.List>) {
  return <T.List className={cn('flex max-w-full gap-1 overflow-x-auto rounded-card bg-slate-100 p-1', className)} {...rest} />;
}

export function TabsTrigger({ className, ...rest }: React.ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg px-4 font-medium whitespace-nowrap text-slate-700',
        'hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: React.ComponentProps<typeof T.Content>) {
  return <T.Content className={cn('mt-6', className)} {...rest} />;
}
