import { appServicesContext, sessionUserContext } from '@anupalan/shared/app-context';
import { GrievancePage } from '../features/grievances/components/grievance-page';
import { sitePageMeta } from '../lib/seo';
import type { Route } from './+types/grievance';

/** The officer for everyone; the signed-in customer's own tickets and orders, read in-process. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  const user = context.get(sessionUserContext);
  const base = { site: services.site, officer: services.site.grievanceOfficer };
  if (!user || !services.grievances) return { ...base, signedIn: false, tickets: [], orders: [] };
  const [tickets, orders] = await Promise.all([services.grievances.mine(user), services.grievances.orders(user)]);
  return { ...base, signedIn: true, tickets, orders };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  sitePageMeta(loaderData?.site, (site) => ({
    title: 'Grievance Redressal',
    description: `Complain to the ${site.brandName} grievance officer: a ticket number at once, acknowledgement within 48 hours, resolution within one month.`,
    path: '/grievance',
    crumb: 'Grievance Redressal',
  }));

export default function GrievanceRoute({ loaderData: d }: Route.ComponentProps) {
  return <GrievancePage officer={d.officer} signedIn={d.signedIn} tickets={d.tickets} orders={d.orders} />;
}
