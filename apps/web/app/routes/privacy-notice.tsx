import { appServicesContext } from '@anupalan/shared/app-context';
import { PRIVACY_NOTICE_PATH } from '@anupalan/shared/contracts/privacy-texts';
import { PrivacyNoticePage } from '../features/privacy/notice-page';
import { sitePageMeta } from '../lib/seo';
import type { Route } from './+types/privacy-notice';
import { routeMessages } from '@anupalan/shared/i18n';
import { privacyEn } from '@anupalan/shared/i18n/parts/privacy.en';

await routeMessages(privacyEn, () => import('@anupalan/shared/i18n/parts/privacy.hi').then((m) => m.privacyHi));

export function loader({ context }: Route.LoaderArgs) {
  return { site: context.get(appServicesContext).site };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  sitePageMeta(loaderData?.site, (site) => ({
    title: 'Privacy notice',
    description: `What personal data ${site.brandName} collects, why, how long it is kept, who it is shared with, and how to withdraw consent.`,
    path: PRIVACY_NOTICE_PATH,
    crumb: 'Privacy notice',
  }));

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  return <PrivacyNoticePage brand={loaderData.site.brandName} officer={loaderData.site.grievanceOfficer} />;
}
