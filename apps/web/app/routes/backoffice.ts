import { redirect } from 'react-router';

/** The footer's "Staff Login" (SITE backofficeUrl, '/backoffice' by default) leads to the staff sign-in. */
export function loader() {
  return redirect('/admin/login');
}
