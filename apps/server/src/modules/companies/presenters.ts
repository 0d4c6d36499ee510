import type { Company } from '@anupalan/shared';
import type { CompanyRecord } from './service.ts';

/**
 * A company in the legacy snake_case shape the spec's API promises (portal: Company list, Company
 * form; §7), with the aliases old clients read (company_id, company_name, business_type), made
 * from the companies service's domain object. The routes and the account pages' loaders call it.
 */
export function presentCompany(c: CompanyRecord): Company {
  return {
    id: c.id,
    company_id: c.id,
    name: c.name,
    company_name: c.name,
    email: c.email,
    mobile: c.mobile,
    landline: c.landline,
    registration_number: c.registrationNumber,
    company_type: c.companyType,
    business_type: c.companyType,
    sector: c.sector,
    establish_date: c.establishDate,
    website: c.website,
    gst_no: c.gstNo,
    pan_no: c.panNo,
    address1: c.address1,
    address2: c.address2,
    country: c.country,
    state: c.state,
    district: c.district,
    city: c.city,
    pin_code: c.pinCode,
    parent_company: c.parentCompany,
    parent_company_name: c.parentCompanyName,
    gst_filing_frequency: c.gstFilingFrequency,
    turnover_band: c.turnoverBand,
    status: c.status,
    logo_url: c.logoUrl,
  };
}
