import { useLocation } from 'react-router';
import { appServicesContext } from '@anupalan/shared/app-context';
import { LoginRedirect } from '../components/layout/login-redirect';
import { MyRequests } from '../features/requests/components/my-requests';
import { NoticeUpdatePrompt } from '../features/privacy/notice-ask';
import { accountMeta } from '../lib/account-meta';
import { useRequireUser } from '../lib/use-require-user';
import { requireUser } from '../lib/require-user.server';
import type { Route } from './+types/myrequests';
import { routeMessages } from '@anupalan/shared/i18n';
import { conversationsEn } from '@anupalan/shared/i18n/parts/conversations.en';
import { milestonesEn } from '@anupalan/shared/i18n/parts/milestones.en';
import { requestsEn } from '@anupalan/shared/i18n/parts/requests.en';
import { privacyEn } from '@anupalan/shared/i18n/parts/privacy.en';
import { refundsEn } from '@anupalan/shared/i18n/parts/refunds.en';

// This page's texts (catalogue part, ADR 0023): the English here, the Hindi fetched on a Hindi page.
await Promise.all([
  routeMessages(refundsEn, () => import('@anupalan/shared/i18n/parts/refunds.hi').then((m) => m.refundsHi)),
  routeMessages(privacyEn, () => import('@anupalan/shared/i18n/parts/privacy.hi').then((m) => m.privacyHi)),
  routeMessages(conversationsEn, () => import('@anupalan/shared/i18n/parts/conversations.hi').then((m) => m.conversationsHi)),
  routeMessages(milestonesEn, () => import('@anupalan/shared/i18n/parts/milestones.hi').then((m) => m.milestonesHi)),
  routeMessages(requestsEn, () => import('@anupalan/shared/i18n/parts/requests.hi').then((m) => m.requestsHi)),
]);

/** The signed-in customer's requests, read in-process on the server (the page then renders with them). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const requests = context.get(appServicesContext).accountRequests;
  const conversation = context.get(appServicesContext).conversationPages;
  const refundRequests = context.get(appServicesContext).refundRequests;
  if (!requests) return { rows: null, unread: {}, refunds: {} };
  try {
    const [rows, unread, refunds] = await Promise.all([
      requests.mine(user),
      conversation ? conversation.unread(user) : null,
      refundRequests ? refundRequests.mine(user) : {},
    ]);
    return { rows, unread: unread?.requests ?? {}, refunds };
  } catch (err) {
    // The page shows the spec's message, with 'Try Again' (the loader once more).
    console.error('my requests load failed', err);
    return { rows: null, unread: {}, refunds: {} };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(
    matches,
    (t) => t('requests.title'),
    (t) => t('requests.meta.description'),
    '/myrequests',
  );

export default function MyRequestsRoute({ loaderData }: Route.ComponentProps) {
  const user = useRequireUser();
  // Each visit (also a click on the same menu item) loads afresh.
  const { key } = useLocation();
  if (!user) return <LoginRedirect />;
  return (
    <>
      {/* An updated privacy notice, asked once (issue 24). */}
      <NoticeUpdatePrompt />
      <MyRequests key={key} requests={loaderData.rows} unread={loaderData.unread} refunds={loaderData.refunds} />
    </>
  );
}
