import { Building2, Plus, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { NativeSelect } from '../../../components/ui/select';
import { cn } from '../../../components/ui/cn';
import { companyOptionLabel } from '../../../lib/company-search';
import type { CompanyChoice } from '../hooks/use-company-choice';
import { useT } from '../../../lib/i18n';

/** "Select Company" (portal §4): the customer's companies, Refresh, and Add New Company. */
export function CompanyChoiceCard({ choice, onAddCompany }: { choice: CompanyChoice; onAddCompany: () => void }) {
  const t = useT();
  const { companies, list, chosen, companyId, setCompanyId, refresh } = choice;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle as="h2">{t('checkout.company.title')}</CardTitle>
        <Button variant="ghost" size="sm" onClick={refresh} disabled={companies.kind === 'loading'}>
          <RotateCw
            aria-hidden="true"
            className={cn('size-4', companies.kind === 'loading' && 'animate-spin motion-reduce:animate-none')}
          />
          {t('checkout.company.refresh')}
        </Button>
      </div>
      <NativeSelect
        fieldClassName="mt-3"
        label={t('checkout.company.label')}
        name="company_id"
        placeholder={t('checkout.company.placeholder')}
        options={list.map((c) => ({ value: String(c.id), label: companyOptionLabel(c) }))}
        value={chosen ? companyId : ''}
        onChange={(e) => setCompanyId(e.target.value)}
        disabled={companies.kind !== 'ready' || list.length === 0}
        hint={companies.kind === 'loading' ? t('checkout.company.loading') : undefined}
        error={companies.kind === 'error' ? t('checkout.companiesFailed') : undefined}
      />
      {companies.kind === 'ready' && list.length === 0 && (
        <p className="mt-3 flex items-center gap-2 text-slate-700">
          <Building2 aria-hidden="true" className="size-4 text-slate-500" />
          {t('checkout.company.none')}
        </p>
      )}
      <Button variant="outline" className="mt-4" onClick={onAddCompany}>
        <Plus aria-hidden="true" className="size-4" />
        {t('checkout.company.add')}
      </Button>
    </Card>
  );
}
