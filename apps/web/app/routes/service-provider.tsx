import { pageMeta } from '../lib/seo';
import { PARTNER_PAGES } from '../features/partners/lib/partner-kind';
import { PartnerRegistrationPage } from '../features/partners/components/partner-registration-page';
import type { Route } from './+types/service-provider';

const page = PARTNER_PAGES.service_provider;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0]?.loaderData?.site;
  if (!site) return [{ title: page.title }];
  return pageMeta({ site, title: `Become a Service Provider — ${page.title}`, description: page.intro, path: page.path });
};

export default function ServiceProvider() {
  return <PartnerRegistrationPage page={page} />;
}
