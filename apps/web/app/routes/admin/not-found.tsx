import { data } from 'react-router';
import { requireStaff } from '../../features/admin/lib/guard';
import type { Route } from './+types/not-found';

/** An unknown /admin path: the guard first (so nothing is revealed to others), then 404. */
export function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, url);
  throw data({ message: 'There is no such page in the back office.' }, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
