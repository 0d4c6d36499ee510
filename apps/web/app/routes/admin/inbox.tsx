import { Link } from 'react-router';
import { CONVERSATION_TEXTS as T, queryObject, waitingText } from '@anupalan/shared';
import { appServicesContext } from '@anupalan/shared/app-context';
import { PageTitle } from '../../components/lists/list-page';
import { Pager } from '../../components/lists/pager';
import { Card } from '../../components/ui/card';
import { formatDateTime } from '../../components/lists/data-list';
import { load } from '../../features/admin/lib/guard';
import { requireRequestAdmin } from '../../features/admin/lib/requests-guard';
import type { Route } from './+types/inbox';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user } = requireRequestAdmin(context, url);
  const pages = context.get(appServicesContext).conversationPages;
  return pages
    ? await load(() => pages.inbox(user, queryObject(url)))
    : { threads: [], pageInfo: { page: 1, pageSize: 25, total: 0 } };
}

export const meta: Route.MetaFunction = () => [{ title: `${T.inboxTitle} · Back office` }];

/** `/admin/inbox`: threads waiting for a reply, oldest first, with the time waiting (issue 21). */
export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { threads, pageInfo } = loaderData;
  return (
    <>
      <PageTitle>{T.inboxTitle}</PageTitle>
      {threads.length ? (
        <ol className="mt-4 space-y-3">
          {threads.map((t) => (
            <li key={t.request_id}>
              <Card>
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={`/admin/requests/${t.request_id}`} className="font-semibold text-brand-800 underline">
                    Request #{t.request_id} · {t.customer_name}
                  </Link>
                  <span className="text-sm font-medium text-amber-800">{T.waiting(waitingText(t.waiting_minutes))}</span>
                </p>
                <p className="text-sm text-slate-700">
                  {t.service_name} · since {formatDateTime(t.waiting_since)}
                </p>
                <p className="mt-2 line-clamp-2 break-words text-slate-900">{t.last_message}</p>
              </Card>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-slate-700">{T.inboxEmpty}</p>
      )}
      <Pager pageInfo={pageInfo} label={T.inboxTitle} />
    </>
  );
}
