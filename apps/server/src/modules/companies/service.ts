import type { CompanyInput } from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import type { CompanyRepository, CompanyRow, CompanyValues } from './repository.ts';

export const COMPANY_NOT_FOUND = 'Company not found.';
export const COMPANY_NOT_YOURS = 'This company belongs to another account.';

/** A customer's company, as the service knows it (presenters.ts makes the API's shape). */
export interface CompanyRecord {
  id: number;
  name: string;
  email: string;
  mobile: string;
  landline: string | null;
  registrationNumber: string;
  companyType: string;
  sector: string;
  establishDate: string;
  website: string | null;
  gstNo: string | null;
  panNo: string | null;
  address1: string;
  address2: string | null;
  country: string;
  state: string;
  district: string;
  city: string;
  pinCode: string;
  parentCompany: string | null;
  parentCompanyName: string | null;
  gstFilingFrequency: string | null;
  turnoverBand: string | null;
  status: string;
  /** Where its logo is served, or null without one. */
  logoUrl: string | null;
}

function toRecord(row: CompanyRow): CompanyRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    landline: row.landline,
    registrationNumber: row.registrationNumber,
    companyType: row.companyType,
    sector: row.sector,
    establishDate: row.establishDate,
    website: row.website,
    gstNo: row.gstNo,
    panNo: row.panNo,
    address1: row.address1,
    address2: row.address2,
    country: row.country,
    state: row.state,
    district: row.district,
    city: row.city,
    pinCode: row.pinCode,
    parentCompany: row.parentCompany,
    parentCompanyName: row.parentCompanyName,
    gstFilingFrequency: row.gstFilingFrequency,
    turnoverBand: row.turnoverBand,
    status: row.status,
    logoUrl: row.logoKey ? `/api/v1/user/companies/${row.id}/logo` : null,
  };
}

function toValues(input: CompanyInput): CompanyValues {
  return {
    name: input.name,
    email: input.email.toLowerCase(),
    mobile: input.mobile,
    landline: input.landline,
    registrationNumber: input.registration_number,
    companyType: input.company_type,
    sector: input.sector,
    establishDate: input.establish_date,
    website: input.website,
    gstNo: input.gst_no,
    panNo: input.pan_no,
    address1: input.address1,
    address2: input.address2,
    country: 'India',
    state: input.state,
    district: input.district,
    city: input.city,
    pinCode: input.pin_code,
    parentCompany: input.parent_company ?? null,
    parentCompanyName: input.parent_company === 'Yes' ? input.parent_company_name : null,
    gstFilingFrequency: input.gst_filing_frequency,
    turnoverBand: input.turnover_band,
  };
}

/** Companies belong to one user; nobody else can read, change or delete them. */
export function createCompanyService(repo: CompanyRepository) {
  async function owned(userId: number, companyId: number): Promise<CompanyRow> {
    const row = await repo.find(companyId);
    if (!row) throw AppError.notFound(COMPANY_NOT_FOUND);
    if (row.userId !== userId) throw new AppError('FORBIDDEN', COMPANY_NOT_YOURS);
    return row;
  }
  return {
    owned,
    within: repo.within,
    async list(userId: number): Promise<CompanyRecord[]> {
      return (await repo.listForUser(userId)).map(toRecord);
    },
    async create(userId: number, input: CompanyInput, logoKey?: string | null): Promise<CompanyRecord> {
      return toRecord(await repo.insert(userId, { ...toValues(input), logoKey: logoKey ?? null }));
    },
    async update(userId: number, companyId: number, input: CompanyInput, logoKey?: string | null): Promise<CompanyRecord> {
      await owned(userId, companyId);
      const values: Partial<CompanyValues> = toValues(input);
      if (logoKey) values.logoKey = logoKey;
      const row = await repo.update(userId, companyId, values);
      if (!row) throw AppError.notFound(COMPANY_NOT_FOUND);
      return toRecord(row);
    },
    async remove(userId: number, companyId: number): Promise<CompanyRecord> {
      const row = await owned(userId, companyId);
      await repo.softDelete(userId, companyId);
      return toRecord(row);
    },
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
