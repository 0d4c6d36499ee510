import { Link } from 'react-router';
import {
  ArrowRight,
  BadgeCheck,
  Briefcase,
  Building2,
  FileSpreadsheet,
  FileText,
  Landmark,
  type LucideIcon,
  Receipt,
  ReceiptIndianRupee,
  Rocket,
  Scale,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { HomeCard, HomeCardIcon } from '@anupalan/shared';
import { HOME_AUDIENCES } from '@anupalan/shared/content-constants';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useT } from '../../../lib/i18n';

const ICONS: Record<HomeCardIcon, LucideIcon> = {
  FileText,
  Receipt,
  ReceiptIndianRupee,
  FileSpreadsheet,
  Building2,
  BadgeCheck,
  ShieldCheck,
  Users,
  Landmark,
  Rocket,
  Scale,
  Briefcase,
};

/**
 * 'Made for everyone': Organization (default), Enterprise, Startup, Individuals, each with the link
 * cards staff keep in the back office (home content). A tab with no card is not shown; with no card
 * at all (or the content failed to load) the section is left out.
 */
export function AudienceTabs({ cards }: { cards: HomeCard[] }) {
  const t = useT();
  const AUDIENCES = HOME_AUDIENCES.map((a) => ({ ...a, cards: cards.filter((c) => c.audience === a.value) })).filter(
    (a) => a.cards.length > 0,
  );
  if (AUDIENCES.length === 0) return null;
  return (
    <section aria-labelledby="audiences-title" className="py-14 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="audiences-title" className="text-section-title font-semibold text-brand-900 sm:text-3xl">
            {t('storefront.audiences.title')}
          </h2>
          <p className="mt-3 text-slate-700">{t('storefront.audiences.intro')}</p>
        </div>
        <Tabs defaultValue={AUDIENCES[0]!.value} className="mt-8">
          <div className="flex justify-center">
            <TabsList aria-label={t('storefront.audiences.label')} className="max-sm:grid max-sm:w-full max-sm:grid-cols-2">
              {AUDIENCES.map((a) => (
                <TabsTrigger key={a.value} value={a.value}>
                  {t.text(a.label)}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {AUDIENCES.map((a) => (
            <TabsContent key={a.value} value={a.value} className="focus-visible:rounded-card">
              <p className="text-center text-slate-700">{t.text(a.intro)}</p>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {a.cards.map((c) => {
                  const Icon = ICONS[c.icon];
                  return (
                    <li key={c.id}>
                      <div className="group relative flex h-full items-start gap-4 rounded-card border border-slate-200 bg-white p-5 transition-shadow focus-within:border-brand-400 focus-within:shadow-md hover:border-brand-300 hover:shadow-md">
                        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                          <Icon aria-hidden="true" className="size-5" />
                        </span>
                        <div className="min-w-0 flex-1">
                          <h3 className="font-semibold text-brand-900">
                            <Link to={c.to} className="after:absolute after:inset-0 after:rounded-card after:content-['']">
                              {c.title}
                            </Link>
                          </h3>
                          <p className="mt-1 text-[0.9375rem] text-slate-700">{c.text}</p>
                        </div>
                        <ArrowRight
                          aria-hidden="true"
                          className="mt-1 size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
