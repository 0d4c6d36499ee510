import { appServicesContext } from '@anupalan/shared/app-context';
import { CALENDAR_TEXTS } from '@anupalan/shared';
import { LoginRedirect } from '../components/layout/login-redirect';
import { CalendarPage } from '../features/calendar/components/calendar-page';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import { SERVICES_MISSING, loadFailure } from '../lib/load-failure.server';
import type { Route } from './+types/calendar';
import { routeMessages } from '@anupalan/shared/i18n';
import { calendarEn } from '@anupalan/shared/i18n/parts/calendar.en';

// This page's texts (catalogue part, ADR 0023): the English here, the Hindi fetched on a Hindi page.
await routeMessages(calendarEn, () => import('@anupalan/shared/i18n/parts/calendar.hi').then((m) => m.calendarHi));

/** The signed-in customer's compliance calendar, read in-process (the same call as GET /api/v1/user/calendar). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const calendar = context.get(appServicesContext).calendar;
  if (!calendar) return { data: null, failed: SERVICES_MISSING };
  try {
    return { data: await calendar.forUser(user), failed: null };
  } catch (err) {
    return { data: null, failed: loadFailure(err, 'calendar') };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(
    matches,
    (t) => t('calendar.title'),
    (t) => t('calendar.intro'),
    '/calendar',
  );

export default function CalendarRoute({ loaderData }: Route.ComponentProps) {
  const user = useRequireUser();
  if (!user) return <LoginRedirect />;
  return (
    <CalendarPage
      data={loaderData.data}
      failed={loaderData.failed ? (loaderData.failed.message ?? CALENDAR_TEXTS.loadFailed) : null}
    />
  );
}
