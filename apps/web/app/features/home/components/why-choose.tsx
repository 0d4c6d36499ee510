import { BellRing, IndianRupee, Lock, Timer, UserCheck, Wifi } from 'lucide-react';
import { homeDeferredEn } from '@anupalan/shared/i18n/parts/home-deferred.en';
import { homeDeferredHi } from '@anupalan/shared/i18n/parts/home-deferred.hi';
import { usePartT } from '../../../lib/i18n-part';

const REASONS = [
  { Icon: UserCheck, id: 'experts' },
  { Icon: IndianRupee, id: 'prices' },
  { Icon: BellRing, id: 'alerts' },
  { Icon: Timer, id: 'fast' },
  { Icon: Lock, id: 'private' },
  { Icon: Wifi, id: 'online' },
] as const;
const TEXTS = { en: homeDeferredEn, hi: homeDeferredHi };

/** 'Why Choose' (storefront §2 Home). */
export function WhyChoose({ brandName }: { brandName: string }) {
  const t = usePartT(TEXTS);
  return (
    <section aria-labelledby="why-title" className="py-14 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-title" className="text-section-title font-semibold text-brand-900 sm:text-3xl">
            {t('homeParts.why.title', { brand: brandName })}
          </h2>
          <p className="mt-3 text-slate-700">{t('homeParts.why.intro')}</p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ Icon, id }) => (
            <li key={id} className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{t(`homeParts.why.${id}.title`)}</h3>
              <p className="mt-1.5 text-slate-700">{t(`homeParts.why.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
