import { COMPANY_TYPES, PARENT_COMPANY_CHOICES, SECTORS } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api-client';

export interface CompanyOptions {
  company_types: string[];
  sectors: string[];
  parent_companies: string[];
}

interface OptionsAnswer extends Partial<CompanyOptions> {
  success?: boolean;
}

/** The shared lists, used until (or if) the server's answer arrives. */
export const DEFAULT_COMPANY_OPTIONS: CompanyOptions = {
  company_types: [...COMPANY_TYPES],
  sectors: [...SECTORS],
  parent_companies: [...PARENT_COMPANY_CHOICES],
};

/** POST /api/v1/user/companies/create with an empty JSON body: company types, sectors, parent-company choices. */
export async function fetchCompanyOptions(): Promise<CompanyOptions | null> {
  const res = await apiRequest<OptionsAnswer>('/api/v1/user/companies/create', { json: {} });
  if (!res.ok || !res.body) return null;
  const list = (v: unknown, fallback: string[]) =>
    Array.isArray(v) && v.every((x) => typeof x === 'string') && v.length > 0 ? (v as string[]) : fallback;
  return {
    company_types: list(res.body.company_types, DEFAULT_COMPANY_OPTIONS.company_types),
    sectors: list(res.body.sectors, DEFAULT_COMPANY_OPTIONS.sectors),
    parent_companies: list(res.body.parent_companies, DEFAULT_COMPANY_OPTIONS.parent_companies),
  };
}
