import { BellRing, IndianRupee, Lock, Timer, UserCheck, Wifi } from 'lucide-react';

const REASONS = [
  {
    Icon: UserCheck,
    title: 'Experts on every file',
    text: 'Chartered accountants, company secretaries and lawyers prepare and review your filings, with over 7 years of practice behind them.',
  },
  {
    Icon: IndianRupee,
    title: 'All-inclusive prices',
    text: 'The price you see includes GST, and you see what is included before you pay. No hidden charges.',
  },
  {
    Icon: BellRing,
    title: 'Timely alerts',
    text: 'Due dates and notices reach you before they matter, so you file on time and avoid late fees and interest.',
  },
  {
    Icon: Timer,
    title: 'Fast resolution',
    text: 'Clear timelines for every service, and an expert who keeps you updated until the work is done.',
  },
  {
    Icon: Lock,
    title: 'Your documents stay private',
    text: 'Documents are uploaded over encrypted connections and used only for the work you ask us to do.',
  },
  {
    Icon: Wifi,
    title: 'Fully online',
    text: 'Order, upload documents, pay and track progress from your phone, wherever you are in India.',
  },
] as const;

/** 'Why Choose' (storefront §2 Home). */
export function WhyChoose({ brandName }: { brandName: string }) {
  return (
    <section aria-labelledby="why-title" className="py-14 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-title" className="text-section-title font-semibold text-brand-900 sm:text-3xl">
            Why Choose {brandName}?
          </h2>
          <p className="mt-3 text-slate-700">
            More than 100 businesses trust us with their compliance, and 99% of our clients say they are satisfied.
          </p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{title}</h3>
              <p className="mt-1.5 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
