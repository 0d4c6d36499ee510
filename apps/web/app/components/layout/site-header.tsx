import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowRight, ChevronDown, Mail, Menu, Phone, X } from 'lucide-react';
import type { Site } from '@anupalan/shared';
import { useRootData } from '../../root';
import type { NavMenu } from '../../lib/menu';
import { cn } from '../ui/cn';
import { BrandName } from './brand';
import { SocialLinks } from './social-icons';
import { LanguageSwitcher } from './language-switcher';
import { useT } from '../../lib/i18n';

/** Header shadow once the page has scrolled more than 10 px (storefront §2, §9). */
const SHADOW_AFTER_PX = 10;

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Server render and hydration see "not scrolled"; the client then follows window.scrollY. */
function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > px,
    () => false,
  );
}

export function serviceHref(menu: Pick<NavMenu, 'route'>, serviceId: number): string {
  return `${menu.route}#service-${serviceId}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export interface SiteHeaderProps {
  /**
   * The account area at the right of the bar (the Sign In button or the user menu, added by the
   * sign-in work). Nothing is drawn when absent.
   */
  accountSlot?: React.ReactNode;
}

/**
 * Sticky site header: contact strip with social links (768 px and up), brand, the category
 * navigation (`<nav aria-label="Main">`, 1024 px and up) and, below 1024 px, the 'Open menu'
 * button with a collapsible panel.
 */
export function SiteHeader({ accountSlot }: SiteHeaderProps) {
  const { site, menus } = useRootData();
  const t = useT();
  const scrolled = useScrolledPast(SHADOW_AFTER_PX);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();

  // Any navigation closes the mobile panel (adjusting state during render, not in an effect).
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setPanelOpen(false);
  }

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn('sticky top-0 z-40 border-b border-slate-200 bg-white transition-shadow', scrolled && 'shadow-header')}
    >
      <TopBar site={site} />
      <div>
        <div className="container-page flex h-16 items-center gap-3 md:h-14">
          <Link to={t.path('/')} className="-ml-1 flex min-h-11 shrink-0 items-center rounded-md px-1">
            <BrandName name={site.brandName} nameClassName="lg:max-xl:sr-only" />
          </Link>
          <DesktopNav menus={menus} />
          <div className="ml-auto flex items-center gap-2 lg:ml-0">
            {accountSlot}
            <button
              type="button"
              aria-label={panelOpen ? t('shell.closeMenu') : t('shell.openMenu')}
              aria-expanded={panelOpen}
              aria-controls={panelOpen ? panelId : undefined}
              data-state={panelOpen ? 'open' : 'closed'}
              onClick={() => setPanelOpen((o) => !o)}
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 lg:hidden"
            >
              {panelOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          </div>
        </div>
        {panelOpen && (
          <div
            id={panelId}
            className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 md:max-h-[calc(100dvh-6.25rem)] lg:hidden"
          >
            <MobileNav menus={menus} site={site} onNavigate={() => setPanelOpen(false)} />
          </div>
        )}
      </div>
    </header>
  );
}

function TopBar({ site }: { site: Site }) {
  const email = site.emails[0];
  const phone = site.phones[0];
  return (
    <div className="hidden bg-brand-900 text-white md:block">
      <div className="container-page flex h-11 items-center justify-between gap-4 text-sm">
        <div className="flex items-center gap-1">
          {phone && (
            <a href={telHref(phone)} className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 hover:underline">
              <Phone aria-hidden="true" className="size-4" />
              {phone}
            </a>
          )}
          {email && (
            <a href={`mailto:${email}`} className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 hover:underline">
              <Mail aria-hidden="true" className="size-4" />
              {email}
            </a>
          )}
        </div>
        <div className="flex items-center gap-2">
          <LanguageSwitcher onDark />
          <SocialLinks social={site.social} className="flex" linkClassName="size-11 text-white hover:bg-white/10" />
        </div>
      </div>
    </div>
  );
}

const navItemClasses =
  'inline-flex min-h-11 items-center gap-0.5 rounded-lg px-1.5 text-sm font-medium whitespace-nowrap text-slate-800 xl:gap-1 xl:px-2.5 xl:text-[0.9375rem] ' +
  'hover:bg-brand-50 hover:text-brand-900 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-900';

/** Hover opens a panel after this long and leaving it closes it after this long (mouse only). */
const HOVER_OPEN_MS = 100;
const HOVER_CLOSE_MS = 150;

/**
 * The category navigation (1024 px and up): a disclosure per category (WAI-ARIA disclosure
 * navigation; no Radix NavigationMenu, which with its dependencies weighed ~15 KB brotli on every
 * first load). A click, Enter or Space on a category toggles its panel, a mouse resting on it opens
 * it; Escape closes it and gives focus back to its button; focus or a click leaving it closes it.
 */
function DesktopNav({ menus }: { menus: NavMenu[] }) {
  const { pathname } = useLocation();
  const t = useT();
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();

  // A panel the mouse opened stays open on the click that usually follows (a second click closes it).
  const hoverOpened = useRef(false);

  function later(next: number | null, ms: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      hoverOpened.current = next !== null;
      setOpenId(next);
    }, ms);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  // A click anywhere else closes the open panel.
  useEffect(() => {
    if (openId === null) return;
    function onPointerDown(e: PointerEvent) {
      if (!navRef.current?.contains(e.target as Node)) setOpenId(null);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);
  // Any navigation closes it.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpenId(null);
  }

  return (
    <nav ref={navRef} aria-label={t('shell.nav.main')} className="hidden flex-1 lg:block">
      <ul className="flex items-center justify-center gap-0.5">
        {menus.map((menu, i) => {
          const current = menu.route !== '/' && pathname === t.path(menu.route);
          const activeClass = current
            ? 'text-brand-900 underline decoration-accent-400 decoration-2 underline-offset-8'
            : undefined;
          if (menu.services.length === 0) {
            return (
              <li key={menu.id}>
                <Link
                  to={t.path(menu.route)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(navItemClasses, activeClass)}
                >
                  {menu.name}
                </Link>
              </li>
            );
          }
          const open = openId === menu.id;
          const panelId = `${baseId}-${menu.id}`;
          // Items in the right half open their panel leftwards so it stays on screen.
          const alignEnd = i >= menus.length / 2;
          return (
            <li
              key={menu.id}
              className="relative"
              onPointerEnter={(e) => e.pointerType === 'mouse' && later(menu.id, openId === null ? HOVER_OPEN_MS : 0)}
              onPointerLeave={(e) => e.pointerType === 'mouse' && later(null, HOVER_CLOSE_MS)}
              onBlur={(e) => {
                if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpenId(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && open) {
                  e.preventDefault();
                  setOpenId(null);
                  e.currentTarget.querySelector('button')?.focus();
                }
              }}
            >
              <button
                type="button"
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                data-state={open ? 'open' : 'closed'}
                onClick={() => {
                  clearTimeout(timer.current);
                  const keep = open && hoverOpened.current;
                  hoverOpened.current = false;
                  setOpenId(open && !keep ? null : menu.id);
                }}
                className={cn('group', navItemClasses, activeClass)}
              >
                {menu.name}
                <ChevronDown
                  aria-hidden="true"
                  className="size-3.5 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none xl:size-4"
                />
              </button>
              {open && (
                <div id={panelId} className={cn('absolute top-full z-50 pt-2', alignEnd ? 'right-0' : 'left-0')}>
                  <div className="w-80 rounded-card border border-slate-200 bg-white p-2 shadow-lg">
                    <Link
                      to={t.path(menu.route)}
                      onClick={() => setOpenId(null)}
                      className="flex min-h-11 items-center justify-between gap-2 rounded-md px-3 font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      {t('shell.allServices', { name: menu.name })}
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                    <ul className="mt-1 max-h-[min(26rem,70vh)] overflow-y-auto border-t border-slate-100 pt-1">
                      {menu.services.map((s) => (
                        <li key={s.id}>
                          <Link
                            to={t.path(serviceHref(menu, s.id))}
                            onClick={() => setOpenId(null)}
                            className="flex min-h-11 items-center rounded-md px-3 py-2 leading-snug text-slate-800 hover:bg-brand-50 hover:text-brand-900"
                          >
                            {s.service_name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MobileNav({ menus, site, onNavigate }: { menus: NavMenu[]; site: Site; onNavigate: () => void }) {
  const t = useT();
  const rowClasses = 'flex min-h-12 w-full items-center justify-between gap-3 py-2 text-left font-medium text-slate-900';
  // Categories open independently (several at once), each a disclosure button.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  function toggle(id: number) {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }
  return (
    <div className="container-page pb-6">
      <nav aria-label={t('shell.nav.mobile')}>
        <div className="divide-y divide-slate-200">
          {menus.map((menu) =>
            menu.services.length === 0 ? (
              <Link key={menu.id} to={t.path(menu.route)} onClick={onNavigate} className={rowClasses}>
                {menu.name}
              </Link>
            ) : (
              <div key={menu.id}>
                <button
                  type="button"
                  aria-expanded={expanded.has(menu.id)}
                  aria-controls={expanded.has(menu.id) ? `${baseId}-${menu.id}` : undefined}
                  data-state={expanded.has(menu.id) ? 'open' : 'closed'}
                  onClick={() => toggle(menu.id)}
                  className={cn('group', rowClasses)}
                >
                  {menu.name}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 text-slate-600 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  />
                </button>
                {expanded.has(menu.id) && (
                  <ul id={`${baseId}-${menu.id}`} className="mb-3 border-l-2 border-brand-100 pl-3">
                    <li>
                      <Link
                        to={t.path(menu.route)}
                        onClick={onNavigate}
                        className="flex min-h-11 items-center gap-2 font-semibold text-brand-800"
                      >
                        {t('shell.allServices', { name: menu.name })}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </Link>
                    </li>
                    {menu.services.map((s) => (
                      <li key={s.id}>
                        <Link
                          to={t.path(serviceHref(menu, s.id))}
                          onClick={onNavigate}
                          className="flex min-h-11 items-center py-1.5 leading-snug text-slate-800"
                        >
                          {s.service_name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ),
          )}
        </div>
      </nav>
      {/* The contact strip is hidden under 768 px (social links stay hidden there, storefront §2); the
          language switch, in that strip from 768 px, is here below it (the bar has no room for it). */}
      <div className="mt-4 space-y-1 border-t border-slate-200 pt-4 md:hidden">
        <LanguageSwitcher className="-ml-2" />
        {site.phones[0] && (
          <a href={telHref(site.phones[0])} className="flex min-h-11 items-center gap-2 text-slate-800">
            <Phone aria-hidden="true" className="size-4 text-brand-700" />
            {site.phones[0]}
          </a>
        )}
        {site.emails[0] && (
          <a href={`mailto:${site.emails[0]}`} className="flex min-h-11 items-center gap-2 text-slate-800">
            <Mail aria-hidden="true" className="size-4 text-brand-700" />
            {site.emails[0]}
          </a>
        )}
      </div>
    </div>
  );
}
