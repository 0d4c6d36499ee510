import { useState } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { Collapsible } from 'radix-ui';
import {
  ClipboardList,
  CreditCard,
  Handshake,
  LayoutDashboard,
  LibraryBig,
  Newspaper,
  LogOut,
  Mail,
  Menu,
  MessageSquare,
  ScrollText,
  Star,
  TicketPercent,
  UserRound,
  Users,
  X,
} from 'lucide-react';
import { ROLE_LABELS, type PageInfo, type SessionUser } from '@anupalan/shared';
import { cn } from '../../../components/ui/cn';
import { Button, buttonClasses } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api-client';

const NAV = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/requests', label: 'Requests', icon: ClipboardList },
  { to: '/admin/partners', label: 'Partners', icon: Handshake },
  { to: '/admin/leads', label: 'Leads', icon: MessageSquare },
  { to: '/admin/subscribers', label: 'Subscribers', icon: Mail },
  { to: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
  { to: '/admin/catalog', label: 'Catalogue', icon: LibraryBig },
  { to: '/admin/content', label: 'Content', icon: Newspaper },
  { to: '/admin/payments', label: 'Payments', icon: CreditCard },
  { to: '/admin/customers', label: 'Customers', icon: UserRound },
  { to: '/admin/feedback', label: 'Feedback', icon: Star },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
  { to: '/admin/staff', label: 'Staff', icon: Users, adminOnly: true },
] as const;

function NavItems({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {NAV.filter((n) => !('adminOnly' in n) || user.role === 'admin').map((n) => (
        <li key={n.to}>
          <NavLink
            to={n.to}
            end={'end' in n}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium',
                isActive ? 'bg-brand-800 text-white' : 'text-brand-900 hover:bg-brand-50',
              )
            }
          >
            <n.icon aria-hidden="true" className="size-5 shrink-0" />
            {n.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SignOut() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        await apiRequest('/api/v1/logout', { method: 'POST' });
        window.location.assign('/admin/login');
      }}
    >
      <LogOut aria-hidden="true" className="size-4" />
      Sign out
    </Button>
  );
}

/** The back office's frame: top bar (brand, who is signed in, sign out), navigation, content. */
export function AdminShell({ user, brandName, children }: { user: SessionUser; brandName: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [seen, setSeen] = useState(location.key);
  if (seen !== location.key) {
    setSeen(location.key);
    setOpen(false);
  }
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow"
      >
        Skip to content
      </a>
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
          <div className="flex items-center gap-3 px-4 py-2 lg:px-6">
            <Collapsible.Trigger asChild>
              <button
                type="button"
                className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 lg:hidden"
                aria-label={open ? 'Close menu' : 'Open menu'}
              >
                {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
              </button>
            </Collapsible.Trigger>
            <Link to="/admin" className="min-w-0 font-semibold text-brand-900">
              <span className="truncate">{brandName}</span> <span className="text-slate-600">Back office</span>
            </Link>
            <div className="ml-auto flex items-center gap-3">
              <p className="hidden text-right text-sm sm:block">
                <span className="block font-medium text-slate-900">{user.name || user.email}</span>
                <span className="block text-slate-600">{ROLE_LABELS[user.role]}</span>
              </p>
              <SignOut />
            </div>
          </div>
          <Collapsible.Content className="border-t border-slate-200 px-4 py-3 lg:hidden">
            <nav aria-label="Back office">
              <NavItems user={user} onNavigate={() => setOpen(false)} />
            </nav>
          </Collapsible.Content>
        </header>
      </Collapsible.Root>
      <div className="flex flex-1">
        <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-white p-4 lg:block">
          <nav aria-label="Back office">
            <NavItems user={user} />
          </nav>
        </aside>
        <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}

export function PageTitle({ children, actions }: { children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-brand-900">{children}</h1>
      {actions}
    </div>
  );
}

/** Previous / next links that keep the page's filters (all in the query string). */
export function Pager({ pageInfo, label }: { pageInfo: PageInfo; label: string }) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(pageInfo.total / pageInfo.pageSize));
  const href = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label={`${label} pages`} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        {pageInfo.total} {pageInfo.total === 1 ? 'entry' : 'entries'} · page {Math.min(pageInfo.page, pages)} of {pages}
      </p>
      <div className="flex gap-2">
        {pageInfo.page > 1 ? (
          <Link to={href(pageInfo.page - 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Previous
          </Link>
        ) : null}
        {pageInfo.page < pages ? (
          <Link to={href(pageInfo.page + 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/** A list that reads as a table at 768 px and up and as stacked cards on phones. */
export function DataList({ empty, children }: { empty: string; children: React.ReactNode[] }) {
  if (!children.length) {
    return <p className="rounded-card border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{empty}</p>;
  }
  return <ul className="divide-y divide-slate-200 rounded-card border border-slate-200 bg-white">{children}</ul>;
}

export function Field({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );
}
