import { lazy, Suspense, useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { appServicesContext, cspNonceContext, sessionUnavailableContext, sessionUserContext } from '@anupalan/shared/app-context';
import { GENERIC_MESSAGES } from '@anupalan/shared/errors';
import type { MenuSummary } from '@anupalan/shared';
import type { Route } from './+types/root';
import { SiteHeader } from './components/layout/site-header';
import { AccountArea } from './features/auth/components/account-area';
import { NotFoundPage } from './components/layout/not-found-page';
import { ScrollToTop } from './components/layout/scroll-to-top';
import { withBlogMenu } from './lib/menu';
import { organizationLd } from './lib/seo';
import { ToastProvider } from './components/ui/toast';
import { HTML_LANG, useLang, useT } from './lib/i18n';
import { followsChosenLanguage, langFromCookie } from '@anupalan/shared/i18n';
import { TimedAlertProvider } from './components/ui/timed-alert';
import { deferred, deferredPartsReady } from './components/deferred';
import './app.css';
import notoSansLatin from '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2?url';

// Only a refused or failed back-office page shows it: not part of every storefront page's first load.
const AdminErrorPage = lazy(() => import('./features/admin/components/admin-error').then((m) => ({ default: m.AdminErrorPage })));

// Below the fold on every page: the server renders the footer and its newsletter form; the browser
// fetches their code when the footer comes near the screen or is first touched or focused (until
// then its links and the newsletter's plain post work as they do without JavaScript).
const Footer = deferred({
  load: () => import('./storefront-footer').then((m) => m.StorefrontFooter),
  visibleMargin: '200px',
});

// The Latin face every heading and paragraph uses is fetched with the HTML, not after the CSS
// (it was what held back the hero heading's paint).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'preload', href: notoSansLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/**
 * Before any loader or action: a session the server could not read (its database out of reach)
 * gets the error page with 503, never the page as if signed out (an account page would ask to
 * sign in) nor the API's JSON.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    if (context.get(sessionUnavailableContext)) throw data({ message: GENERIC_MESSAGES.UNAVAILABLE }, { status: 503 });
  },
];

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await deferredPartsReady();
  const services = context.get(appServicesContext);
  let menus: MenuSummary[] = [];
  let menuFailed = false;
  try {
    menus = await services.publicCatalog.listMenus();
  } catch (err) {
    // The header falls back to a lone Blog item (storefront §8); the page still renders.
    console.error('menu load failed', err);
    menuFailed = true;
  }
  return data({
    site: services.site,
    menus: withBlogMenu(menus),
    menuFailed,
    /** The signed-in user (from the HttpOnly session cookie, resolved on the server), or null. */
    user: context.get(sessionUserContext),
    nonce: context.get(cspNonceContext),
    /**
     * The `lang` cookie's language on an account or checkout page (their language is the visitor's
     * choice, ADR 0023), for the server's render; null elsewhere (those pages may be cached by URL).
     */
    chosenLang: followsChosenLanguage(url.pathname) ? langFromCookie(request.headers.get('cookie')) : null,
  });
}

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

export function useRootData(): RootData {
  const d = useRouteLoaderData<typeof loader>('root');
  if (!d) throw new Error('root loader data missing');
  return d;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = root?.nonce || undefined;
  // The page's language: its address's (`/hi/...`: Hindi), or the visitor's choice on an account page.
  const lang = useLang();
  return (
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e2a5a" />
        <Meta />
        <Links />
        {root ? (
          <script
            type="application/ld+json"
            // Organization structured data on every page; '<' is escaped so the JSON cannot close the tag.
            dangerouslySetInnerHTML={{
              __html: JSON.stringify(organizationLd(root.site)['script:ld+json']).replace(/</g, '\\u003c'),
            }}
          />
        ) : null}
      </head>
      <body className="min-h-dvh bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated it (browser tests wait for this). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The back office (`/admin`) draws its own frame (features/admin); the storefront's is not shown there. */
export function isBackofficePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

function Shell({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const t = useT();
  if (isBackofficePath(pathname)) {
    return (
      <ToastProvider>
        <TimedAlertProvider>
          <HydrationMarker />
          {children}
        </TimedAlertProvider>
      </ToastProvider>
    );
  }
  return (
    <ToastProvider>
      <TimedAlertProvider>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow"
          >
            {t('shell.skipToContent')}
          </a>
          <HydrationMarker />
          <ScrollToTop />
          <SiteHeader accountSlot={<AccountArea />} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer />
        </div>
      </TimedAlertProvider>
    </ToastProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const t = useT();
  // The back office's guard (its layout's middleware) refuses before any back-office boundary exists.
  if (isBackofficePath(pathname)) {
    return (
      <main id="main" className="min-h-dvh bg-slate-50">
        <Suspense fallback={null}>
          <AdminErrorPage error={error} />
        </Suspense>
      </main>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const body = notFound ? (
    <NotFoundPage />
  ) : unavailable ? (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-semibold text-brand-900">{t('shell.error.title')}</h1>
      <p className="mt-4 text-slate-700">{t.text(GENERIC_MESSAGES.UNAVAILABLE)}</p>
    </section>
  ) : (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-semibold text-brand-900">{t('shell.error.title')}</h1>
      <p className="mt-4 text-slate-700">{t('shell.error.text')}</p>
    </section>
  );
  // Without root data (the root loader itself failed) there is no header to draw.
  return root ? <Shell>{body}</Shell> : <main id="main">{body}</main>;
}
