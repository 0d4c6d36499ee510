import { LoginRedirect } from '../components/layout/login-redirect';
import { ServiceDocuments } from '../features/requests/components/service-documents';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import type { Route } from './+types/documents-service';

/** Signed out, the server sends the visitor to sign in before rendering anything of the page. */
export function loader({ context, url }: Route.LoaderArgs) {
  requireUser(context, url);
  return null;
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(matches, 'Upload Documents', 'Hand over the documents your service needs.', `/documents/${params.serviceName}`);

/** /documents/{service name}: the redirect-back path of the company form; opens the documents of that service's latest request. */
export default function DocumentsServiceRoute({ params }: Route.ComponentProps) {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return <ServiceDocuments userId={user.id} serviceName={params.serviceName} />;
}
