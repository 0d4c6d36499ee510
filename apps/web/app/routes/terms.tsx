import { formatIndianDate } from '@anupalan/shared';
import { appServicesContext } from '@anupalan/shared/app-context';
import { LegalDocument } from '../features/legal/components/legal-document';
import { termsSections } from '../features/legal/terms-sections';
import { sitePageMeta } from '../lib/seo';
import type { Route } from './+types/terms';

export function loader({ context }: Route.LoaderArgs) {
  // Storefront §2: 'Last Updated' shows the current date in Indian English. Computed once on the
  // server so the hydrated page shows the same text.
  return { site: context.get(appServicesContext).site, today: formatIndianDate(new Date()) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  sitePageMeta(loaderData?.site, (site) => ({
    title: 'Terms and Conditions',
    description: `The terms for using ${site.brandName}: services, accounts, payments, refunds and cancellations, liability, and governing law and jurisdiction.`,
    path: '/terms',
    crumb: 'Terms and Conditions',
  }));

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { site, today } = loaderData;
  return (
    <LegalDocument
      title="Terms and Conditions"
      breadcrumb="Terms and Conditions"
      intro={
        <>
          <p className="font-medium text-slate-900">Last Updated: {today}</p>
          <p className="mt-3">
            Please read these terms carefully before using {site.brandName}. They explain what we do for you, what we expect from
            you, and how payments, refunds and cancellations work.
          </p>
        </>
      }
      sections={termsSections(site)}
    />
  );
}
