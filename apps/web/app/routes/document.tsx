import { Link, useLocation, useSearchParams } from 'react-router';
import { appServicesContext, type AppServices } from '@anupalan/shared/app-context';
import { CircleAlert } from 'lucide-react';
import type { SavedOffer } from '@anupalan/shared';
import { LoginRedirect } from '../components/layout/login-redirect';
import { OpenDocuments } from '../features/requests/components/open-documents';
import { buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { DocumentUpload } from '../features/requests/components/document-upload';
import { documentTarget } from '../features/requests/lib/document-link';
import { accountMeta } from '../lib/account-meta';
import { documentLink } from '../lib/links';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import type { Route } from './+types/document';
import { routeMessages } from '@anupalan/shared/i18n';
import { conversationsEn } from '@anupalan/shared/i18n/parts/conversations.en';
import { requestsEn } from '@anupalan/shared/i18n/parts/requests.en';
import { documentAsksEn } from '@anupalan/shared/i18n/parts/documentAsks.en';
import { vaultEn } from '@anupalan/shared/i18n/parts/vault.en';

// This page's texts (catalogue part, ADR 0023): the English here, the Hindi fetched on a Hindi page.
await Promise.all([
  routeMessages(vaultEn, () => import('@anupalan/shared/i18n/parts/vault.hi').then((m) => m.vaultHi)),
  routeMessages(documentAsksEn, () => import('@anupalan/shared/i18n/parts/documentAsks.hi').then((m) => m.documentAsksHi)),
  routeMessages(conversationsEn, () => import('@anupalan/shared/i18n/parts/conversations.hi').then((m) => m.conversationsHi)),
  routeMessages(requestsEn, () => import('@anupalan/shared/i18n/parts/requests.hi').then((m) => m.requestsHi)),
]);

/**
 * The request's documents, read in-process on the server. An address with only the request id (a
 * balance payment's success page) is answered with the address of that request's documents, once
 * its service is known from the customer's own requests.
 */
export async function loader({ url, context }: Route.LoaderArgs): Promise<{
  documents: Awaited<ReturnType<NonNullable<AppServices['accountRequests']>['documentList']>> | null;
  /** Issue 22: the saved documents this order may use (none when they cannot be read). */
  offers?: SavedOffer[];
  /** Only for an address with the request id alone: where that request's documents are. */
  goTo?: string;
}> {
  const user = requireUser(context, url);
  const requests = context.get(appServicesContext).accountRequests;
  const target = documentTarget(url.searchParams, null);
  if (!requests || (!target.serviceId && !target.requestId)) return { documents: null };
  try {
    if (target.serviceId) {
      const vault = context.get(appServicesContext).vault;
      const [documents, offers] = await Promise.all([
        requests.documentList(user, target.serviceId, target.requestId),
        vault ? vault.offers(user, target.serviceId, target.requestId).catch(() => []) : [],
      ]);
      return { documents, offers };
    }
    const match = (await requests.mine(user)).find((r) => r.id === target.requestId);
    return match ? { documents: null, goTo: documentLink(match.service.id, match.id) } : { documents: null };
  } catch (err) {
    // The spec: a failure to load the list is only logged (the page shows it empty).
    console.error('document list load failed', err);
    return { documents: null };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'Upload Documents', 'Hand over the documents your service needs.', '/document');

/** A missing service id (portal §6). */
export function ServiceIdMissing() {
  return (
    <section className="container-page py-16">
      <Card role="alert" className="mx-auto max-w-lg text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
        <h1 className="mt-3 text-xl font-semibold text-brand-900">Service ID not found.</h1>
        <Link to="/myrequests" className={buttonClasses({ variant: 'outline', className: 'mt-5' })}>
          My Requests
        </Link>
      </Card>
    </section>
  );
}

/**
 * /document?serviceId=&requestId= (the links from payment success, the already-paid proceed, My
 * Requests). Navigation state { service_id, service_request_id } without them in the address is
 * moved into the address, so the loader reads the list (and a reload keeps the page).
 */
export default function DocumentRoute({ loaderData }: Route.ComponentProps) {
  const user = useRequireUser();
  const [params] = useSearchParams();
  const location = useLocation();
  if (!user) return <LoginRedirect />;
  const inAddress = documentTarget(params, null);
  const target = documentTarget(params, location.state);
  if (loaderData.goTo) return <OpenDocuments to={loaderData.goTo} />;
  if (!inAddress.serviceId && target.serviceId) {
    return <OpenDocuments to={documentLink(target.serviceId, target.requestId)} />;
  }
  if (!target.serviceId) return <ServiceIdMissing />;
  return (
    <DocumentUpload
      key={`${target.serviceId}-${target.requestId ?? ''}`}
      userId={user.id}
      serviceId={target.serviceId}
      requestId={target.requestId}
      documents={loaderData.documents}
      offers={loaderData.offers ?? []}
    />
  );
}
