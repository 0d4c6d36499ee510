import { Link, useLocation, useSearchParams } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import { CircleAlert } from 'lucide-react';
import { LoginRedirect } from '../components/layout/login-redirect';
import { buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { DocumentUpload } from '../features/requests/components/document-upload';
import { RequestDocuments } from '../features/requests/components/service-documents';
import { documentTarget } from '../features/requests/lib/document-link';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import type { Route } from './+types/document';

/** The request's documents, read in-process on the server when the address names the service. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const requests = context.get(appServicesContext).requests;
  const target = documentTarget(url.searchParams, null);
  if (!requests || !target.serviceId) return { documents: null };
  try {
    return { documents: await requests.documentList(user, target.serviceId, target.requestId) };
  } catch (err) {
    // The spec: a failure to load the list is only logged (the page asks the API again).
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
 * Requests); navigation state { service_id, service_request_id } is read too.
 */
export default function DocumentRoute({ loaderData }: Route.ComponentProps) {
  const user = useRequireUser();
  const [params] = useSearchParams();
  const location = useLocation();
  if (!user) return <LoginRedirect />;
  const target = documentTarget(params, location.state);
  if (!target.serviceId) {
    if (target.requestId)
      return <RequestDocuments userId={user.id} requestId={target.requestId} onMissing={<ServiceIdMissing />} />;
    return <ServiceIdMissing />;
  }
  return (
    <DocumentUpload
      key={`${target.serviceId}-${target.requestId ?? ''}`}
      userId={user.id}
      serviceId={target.serviceId}
      requestId={target.requestId}
      initial={loaderData.documents}
    />
  );
}
