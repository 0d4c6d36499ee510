import { PageHero } from '../components/layout/page-hero';
import { Building, ExternalLink, Headset, Mail, MapPinned, Phone, Printer } from 'lucide-react';
import { appServicesContext } from '@anupalan/shared/app-context';
import type { Office } from '@anupalan/shared';
import { telHref } from '../components/layout/site-header';
import { sitePageMeta } from '../lib/seo';
import { OfficeMap } from '../features/contact/components/office-map';
import { SocialRow } from '../features/contact/components/social-row';
import type { Route } from './+types/contact';

export function loader({ context }: Route.LoaderArgs) {
  return { site: context.get(appServicesContext).site };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  sitePageMeta(loaderData?.site, (site) => ({
    title: 'Contact Us — Fast Legal and Tax Assistance',
    description: `Call, e-mail or visit ${site.brandName}: head office in Gurugram, branch office in Bhubaneswar. Quick help with income tax, GST, company, trademark and legal matters.`,
    path: '/contact',
    crumb: 'Contact Us',
    ld: { '@type': 'ContactPage', name: `Contact ${site.brandName}`, url: `${site.publicUrl}/contact` },
  }));

const cardClasses = 'flex h-full flex-col rounded-card border border-slate-200 bg-white p-5 sm:p-6';
const iconClasses = 'flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700';
const linkClasses = 'inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline';

function OfficeCard({ office, Icon }: { office: Office; Icon: typeof Building }) {
  return (
    <li className={cardClasses}>
      <span className={iconClasses}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-brand-900">{office.label}</h2>
      <p className="mt-1 font-medium text-slate-900">{office.city}</p>
      <address className="mt-1 flex-1 text-slate-700 not-italic">{office.address}</address>
      <a href={office.mapUrl} target="_blank" rel="noopener noreferrer" className={`${linkClasses} mt-3`}>
        View {office.city} on the map
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  const head = site.offices.find((o) => /head/i.test(o.label)) ?? site.offices[0]!;
  const others = site.offices.filter((o) => o !== head);
  return (
    <>
      <PageHero
        id="contact-title"
        crumb="Contact Us"
        title={<>Need Fast Legal Assistance? We&rsquo;re Here to Help</>}
        titleClassName="max-w-3xl"
      >
        <p className="mt-4 max-w-2xl text-lg text-slate-100">
          Call us, write to us or visit one of our offices. An expert will get back to you quickly with clear next steps.
        </p>
      </PageHero>

      <section aria-label="Ways to reach us" className="py-12 sm:py-16">
        <div className="container-page">
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <OfficeCard office={head} Icon={Building} />
            {others.map((o) => (
              <OfficeCard key={o.label + o.city} office={o} Icon={MapPinned} />
            ))}
            <li className={cardClasses}>
              <span className={iconClasses}>
                <Headset aria-hidden="true" className="size-5" />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-brand-900">Let&rsquo;s Talk</h2>
              <ul className="mt-1 flex-1">
                {site.phones.map((p) => (
                  <li key={p}>
                    <a href={telHref(p)} className={linkClasses}>
                      <Phone aria-hidden="true" className="size-4 shrink-0" />
                      {p}
                    </a>
                  </li>
                ))}
                {site.fax && (
                  <li className="flex min-h-11 items-center gap-2 text-slate-700">
                    <Printer aria-hidden="true" className="size-4 shrink-0" />
                    {`Fax: ${site.fax}`}
                  </li>
                )}
              </ul>
            </li>
            <li className={cardClasses}>
              <span className={iconClasses}>
                <Mail aria-hidden="true" className="size-5" />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-brand-900">Email Support</h2>
              <ul className="mt-1 flex-1">
                {site.emails.map((e) => (
                  <li key={e}>
                    <a href={`mailto:${e}`} className={`${linkClasses} break-all`}>
                      <Mail aria-hidden="true" className="size-4 shrink-0" />
                      {e}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="map-title" className="pb-12 sm:pb-16">
        <div className="container-page">
          <h2 id="map-title" className="text-section-title font-semibold text-brand-900">
            Find us
          </h2>
          <div className="mt-5">
            <OfficeMap embedUrl={site.mapEmbedUrl} office={head} />
          </div>
        </div>
      </section>

      <section aria-labelledby="social-title" className="bg-slate-50 py-12 sm:py-14">
        <div className="container-page text-center">
          <h2 id="social-title" className="text-xl font-semibold text-brand-900">
            Follow us
          </h2>
          <p className="mt-2 text-slate-700">Deadline reminders, tax tips and news, where you already are.</p>
          <div className="mt-5">
            <SocialRow social={site.social} />
          </div>
        </div>
      </section>
    </>
  );
}
