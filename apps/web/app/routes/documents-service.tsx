import { REQUEST_MESSAGES, urlSlug } from '@anupalan/shared';
import { appServicesContext } from '@anupalan/shared/app-context';
import { LoginRedirect } from '../components/layout/login-redirect';
import { OpenDocuments } from '../features/requests/components/open-documents';
import { sameService } from '../features/requests/lib/document-link';
import { accountMeta } from '../lib/account-meta';
import { documentLink } from '../lib/links';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import type { Route } from './+types/documents-service';
import { routeMessages } from '@anupalan/shared/i18n';
import { conversationsEn } from '@anupalan/shared/i18n/parts/conversations.en';

// This page's texts (catalogue part, ADR 0023): the English here, the Hindi fetched on a Hindi page.
await routeMessages(conversationsEn, () => import('@anupalan/shared/i18n/parts/conversations.hi').then((m) => m.conversationsHi));

/**
 * Signed out, the server sends the visitor to sign in first. Signed in: where the documents of the
 * customer's latest request for this service are (read in-process from the customer's own
 * requests), or its checkout when none was bought yet; null when the requests could not be read.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const requests = context.get(appServicesContext).accountRequests;
  if (!requests) return { goTo: null };
  try {
    const match = (await requests.mine(user)).find((r) => sameService(r.service_name, params.serviceName));
    return { goTo: match ? documentLink(match.service.id, match.id) : `/proceed/${urlSlug(params.serviceName)}` };
  } catch (err) {
    console.error('documents of a service: requests load failed', err);
    return { goTo: null };
  }
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(matches, 'Upload Documents', 'Hand over the documents your service needs.', `/documents/${params.serviceName}`);

/** /documents/{service name}: the redirect-back path of the company form; its own content is not shown (portal §2). */
export default function DocumentsServiceRoute({ loaderData }: Route.ComponentProps) {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  if (loaderData.goTo) return <OpenDocuments to={loaderData.goTo} />;
  return (
    <div role="alert" className="container-page py-16 text-center font-semibold text-red-800">
      {REQUEST_MESSAGES.fetchFailed}
    </div>
  );
}
