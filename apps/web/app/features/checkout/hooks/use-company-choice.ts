import { useCallback, useEffect, useState } from 'react';
import type { Company } from '@anupalan/shared';
import { listCompanies } from '../../../lib/companies-client';

export type CompaniesState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; list: Company[] };

/** The customer's companies (loaded once a company is needed, reloaded on Refresh) and the one chosen. */
export function useCompanyChoice(userId: number, needed: boolean, initialId: number | null) {
  const [companyId, setCompanyId] = useState<string>(initialId !== null ? String(initialId) : '');
  const [companies, setCompanies] = useState<CompaniesState>({ kind: 'idle' });
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => {
    setCompanies({ kind: 'loading' });
    setReload((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!needed) return;
    let live = true;
    listCompanies(userId)
      .then((res) => {
        if (!live) return;
        if (!res.ok) setCompanies({ kind: 'error' });
        else setCompanies({ kind: 'ready', list: res.body?.companies ?? [] });
      })
      .catch(() => live && setCompanies({ kind: 'error' }));
    return () => {
      live = false;
    };
  }, [needed, userId, reload]);

  const list = companies.kind === 'ready' ? companies.list : [];
  const chosen = list.find((c) => String(c.id) === companyId) ?? null;
  return { companies, list, chosen, companyId, setCompanyId, refresh };
}
export type CompanyChoice = ReturnType<typeof useCompanyChoice>;
