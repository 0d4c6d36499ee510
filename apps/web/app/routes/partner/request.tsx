import { redirect } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import { Thread } from '../../components/conversation/thread';
import { RequestDetailView } from '../../features/admin/components/request-detail';
import { BackLink } from '../../components/lists/list-page';
import { formObject, idParam, load, runAction } from '../../features/admin/lib/guard';
import { requirePartner } from '../../features/admin/lib/requests-guard';
import type { Route } from './+types/request';
import { routeMessages } from '@anupalan/shared/i18n';
import { conversationsEn } from '@anupalan/shared/i18n/parts/conversations.en';
import { documentAsksEn } from '@anupalan/shared/i18n/parts/documentAsks.en';

// This page's texts (catalogue part, ADR 0023): the English here, the Hindi fetched on a Hindi page.
await Promise.all([
  routeMessages(conversationsEn, () => import('@anupalan/shared/i18n/parts/conversations.hi').then((m) => m.conversationsHi)),
  routeMessages(documentAsksEn, () => import('@anupalan/shared/i18n/parts/documentAsks.hi').then((m) => m.documentAsksHi)),
]);

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user, svc } = requirePartner(context, url, 'service_provider');
  if (!(await svc.partner.me(user)).emailVerified) throw redirect('/partner');
  const id = idParam(params.id);
  const request = await load(() => svc.partner.detail(user, id));
  // Issue 21: the thread with the customer (no internal notes).
  const conversation = context.get(appServicesContext).conversationPages;
  const thread = conversation ? await load(() => conversation.thread(user, id, 'provider')) : [];
  return { ...request, thread };
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const { user, svc } = requirePartner(context, url, 'service_provider');
  const id = idParam(params.id);
  const form = formObject(await request.formData());
  // Not assigned to this provider: 403 before anything else is looked at.
  await load(() => svc.partner.detail(user, id));
  return runAction(async () => {
    if (form.intent === 'stage') return (await svc.partner.changeStage(user, id, { stage: form.stage })).message;
    throw Object.assign(new Error('Unknown action.'), { status: 400 });
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Request #${loaderData?.id ?? ''}` }];

/** `/partner/requests/:id`: a request assigned to the service provider (any other: 403). */
export default function PartnerRequest({ loaderData: r }: Route.ComponentProps) {
  return (
    <>
      <BackLink to="/partner/requests">My requests</BackLink>
      <RequestDetailView r={r} mode="provider" uploadUrl={`/api/v1/partner/requests/${r.id}/deliverable`} />
      <div className="mt-6">
        <Thread messages={r.thread} postUrl={`/api/v1/partner/requests/${r.id}/messages`} />
      </div>
    </>
  );
}
