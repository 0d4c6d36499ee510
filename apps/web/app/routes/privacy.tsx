import { appServicesContext } from '@anupalan/shared/app-context';
import { LegalDocument } from '../features/legal/components/legal-document';
import { privacySections } from '../features/legal/privacy-sections';
import { sitePageMeta } from '../lib/seo';
import type { Route } from './+types/privacy';

export function loader({ context }: Route.LoaderArgs) {
  return { site: context.get(appServicesContext).site };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  sitePageMeta(loaderData?.site, (site) => ({
    title: 'Privacy Policy',
    description: `How ${site.brandName} collects, uses, shares and protects your personal data, and your rights under India's Digital Personal Data Protection Act, 2023.`,
    path: '/privacy',
    crumb: 'Privacy Policy',
  }));

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <LegalDocument
      title="Privacy Policy"
      breadcrumb="Privacy Policy"
      intro={
        <p>
          {site.brandName} respects your privacy. This policy explains what personal data we collect when you use our website,
          mobile app and services, why we collect it, who we share it with, how long we keep it and the rights you have under
          India&rsquo;s Digital Personal Data Protection Act, 2023 (the DPDP Act). Our services are meant for users aged 18 and
          above.
        </p>
      }
      sections={privacySections(site)}
    />
  );
}
