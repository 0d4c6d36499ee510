import { Form, useSearchParams } from 'react-router';
import { Star } from 'lucide-react';
import { queryObject } from '@anupalan/shared';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/form-field';
import { DataList, Field, PageTitle, Pager, formatDateTime } from '../../features/admin/components/admin-shell';
import { load, requireStaff } from '../../features/admin/lib/guard';
import { SelectFilter } from './partners';
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
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle>Feedback</PageTitle>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <SelectFilter
          label="Rating"
          name="rating"
          value={params.get('rating') ?? ''}
          options={[5, 4, 3, 2, 1].map((r) => [String(r), `${r} star${r === 1 ? '' : 's'}`] as const)}
        />
        <TextInput label="From" type="date" name="from" defaultValue={params.get('from') ?? ''} fieldClassName="w-44" />
        <TextInput label="To" type="date" name="to" defaultValue={params.get('to') ?? ''} fieldClassName="w-44" />
        <TextInput
          label="Search"
          name="q"
          defaultValue={params.get('q') ?? ''}
          placeholder="Customer or words in the message"
          fieldClassName="w-64"
        />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      <p className="mb-4 text-slate-700">
        {d.averageRating === null ? 'No ratings match these filters.' : `Average rating: ${d.averageRating} out of 5`}
      </p>
      <DataList empty="No feedback matches these filters.">
        {d.items.map((f) => (
          <li key={f.id} className="p-4">
            <dl className="grid gap-3 md:grid-cols-[1fr_1.5fr_3fr_1.2fr]">
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
            </dl>
          </li>
        ))}
      </DataList>
      <Pager pageInfo={d.pageInfo} label="Feedback" />
    </>
  );
}
