import { data } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import { TICKET_NO_PATTERN } from '@anupalan/shared/contracts/grievances-texts';
import { TicketPage } from '../features/grievances/components/ticket-view';
import { accountMeta } from '../lib/account-meta';
import { loadFailure } from '../lib/load-failure.server';
import { requireUser } from '../lib/require-user.server';
import type { Route } from './+types/grievance-ticket';

/** One of the customer's own tickets (another's, or none: 404, the same answer). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const grievances = context.get(appServicesContext).grievances;
  if (!grievances || !TICKET_NO_PATTERN.test(params.ticket)) throw data({ message: 'Complaint not found.' }, { status: 404 });
  try {
    return { ticket: await grievances.ticket(user, params.ticket) };
  } catch (err) {
    const failure = loadFailure(err, 'grievance ticket');
    throw data({ message: failure.message ?? 'Please try again.' }, { status: failure.status });
  }
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  accountMeta(
    matches,
    `Complaint ${params.ticket}`,
    'Your complaint and the grievance officer’s replies.',
    `/grievance/${params.ticket}`,
  );

export default function GrievanceTicketRoute({ loaderData }: Route.ComponentProps) {
  return <TicketPage g={loaderData.ticket} />;
}
