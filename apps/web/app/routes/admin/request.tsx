import { CONVERSATION_TEXTS, REQUEST_ADMIN_MESSAGES } from '@anupalan/shared';
import { Thread } from '../../components/conversation/thread';
import { appServicesContext } from '@anupalan/shared/app-context';
import { RequestDetailView } from '../../features/admin/components/request-detail';
import { BackLink } from '../../components/lists/list-page';
import { formObject, idParam, load, runAction } from '../../features/admin/lib/guard';
import { requireRequestAdmin } from '../../features/admin/lib/requests-guard';
import { StaffVault } from '../../features/vault/components/staff-vault';
import type { Route } from './+types/request';
import { routeMessages } from '@anupalan/shared/i18n';
import { conversationsEn } from '@anupalan/shared/i18n/parts/conversations.en';
import { documentAsksEn } from '@anupalan/shared/i18n/parts/documentAsks.en';
import { vaultEn } from '@anupalan/shared/i18n/parts/vault.en';

// This page's texts (catalogue part, ADR 0023): the English here, the Hindi fetched on a Hindi page.
await Promise.all([
  routeMessages(vaultEn, () => import('@anupalan/shared/i18n/parts/vault.hi').then((m) => m.vaultHi)),
  routeMessages(conversationsEn, () => import('@anupalan/shared/i18n/parts/conversations.hi').then((m) => m.conversationsHi)),
  routeMessages(documentAsksEn, () => import('@anupalan/shared/i18n/parts/documentAsks.hi').then((m) => m.documentAsksHi)),
]);

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user, svc } = requireRequestAdmin(context, url);
  const id = idParam(params.id);
  const messages = context.get(appServicesContext).notificationAdmin;
  const conversation = context.get(appServicesContext).conversationPages;
  const [request, assignees, deliveries] = await Promise.all([
    load(() => svc.detail(user, id)),
    svc.assignees(user),
    messages ? messages.deliveries(user, { requestId: id, pageSize: 100 }) : null,
  ]);
  // Issue 21: the thread with internal notes (after the request is known to exist).
  const thread = conversation ? await load(() => conversation.thread(user, id, 'staff')) : [];
  // Issue 22: the customer's document vault.
  const vault = context.get(appServicesContext).vault;
  const kept = vault ? await vault.forCustomer(user, request.customer.id).catch(() => null) : null;
  return { request, assignees, deliveries: deliveries?.items ?? [], thread, vault: kept };
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const { user, svc } = requireRequestAdmin(context, url);
  const id = idParam(params.id);
  const form = formObject(await request.formData());
  if (form.intent === 'stage' && form.stage === 'completed' && form.confirmBalanceDue !== 'yes') {
    // Staff are told what is still due before they complete (the customer's download waits for it).
    const r = await load(() => svc.detail(user, id));
    const duePaise = r.totalPaise - r.paidPaise;
    if (duePaise > 0 && r.stage !== 'completed')
      return { ok: false, message: REQUEST_ADMIN_MESSAGES.completeWithBalanceDue(duePaise), confirm: { duePaise } };
  }
  return runAction(async () => {
    if (form.intent === 'stage') return svc.changeStage(user, id, { stage: form.stage });
    if (form.intent === 'assign') return svc.assign(user, id, form.assigneeId ? Number(form.assigneeId) : null, form.note);
    if (form.intent === 'advance') return svc.advance(user, id, { version: form.version });
    if (form.intent === 'note') {
      await svc.addNote(user, id, { body: form.body ?? '' });
      return REQUEST_ADMIN_MESSAGES.noteSaved;
    }
    throw Object.assign(new Error('Unknown action.'), { status: 400 });
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Request #${loaderData?.request.id ?? ''} · Back office` }];

/** `/admin/requests/:id`: one request, with everything staff do on it. */
export default function AdminRequest({ loaderData }: Route.ComponentProps) {
  const r = loaderData.request;
  return (
    <>
      <BackLink to="/admin/requests">All requests</BackLink>
      <RequestDetailView
        r={r}
        mode="staff"
        assignees={loaderData.assignees}
        deliveries={loaderData.deliveries}
        uploadUrl={`/api/v1/admin/requests/${r.id}/deliverable`}
      />
      <div className="mt-6">
        <Thread
          messages={loaderData.thread}
          postUrl={`/api/v1/admin/requests/${r.id}/messages`}
          allowInternal
          emptyText={CONVERSATION_TEXTS.threadEmptyStaff}
        />
      </div>
      <StaffVault data={loaderData.vault} />
    </>
  );
}
