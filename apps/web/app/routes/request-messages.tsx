import { data, Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { appServicesContext } from '@anupalan/shared/app-context';
import { Thread } from '../components/conversation/thread';
import { LoginRedirect } from '../components/layout/login-redirect';
import { accountMeta } from '../lib/account-meta';
import { requireUser } from '../lib/require-user.server';
import { useRequireUser } from '../lib/use-require-user';
import { useT } from '../lib/i18n';
import type { Route } from './+types/request-messages';
import { routeMessages } from '@anupalan/shared/i18n';
import { conversationsEn } from '@anupalan/shared/i18n/parts/conversations.en';
import { requestsEn } from '@anupalan/shared/i18n/parts/requests.en';

// This page's texts (catalogue part, ADR 0023): the English here, the Hindi fetched on a Hindi page.
await Promise.all([
  routeMessages(conversationsEn, () => import('@anupalan/shared/i18n/parts/conversations.hi').then((m) => m.conversationsHi)),
  routeMessages(requestsEn, () => import('@anupalan/shared/i18n/parts/requests.hi').then((m) => m.requestsHi)),
]);

/** `/myrequests/:id/messages`: the customer's thread on one request (issue 21); marks it read. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  const pages = context.get(appServicesContext).conversationPages;
  if (!pages) throw data({ message: 'This page is not available.' }, { status: 503 });
  try {
    return { requestId: id, messages: await pages.thread(user, id, 'customer') };
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 403 || status === 404) throw data({ message: (err as Error).message }, { status });
    throw err;
  }
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(
    matches,
    (t) => t('requests.messages.title', { id: params.id ?? '' }),
    (t) => t('requests.messages.description'),
    `/myrequests/${params.id}/messages`,
  );

export default function RequestMessages({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <Link to="/myrequests" className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('requests.back')}
      </Link>
      <h1 className="text-2xl font-semibold text-brand-900">{t('requests.requestTitle', { id: loaderData.requestId })}</h1>
      <Thread messages={loaderData.messages} postUrl={`/api/v1/user/requests/${loaderData.requestId}/messages`} />
    </section>
  );
}
