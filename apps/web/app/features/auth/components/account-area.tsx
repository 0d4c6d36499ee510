import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ChevronDown, LogIn, LogOut, UserRound } from 'lucide-react';
import type { SessionUser } from '@anupalan/shared';
import { headerLabel } from '@anupalan/shared/roles';
import { useRootData } from '../../../root';
import { Button } from '../../../components/ui/button';
import { Menu, MenuAction, MenuLabel, MenuLink, MenuSeparator } from '../../../components/ui/menu';
import { useTimedAlert } from '../../../components/ui/timed-alert';
import { useToast } from '../../../components/ui/toast';
import { logout } from '../api/logout';
import { unreadMessages } from '../api/unread';
import { promptFromQuery, readLoginPrompt } from '../lib/login-prompt';
import { LOGOUT_ALERT_MS, WELCOME_ALERT_MS, welcomeTitle } from '../lib/login-texts';
import { useSessionSync } from '../hooks/use-session-sync';
import { useT } from '../../../lib/i18n';
import type { MessageKey } from '@anupalan/shared/i18n';
import { clearStoredUser, notifyUserChanged, peekRedirect, safeRedirectPath, takeWelcome } from '../../../lib/session-store';

// The dialog's code loads when someone is about to open it (hover, focus, touch) or opens it, not
// with the page: most visitors never sign in.
const loadLoginDialog = () => import('./login-dialog');
const LoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));
// The logout confirmation (Radix AlertDialog) likewise loads when the menu opens or Logout is chosen.
const loadConfirmDialog = () => import('../../../components/ui/alert-dialog');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

/** The account pages of the user menu (storefront §2 Header). */
export const ACCOUNT_LINKS: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: '/profile', label: 'account.profile' },
  { to: '/company-details', label: 'account.companies' },
  { to: '/calendar', label: 'account.calendar' },
  { to: '/my-documents', label: 'account.myDocuments' },
  { to: '/myrequests', label: 'account.requests' },
  { to: '/completed-services', label: 'account.completed' },
  { to: '/payment-history', label: 'account.payments' },
  { to: '/feedback', label: 'account.feedback' },
  { to: '/grievance', label: 'account.complaints' },
];

interface DialogState {
  open: boolean;
  prompt: string | null;
  redirectTo: string | null;
}

const CLOSED: DialogState = { open: false, prompt: null, redirectTo: null };

/**
 * The right end of the header: 'Sign In' (opening the login dialog) when signed out, the user menu
 * when signed in. Also opens the dialog when a page asks for it (`/login`, or navigation state
 * `{ login: true, … }`), shows the welcome alert after the post-login reload, and keeps the signed-in
 * state in step with the session (storefront §4).
 */
export function AccountArea() {
  const { user } = useRootData();
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const alert = useTimedAlert();
  const [dialog, setDialog] = useState<DialogState>(CLOSED);
  // Once opened, the dialog stays mounted (closing animates, reopening is instant).
  const [dialogUsed, setDialogUsed] = useState(false);
  if (dialog.open && !dialogUsed) setDialogUsed(true);

  useSessionSync(user);

  // A page may ask for the dialog on arrival (adjusted during render, on each new location).
  const [seenKey, setSeenKey] = useState<string | null>(null);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    const asked = readLoginPrompt(location.state) ?? promptFromQuery(location.pathname, location.search);
    const onLoginRoute = location.pathname === '/login';
    if (!user && (asked || onLoginRoute)) {
      const fromQuery = onLoginRoute ? safeRedirectPath(new URLSearchParams(location.search).get('redirectTo')) : null;
      setDialog({ open: true, prompt: asked?.message ?? null, redirectTo: asked?.redirectTo ?? fromQuery ?? peekRedirectSafe() });
    }
  }

  // After the post-login reload: 'Welcome, {name}!' for 90 s (storefront §4).
  useEffect(() => {
    const name = takeWelcome();
    if (name && user)
      alert.show({
        title: welcomeTitle(name, t.lang),
        icon: 'success',
        durationMs: WELCOME_ALERT_MS,
      });
    // Only on arrival: the flag is consumed as it is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onOpenChange(open: boolean) {
    if (open) {
      setDialog({ open: true, prompt: null, redirectTo: peekRedirect() });
      return;
    }
    setDialog(CLOSED);
    // Leave /login, and drop a login request from the history entry so a reload does not reopen it.
    if (location.pathname === '/login' || promptFromQuery(location.pathname, location.search)) {
      void navigate(t.path('/'), { replace: true });
    } else if (readLoginPrompt(location.state)) {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        {
          replace: true,
          state: null,
          preventScrollReset: true,
        },
      );
    }
  }

  return (
    <>
      {user ? (
        <UserMenu user={user} />
      ) : (
        <Button
          size="sm"
          className="px-3"
          onClick={() => onOpenChange(true)}
          onPointerEnter={() => void loadLoginDialog()}
          onFocus={() => void loadLoginDialog()}
        >
          <LogIn aria-hidden="true" className="size-4" />
          {t('shell.signIn')}
        </Button>
      )}
      {!user && (dialog.open || dialogUsed) && (
        <Suspense fallback={null}>
          <LoginDialog open={dialog.open} onOpenChange={onOpenChange} prompt={dialog.prompt} redirectTo={dialog.redirectTo} />
        </Suspense>
      )}
    </>
  );
}

/** sessionStorage is only read in the browser (the dialog never renders on the server). */
function peekRedirectSafe(): string | null {
  return typeof window === 'undefined' ? null : peekRedirect();
}

function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const t = useT();
  const alert = useTimedAlert();
  const toast = useToast();
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Mounted from the first Logout on (closing animates, focus goes back to the menu button).
  const [confirmUsed, setConfirmUsed] = useState(false);
  if (confirmOpen && !confirmUsed) setConfirmUsed(true);
  const menuButton = useRef<HTMLButtonElement>(null);
  const label = headerLabel(user);
  const unread = useUnreadCount(user);

  async function onLogout() {
    const res = await logout();
    // 401: the session had already ended, which is what the user wants.
    if (!res.ok && res.status !== 401) {
      toast({ title: t('logout.failed'), tone: 'error' });
      return;
    }
    clearStoredUser();
    // Leave the account page first, so it does not see the signed-out state and ask for a login.
    await navigate(t.path('/'));
    alert.show({ title: t('logout.doneTitle'), text: t('logout.doneText'), icon: 'success', durationMs: LOGOUT_ALERT_MS });
    // The storage/user-updated listeners re-read the session: the header shows 'Sign In' again.
    notifyUserChanged();
  }

  return (
    <>
      <Menu
        buttonRef={menuButton}
        buttonClassName="group inline-flex min-h-11 max-w-[9rem] items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 data-[state=open]:bg-brand-50"
        button={
          <>
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t('shell.accountMenu')}</span>
            <span className="truncate">{label}</span>
            {unread ? (
              <span className="rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white" data-testid="menu-unread">
                <span aria-hidden="true">{unread}</span>
                <span className="sr-only">, {t('account.unread', { count: unread })}</span>
              </span>
            ) : null}
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </>
        }
      >
        <MenuLabel className="max-w-64 truncate">{user.name || user.email || user.mobile}</MenuLabel>
        <MenuSeparator />
        {ACCOUNT_LINKS.map((l) => (
          <MenuLink key={l.to} to={l.to}>
            {t(l.label)}
            {l.to === '/myrequests' && unread ? (
              <span className="ml-auto rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white">
                <span aria-hidden="true">{unread}</span>
                <span className="sr-only">, {t('account.unread', { count: unread })}</span>
              </span>
            ) : null}
          </MenuLink>
        ))}
        {user.role === 'reseller' || user.role === 'service_provider' ? (
          // Partners (issue 11): a reseller's referral orders, a service provider's requests.
          <MenuLink to={user.role === 'reseller' ? '/partner/referrals' : '/partner/requests'}>
            {user.role === 'reseller' ? t('account.referrals') : t('account.assigned')}
          </MenuLink>
        ) : null}
        <MenuSeparator />
        <MenuAction onSelect={() => setConfirmOpen(true)} className="text-red-700 hover:text-red-800 focus:text-red-800">
          <LogOut aria-hidden="true" className="size-4" />
          {t('shell.logout')}
        </MenuAction>
      </Menu>
      {confirmUsed && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title={t('logout.confirmTitle')}
            description={t('logout.confirmText')}
            confirmLabel={t('logout.confirm')}
            cancelLabel={t('logout.cancel')}
            onConfirm={() => void onLogout()}
            tone="danger"
            returnFocusTo={menuButton}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * A customer's unread messages (issue 21), asked again on every page change (reading a thread
 * lowers it); 0 for other roles and until the answer arrives.
 */
function useUnreadCount(user: SessionUser): number {
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (user.role !== 'customer') return;
    const ctrl = new AbortController();
    unreadMessages(ctrl.signal)
      .then((res) => {
        if (res.ok) setCount(res.body.total);
      })
      .catch(() => undefined);
    return () => ctrl.abort();
  }, [user.id, user.role, pathname]);
  return count;
}
