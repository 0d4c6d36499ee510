import { Star } from 'lucide-react';
import { queryObject } from '@anupalan/shared';
import { DataRows, Field, formatDateTime } from '../../components/lists/data-list';
import { FilterDates, FilterSelect, FilterText } from '../../components/lists/list-filters';
import { ListPage } from '../../components/lists/list-page';
import { load, requireStaff } from '../../features/admin/lib/guard';
import type { Route } from './+types/feedback';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user, admin } = requireStaff(context, url);
  return load(() => admin.feedback.list(user, queryObject(url)));
}

export const meta: Route.MetaFunction = () => [{ title: 'Feedback · Back office' }];

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" aria-label={`${rating} out of 5`} role="img">
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={i <= rating ? 'size-4 fill-amber-500 text-amber-600' : 'size-4 text-slate-400'}
        />
      ))}
    </span>
  );
}

/** `/admin/feedback`: customers' ratings and messages, newest first. */
export default function Feedback({ loaderData: d }: Route.ComponentProps) {
  return (
    <ListPage
      title="Feedback"
      filters={
        <>
          <FilterSelect
            label="Rating"
            name="rating"
            options={[5, 4, 3, 2, 1].map((r) => [String(r), `${r} star${r === 1 ? '' : 's'}`] as const)}
          />
          <FilterDates />
          <FilterText label="Search" name="q" placeholder="Customer or words in the message" />
        </>
      }
      pageInfo={d.pageInfo}
      pagerLabel="Feedback"
    >
      <p className="mb-4 text-slate-700">
        {d.averageRating === null ? 'No ratings match these filters.' : `Average rating: ${d.averageRating} out of 5`}
      </p>
      <DataRows
        items={d.items}
        empty="No feedback matches these filters."
        rowKey={(f) => f.id}
        columns="md:grid-cols-[1fr_1.5fr_3fr_1.2fr]"
        row={(f) => (
          <>
            <Field label="Rating">
              <Stars rating={f.rating} />
            </Field>
            <Field label="Customer">
              {f.customerName}
              <span className="block text-sm break-all text-slate-700">{f.customerEmail ?? f.customerMobile ?? ''}</span>
            </Field>
            <Field label="Message">
              <span className="whitespace-pre-wrap">{f.message || '—'}</span>
              {f.serviceName ? <span className="block text-sm text-slate-700">About: {f.serviceName}</span> : null}
            </Field>
            <Field label="Date">{formatDateTime(f.createdAt)}</Field>
          </>
        )}
      />
    </ListPage>
  );
}
