import { BadgeCheck, ClipboardCheck, ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import type { PartnerPage } from '../lib/partner-kind';
import { PartnerRegistrationForm } from './partner-registration-form';

const STEPS = [
  { Icon: ShieldCheck, title: 'Verify your mobile', text: 'We send a 6-digit code to confirm the number is yours.' },
  { Icon: ClipboardCheck, title: 'Tell us about you', text: 'Your name, e-mail address, an optional photo and a password.' },
  {
    Icon: BadgeCheck,
    title: 'We review and activate',
    text: 'Our team checks every application before the account is activated.',
  },
] as const;

/** The page around the registration form (storefront §2 Registration pages). */
export function PartnerRegistrationPage({ page }: { page: PartnerPage }) {
  return (
    <section aria-labelledby="registration-title" className="bg-slate-50 py-10 sm:py-14">
      <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)] lg:gap-12">
        <div className="lg:pt-4">
          <h1 id="registration-title" className="text-page-title font-semibold text-brand-900">
            {page.title}
          </h1>
          <p className="mt-3 max-w-prose text-slate-700">{page.intro}</p>
          <ol className="mt-8 space-y-5">
            {STEPS.map(({ Icon, title, text }, i) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="font-semibold text-slate-900">
                    <span className="sr-only">Step {i + 1}: </span>
                    {title}
                  </p>
                  <p className="text-slate-700">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <Card className="shadow-sm">
          <PartnerRegistrationForm page={page} />
        </Card>
      </div>
    </section>
  );
}
