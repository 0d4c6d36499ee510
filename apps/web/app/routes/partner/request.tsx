import { Link, redirect } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { adminIdParamsSchema } from '@anupalan/shared';
import { RequestDetailView } from '../../features/admin/components/request-detail';
import { formObject, load, runAction } from '../../features/admin/lib/guard';
import { requirePartner } from '../../features/admin/lib/requests-guard';
import type { Route } from './+types/request';

function idOf(params: { id?: string }): number {
  const r = adminIdParamsSchema.safeParse(params);
  if (!r.success) throw new Response(null, { status: 404 });
  return r.data.id;
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user, svc } = requirePartner(context, url, 'service_provider');
  if (!(await svc.partner.me(user)).emailVerified) throw redirect('/partner');
  return load(() => svc.partner.detail(user, idOf(params)));
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const { user, svc } = requirePartner(context, url, 'service_provider');
  const id = idOf(params);
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
      <Link to="/partner/requests" className="mb-4 inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        My requests
      </Link>
      <RequestDetailView r={r} mode="provider" uploadUrl={`/api/v1/partner/requests/${r.id}/deliverable`} />
    </>
  );
}
