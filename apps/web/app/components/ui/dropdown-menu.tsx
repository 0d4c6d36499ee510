import { DropdownMenu as M } from 'radix-ui';
import { cn } from './cn';

export const DropdownMenu = M.Root;
export const DropdownMenuTrigger = M.Trigger;
export const DropdownMenuGroup = M.Group;

/** The floating list; Radix handles arrow keys, typeahead, Escape and focus return. */
export function DropdownMenuContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...rest
}: React.ComponentProps<typeof M.Content>) {
  return (
    <M.Portal>
      <M.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn('z-50 min-w-52 rounded-card border border-slate-200 bg-white p-1.5 shadow-lg', className)}
        {...rest}
      />
    </M.Portal>
  );
}

/** One entry; use `asChild` with a <Link> for navigation. */
export function DropdownMenuItem({ className, ...rest }: React.ComponentProps<typeof M.Item>) {
  return (
    <M.Item
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-slate-800 outline-none select-none',
        'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...rest}
    />
  );
}

export function DropdownMenuLabel({ className, ...rest }: React.ComponentProps<typeof M.Label>) {
  return <M.Label className={cn('px-3 py-2 text-sm font-medium text-slate-600', className)} {...rest} />;
}

export function DropdownMenuSeparator({ className, ...rest }: React.ComponentProps<typeof M.Separator>) {
  return <M.Separator className={cn('my-1 h-px bg-slate-200', className)} {...rest} />;
}
