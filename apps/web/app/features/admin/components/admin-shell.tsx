import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Collapsible } from 'radix-ui';
import {
  CalendarClock,
  FileText,
  ClipboardList,
  Inbox,
  CreditCard,
  Handshake,
  LayoutDashboard,
  LibraryBig,
  Newspaper,
  LogOut,
  Mail,
  Menu,
  MessageSquare,
  MessageSquareWarning,
  ScrollText,
  Send,
  Star,
  TicketPercent,
  UserRound,
  Users,
  X,
  Undo2,
} from 'lucide-react';
import { ROLE_LABELS, type SessionUser } from '@anupalan/shared';
import { cn } from '../../../components/ui/cn';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api-client';

const NAV = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/requests', label: 'Requests', icon: ClipboardList },
  // Issue 21: threads waiting for a reply.
  { to: '/admin/inbox', label: 'Inbox', icon: Inbox },
  { to: '/admin/partners', label: 'Partners', icon: Handshake },
  { to: '/admin/leads', label: 'Leads', icon: MessageSquare },
  { to: '/admin/subscribers', label: 'Subscribers', icon: Mail },
  { to: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
  { to: '/admin/catalog', label: 'Catalogue', icon: LibraryBig },
  { to: '/admin/content', label: 'Content', icon: Newspaper },
  { to: '/admin/calendar', label: 'Calendar rules', icon: CalendarClock },
  { to: '/admin/document-kinds', label: 'Document kinds', icon: FileText },
  { to: '/admin/payments', label: 'Payments', icon: CreditCard },
  { to: '/admin/refund-requests', label: 'Refund requests', icon: Undo2 },
  { to: '/admin/customers', label: 'Customers', icon: UserRound },
  { to: '/admin/feedback', label: 'Feedback', icon: Star },
  { to: '/admin/grievances', label: 'Grievances', icon: MessageSquareWarning },
  // Opens on the failed deliveries, the ones staff act on.
  { to: '/admin/messages?status=failed', label: 'Messages', icon: Send },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
  { to: '/admin/staff', label: 'Staff', icon: Users, adminOnly: true },
] as const;

function NavItems({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {NAV.filter((n) => !('adminOnly' in n) || user.role === 'admin').map((n) => (
        <li key={n.to}>
          <NavLink to={n.to} end={'end' in n} onClick={onNavigate} className={navLinkClasses('flex gap-3')}>
            <n.icon aria-hidden="true" className="size-5 shrink-0" />
            {n.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** A frame's navigation link: the current page's in the brand colour (the back office's and the partner's). */
export function navLinkClasses(layout: string) {
  return ({ isActive }: { isActive: boolean }) =>
    cn(
      layout,
      'min-h-11 items-center rounded-lg px-3 font-medium',
      isActive ? 'bg-brand-800 text-white' : 'text-brand-900 hover:bg-brand-50',
    );
}

/** Ends the session, then opens `to` (the staff sign-in, or the storefront for a partner). */
export function SignOut({ to }: { to: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        await apiRequest('/api/v1/logout', { method: 'POST' });
        window.location.assign(to);
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
              <SignOut to="/admin/login" />
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
