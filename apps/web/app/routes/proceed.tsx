import { Suspense } from 'react';
import { Await, data } from 'react-router';
import { appServicesContext, sessionUserContext } from '@anupalan/shared/app-context';
import { periodOptions, slugify, type Company } from '@anupalan/shared';
import { LoginRedirect } from '../components/layout/login-redirect';
import {
  CHECKOUT_MESSAGES,
  CheckoutError,
  CheckoutLoading,
  CheckoutPage,
  type CheckoutService,
} from '../features/checkout/components/checkout-page';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import type { Route } from './+types/proceed';
import { routeMessages } from '@anupalan/shared/i18n';
import { checkoutEn } from '@anupalan/shared/i18n/parts/checkout.en';

// This page's texts (catalogue part, ADR 0023): the English here, the Hindi fetched on a Hindi page.
await routeMessages(checkoutEn, () => import('@anupalan/shared/i18n/parts/checkout.hi').then((m) => m.checkoutHi));

type ServiceResult = { ok: true; service: CheckoutService } | { ok: false; message: string };

/**
 * The service is found by its slug in the catalogue (in-process); its details (price, type,
 * documents) stream in behind 'Loading service details...'. An unknown slug is a 404 with the
 * error card.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  const slug = params.service;
  const companies = signedInCompanies(context);
  let menus;
  try {
    menus = await services.publicCatalog.listMenus();
  } catch (err) {
    console.error('checkout: menu load failed', err);
    return data(
      { found: false as const, name: null, message: CHECKOUT_MESSAGES.loadFailed, details: null, gateway: null },
      { status: 503 },
    );
  }
  const summary = menus.flatMap((m) => m.services).find((s) => s.slug === slug || slugify(s.service_name) === slug);
  if (!summary) {
    return data(
      { found: false as const, name: null, message: CHECKOUT_MESSAGES.loadFailed, details: null, gateway: null },
      { status: 404 },
    );
  }
  const details: Promise<ServiceResult> = services.publicCatalog
    .getService(summary.id)
    .then((s): ServiceResult => {
      if (!s) return { ok: false, message: CHECKOUT_MESSAGES.loadFailed };
      if (!s.id) return { ok: false, message: CHECKOUT_MESSAGES.noServiceId };
      return {
        ok: true,
        service: {
          id: s.id,
          service_name: s.service_name,
          slug: s.slug,
          service_description: s.service_description,
          price_paise: s.price_paise,
          government_fee_paise: s.government_fee_paise,
          type: s.type,
          recurrence: s.recurrence,
          // The periods a recurring filing may be bought for, the current one first (the server's
          // clock, so the page and its hydration agree).
          period_options: periodOptions(s.recurrence),
          required_documents: s.required_documents,
        },
      };
    })
    .catch((err: unknown): ServiceResult => {
      console.error('checkout: service load failed', err);
      return { ok: false, message: CHECKOUT_MESSAGES.loadFailed };
    });
  const gateway = services.payments?.gateway.name ?? null;
  const customAmountBounds = services.payments?.customAmountBounds ?? null;
  return {
    found: true as const,
    name: summary.service_name,
    message: null,
    details,
    gateway,
    customAmountBounds,
    companies: await companies,
  };
}

/**
 * The signed-in customer's companies for the company choice (the same call as GET
 * /user/all_companies/{user}), null when they could not be read; signed out, none (the page sends
 * the visitor to sign in, and the loader runs again on the way back).
 */
async function signedInCompanies(context: Route.LoaderArgs['context']): Promise<Company[] | null> {
  const user = context.get(sessionUserContext);
  if (!user) return [];
  const account = context.get(appServicesContext).account;
  if (!account) return null;
  try {
    return await account.companies(user);
  } catch (err) {
    console.error('checkout: companies load failed', err);
    return null;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  accountMeta(
    matches,
    (t) => (loaderData?.name ? t('checkout.titleOf', { name: loaderData.name }) : t('checkout.title')),
    (t) => t('checkout.description'),
    `/proceed/${params.service}`,
  );

export default function ProceedRoute({ loaderData }: Route.ComponentProps) {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  if (!loaderData.found || !loaderData.details)
    return <CheckoutError message={loaderData.message ?? CHECKOUT_MESSAGES.loadFailed} />;
  return (
    <Suspense fallback={<CheckoutLoading />}>
      <Await resolve={loaderData.details} errorElement={<CheckoutError message={CHECKOUT_MESSAGES.loadFailed} />}>
        {(result) =>
          result.ok ? (
            <CheckoutPage
              key={result.service.id}
              service={result.service}
              userId={user.id}
              companies={loaderData.companies}
              initialGateway={loaderData.gateway ?? null}
              customAmountBounds={loaderData.customAmountBounds}
            />
          ) : (
            <CheckoutError message={result.message} />
          )
        }
      </Await>
    </Suspense>
  );
}
