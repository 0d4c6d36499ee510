import { PageHero } from '../components/layout/page-hero';
import { Link } from 'react-router';
import { ArrowRight, BellRing, Building2, MapPin, Rocket, Target, Telescope, Timer, Users, Zap } from 'lucide-react';
import { appServicesContext } from '@anupalan/shared/app-context';
import { buttonClasses } from '../components/ui/button';
import { sitePageMeta } from '../lib/seo';
import type { Route } from './+types/about';

export function loader({ context }: Route.LoaderArgs) {
  return { site: context.get(appServicesContext).site };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  sitePageMeta(loaderData?.site, (site) => ({
    title: `About Us — Who We Are`,
    description: `${site.brandName} has helped Indian businesses, startups and individuals with tax, GST, company and legal compliance for over 7 years, from offices in Gurugram and Bhubaneswar.`,
    path: '/about',
    crumb: 'About Us',
    ld: { '@type': 'AboutPage', name: `About ${site.brandName}`, url: `${site.publicUrl}/about` },
  }));

const TILES = [
  {
    Icon: Zap,
    title: 'Easy to Access',
    text: 'Order a service, upload documents, pay and follow progress online, from a phone or a computer, wherever you are.',
  },
  {
    Icon: Users,
    title: 'Experienced Team',
    text: 'Chartered accountants, company secretaries, lawyers and valuers with over 7 years of hands-on compliance work.',
  },
  {
    Icon: BellRing,
    title: 'Timely Alerts',
    text: 'Reminders of GST, TDS, income tax and MCA due dates before they arrive, so you never pay a late fee you could avoid.',
  },
  {
    Icon: Timer,
    title: 'Fast Resolution',
    text: 'Clear timelines for every service, quick answers to your questions and notices handled before their deadlines.',
  },
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  const head = site.offices.find((o) => /head/i.test(o.label)) ?? site.offices[0];
  const branch = site.offices.find((o) => o !== head);
  // The demo configuration writes "Anupalan Group, Gurugram"; the sentence names the city itself.
  const parent = site.parentCompany.replace(/,\s*Gurugram$/i, '').trim();
  return (
    <>
      <PageHero id="about-title" crumb="About Us" title="Who Are We?">
        <p className="mt-4 max-w-2xl text-lg text-slate-100">{site.slogan}</p>
      </PageHero>

      <section aria-labelledby="story-title" className="py-14 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1.2fr_0.8fr]">
          <div>
            <h2 id="story-title" className="text-section-title font-semibold text-brand-900 sm:text-3xl">
              Our Story
            </h2>
            <div className="mt-4 space-y-4 text-slate-700">
              <p>
                {site.brandName} began with a simple observation: running a business in India means keeping up with a long list of
                returns, registrations and deadlines, and most founders and owners would rather spend that time on their
                customers. For over 7 years we have taken that work off their hands, from a first GST registration to annual
                company filings, trademarks, valuations and legal documents.
              </p>
              <p>
                What started as a small practice is now a team of chartered accountants, company secretaries, lawyers and filing
                specialists who have served more than 100 businesses, along with many salaried professionals and first-time tax
                filers. Ninety-nine per cent of our clients tell us they are satisfied.
              </p>
              <p>
                {parent ? <>We are part of {parent}, headquartered in Gurugram. </> : null}
                Our head office is in {head?.city ?? 'Gurugram'}
                {branch ? <> and our branch office is in {branch.city}</> : null}, and we serve clients across India online.
              </p>
            </div>
          </div>
          <aside aria-label="Our offices" className="rounded-card border border-slate-200 bg-slate-50 p-5 sm:p-6">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
              <Building2 aria-hidden="true" className="size-5 text-brand-700" />
              Our offices
            </h2>
            <ul className="mt-4 space-y-4">
              {site.offices.map((o) => (
                <li key={o.label + o.city} className="flex gap-3">
                  <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-700" />
                  <span>
                    <span className="block font-semibold text-slate-900">
                      {o.label}, {o.city}
                    </span>
                    <span className="block text-[0.9375rem] text-slate-700">{o.address}</span>
                  </span>
                </li>
              ))}
            </ul>
            <Link to="/contact" className={buttonClasses({ variant: 'outline', className: 'mt-6 w-full' })}>
              Contact us
            </Link>
          </aside>
        </div>
      </section>

      <section aria-label="Mission and future focus" className="bg-slate-50 py-14 sm:py-20">
        <div className="container-page grid gap-6 md:grid-cols-2">
          <article aria-labelledby="mission-title" className="rounded-card border border-slate-200 bg-white p-6 sm:p-8">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Target aria-hidden="true" className="size-6" />
            </span>
            <h2 id="mission-title" className="mt-4 text-xl font-semibold text-brand-900 sm:text-2xl">
              Our Mission
            </h2>
            <p className="mt-3 text-slate-700">
              To make tax, legal and business compliance simple, affordable and on time for every Indian business and individual:
              clear all-inclusive prices, plain-language advice and experts who answer when you call.
            </p>
          </article>
          <article aria-labelledby="future-title" className="rounded-card border border-slate-200 bg-white p-6 sm:p-8">
            <span className="flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
              <Telescope aria-hidden="true" className="size-6" />
            </span>
            <h2 id="future-title" className="mt-4 text-xl font-semibold text-brand-900 sm:text-2xl">
              Our Future Focus
            </h2>
            <p className="mt-3 text-slate-700">
              We are growing beyond {head?.city ?? 'Gurugram'}
              {branch ? <> and {branch.city}</> : null} to New Delhi and Kolkata, with more cities planned, and building better
              online tools (reminders, document checklists and progress tracking) so that staying compliant takes minutes, not
              days.
            </p>
          </article>
        </div>
      </section>

      <section aria-labelledby="choose-title" className="py-14 sm:py-20">
        <div className="container-page">
          <h2 id="choose-title" className="text-center text-section-title font-semibold text-brand-900 sm:text-3xl">
            Why Businesses Choose Us
          </h2>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {TILES.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-brand-900">{title}</h3>
                <p className="mt-1.5 text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 flex flex-col items-center gap-3 text-center">
            <p className="flex items-center gap-2 text-lg font-medium text-brand-900">
              <Rocket aria-hidden="true" className="size-5 text-accent-700" />
              Ready to get started?
            </p>
            <Link to="/contact" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              Talk to an expert
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
