import { Form, Link, data } from 'react-router';
import {
  DELIVERY_STATUSES,
  DELIVERY_STATUS_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_MESSAGES,
  adminIdParamsSchema,
  queryObject,
} from '@anupalan/shared';
import { appServicesContext } from '@anupalan/shared/app-context';
import type { RouterContextProvider } from 'react-router';
import { Button } from '../../components/ui/button';
import { HiddenFields, ResultNotice, useActionForm } from '../../components/forms/action-form';
import { DataRows, Field } from '../../components/lists/data-list';
import { FilterSelect } from '../../components/lists/list-filters';
import { ListPage } from '../../components/lists/list-page';
import { formObject, load, requireStaff, runAction } from '../../features/admin/lib/guard';
import {
  DeliveryStatusBadge,
  TemplatePreviewCard,
  deliveryTimes,
  eventLabel,
} from '../../features/admin/components/delivery-log';
import type { Route } from './+types/messages';

function requireMessages(context: Readonly<RouterContextProvider>, url: URL) {
  const { user } = requireStaff(context, url);
  const svc = context.get(appServicesContext).notificationAdmin;
  if (!svc) throw data({ message: 'The back office is not available.' }, { status: 503 });
  return { user, svc };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, svc } = requireMessages(context, url);
  const [list, templates] = await Promise.all([load(() => svc.deliveries(user, queryObject(url))), svc.templates(user)]);
  return { ...list, templates, status: url.searchParams.get('status') ?? '', userId: url.searchParams.get('userId') ?? '' };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { user, svc } = requireMessages(context, url);
  const form = formObject(await request.formData());
  return runAction(async () => {
    const { id } = adminIdParamsSchema.parse({ id: form.id });
    await svc.resend(user, id);
    return NOTIFICATION_MESSAGES.resent;
  });
}

export const meta: Route.MetaFunction = () => [{ title: 'Messages · Back office' }];

/**
 * `/admin/messages`: the delivery log, newest first (the navigation opens its failed deliveries),
 * a failed delivery's Resend, and the template catalogue with a preview of every channel.
 */
export default function Messages({ loaderData: d }: Route.ComponentProps) {
  const { result, submitting } = useActionForm();
  const failedOnly = d.status === 'failed';
  return (
    <ListPage
      title="Messages"
      filters={
        <>
          {/* A customer's log (from the Customers page) stays theirs when filtered. */}
          {d.userId ? <input type="hidden" name="userId" value={d.userId} /> : null}
          <FilterSelect
            label="Status"
            name="status"
            options={DELIVERY_STATUSES.map((s) => [s, DELIVERY_STATUS_LABELS[s]] as const)}
          />
          <FilterSelect
            label="Channel"
            name="channel"
            options={NOTIFICATION_CHANNELS.map((c) => [c, NOTIFICATION_CHANNEL_LABELS[c]] as const)}
          />
        </>
      }
      pageInfo={d.pageInfo}
      pagerLabel="Deliveries"
      footer={
        <section aria-labelledby="templates-heading" className="mt-10">
          <h2 id="templates-heading" className="text-xl font-semibold text-brand-900">
            Templates
          </h2>
          <p className="mt-1 mb-4 text-slate-700">Every message as it reads, with sample details.</p>
          <div className="space-y-3">
            {d.templates.map((t) => (
              <TemplatePreviewCard key={t.event} t={t} />
            ))}
          </div>
        </section>
      }
    >
      <h2 className="mb-3 text-xl font-semibold text-brand-900">
        {failedOnly ? 'Failed deliveries' : 'Deliveries'}
        {d.userId ? ` to customer #${d.userId}` : ''}
      </h2>
      <ResultNotice result={result} />
      <DataRows
        items={d.items}
        empty={failedOnly ? 'No failed deliveries.' : 'No deliveries match these filters.'}
        rowKey={(m) => m.id}
        columns="md:grid-cols-[1.5fr_1fr_2fr_1fr_2fr] md:items-start"
        row={(m) => (
          <>
            <Field label="Event">
              {eventLabel(m.event)}
              {m.requestId ? (
                <Link to={`/admin/requests/${m.requestId}`} className="block text-sm font-medium text-brand-800 underline">
                  Request #{m.requestId}
                </Link>
              ) : null}
            </Field>
            <Field label="Channel">{NOTIFICATION_CHANNEL_LABELS[m.channel]}</Field>
            <Field label="Recipient">
              <span className="break-all">{m.recipient}</span>
            </Field>
            <Field label="Status">
              <DeliveryStatusBadge status={m.status} />
              <span className="block text-sm text-slate-700">
                {m.attempts} attempt{m.attempts === 1 ? '' : 's'}
              </span>
            </Field>
            <Field label="Times">{deliveryTimes(m)}</Field>
            {m.error ? (
              <Field label="Error" className="md:col-span-5">
                {m.error}
              </Field>
            ) : null}
          </>
        )}
        after={(m) =>
          m.status === 'failed' ? (
            <Form method="post" className="mt-3">
              <HiddenFields values={{ id: m.id }} />
              <Button type="submit" variant="outline" loading={submitting('id', m.id)} loadingText="Resending...">
                Resend
                <span className="sr-only">
                  {' '}
                  the {NOTIFICATION_CHANNEL_LABELS[m.channel]} to {m.recipient}
                </span>
              </Button>
            </Form>
          ) : null
        }
      />
    </ListPage>
  );
}
