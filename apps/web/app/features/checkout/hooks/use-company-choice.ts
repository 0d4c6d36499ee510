import { useState } from 'react';
import type { Company } from '@anupalan/shared';
import { useRetry } from '../../../lib/use-retry';

export type CompaniesState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; list: Company[] };

/**
 * The customer's companies, as the route's loader read them (null: it could not), and the one
 * chosen. Refresh runs the loader again.
 */
export function useCompanyChoice(loaded: readonly Company[] | null, initialId: number | null) {
  const [companyId, setCompanyId] = useState<string>(initialId !== null ? String(initialId) : '');
  const { retry: refresh, retrying } = useRetry();
  const companies: CompaniesState = retrying
    ? { kind: 'loading' }
    : loaded
      ? { kind: 'ready', list: [...loaded] }
      : { kind: 'error' };
  const list = companies.kind === 'ready' ? companies.list : [];
  const chosen = list.find((c) => String(c.id) === companyId) ?? null;
  return { companies, list, chosen, companyId, setCompanyId, refresh };
}
export type CompanyChoice = ReturnType<typeof useCompanyChoice>;
