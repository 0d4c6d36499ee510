import { data, type RouterContextProvider } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import { requireStaff } from './guard';

/** The staff check of the grievance pages, and the in-process queue service. */
export function requireGrievanceAdmin(context: Readonly<RouterContextProvider>, url: URL) {
  const { user } = requireStaff(context, url);
  const svc = context.get(appServicesContext).grievanceAdmin;
  if (!svc) throw data({ message: 'The back office is not available.' }, { status: 503 });
  return { user, svc };
}
