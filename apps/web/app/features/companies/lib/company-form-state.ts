import { companyFormSchema, type Company } from '@anupalan/shared';

/** The fields of the company form payload (portal §3), as the form keeps them (text). */
export const COMPANY_FIELDS = [
  'name',
  'email',
  'mobile',
  'landline',
  'registration_number',
  'company_type',
  'sector',
  'establish_date',
  'website',
  'gst_no',
  'pan_no',
  'address1',
  'address2',
  'country',
  'state',
  'district',
  'city',
  'pin_code',
  'parent_company',
  'parent_company_name',
  // Optional, for the compliance calendar (issue 22).
  'gst_filing_frequency',
  'turnover_band',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyValues = Record<CompanyField, string>;
export type CompanyErrors = Partial<Record<CompanyField, string>>;

export function emptyCompanyValues(): CompanyValues {
  const v = Object.fromEntries(COMPANY_FIELDS.map((f) => [f, ''])) as CompanyValues;
  v.country = 'India';
  return v;
}

export function valuesFromCompany(c: Partial<Company> & Record<string, unknown>): CompanyValues {
  const v = emptyCompanyValues();
  const text = (x: unknown) => (x === null || x === undefined ? '' : String(x));
  for (const f of COMPANY_FIELDS) v[f] = text(c[f]);
  v.name = text(c.name ?? c.company_name);
  v.company_type = text(c.company_type ?? c.business_type);
  v.establish_date = text(c.establish_date).slice(0, 10);
  v.country = 'India';
  return v;
}

/** Every message of the shared schema for these values, first one per field. */
export function validateCompany(values: CompanyValues, userId: number): CompanyErrors {
  const parsed = companyFormSchema.safeParse({ ...values, user_id: userId, parent_company: values.parent_company || null });
  if (parsed.success) return {};
  const errors: CompanyErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (COMPANY_FIELDS as readonly string[]).includes(field) && !errors[field as CompanyField]) {
      errors[field as CompanyField] = issue.message;
    }
  }
  return errors;
}

/** The JSON payload the store endpoint takes (portal §3 field names; `id` when editing). */
export function companyPayload(values: CompanyValues, userId: number, id: number | null): Record<string, string | number | null> {
  const payload: Record<string, string | number | null> = { user_id: userId };
  for (const f of COMPANY_FIELDS) {
    const v = values[f].trim();
    payload[f] = v === '' ? null : v;
  }
  payload.country = 'India';
  if (values.parent_company !== 'Yes') payload.parent_company_name = null;
  if (id !== null) payload.id = id;
  return payload;
}

/** Input clean-up as the user types: digits only for phone and PIN, upper-case for GSTIN and PAN. */
export function normaliseInput(field: CompanyField, raw: string): string {
  switch (field) {
    case 'mobile':
      return raw.replace(/\D/g, '').slice(0, 10);
    case 'pin_code':
      return raw.replace(/\D/g, '').slice(0, 6);
    case 'landline':
      return raw.replace(/[^\d\s+-]/g, '').slice(0, 20);
    case 'pan_no':
      return raw
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 10);
    case 'gst_no':
      return raw
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 15);
    default:
      return raw;
  }
}

/**
 * Where to go after a successful save: the checkout page that opened the form (`returnTo`), else
 * the spec's redirect-back path (`redirectTo`), else the company list. Only paths on this site.
 */
export function returnPath(state: unknown): string {
  const s = (state ?? {}) as { returnTo?: unknown; redirectTo?: unknown };
  for (const candidate of [s.returnTo, s.redirectTo]) {
    if (
      typeof candidate === 'string' &&
      candidate.startsWith('/') &&
      !candidate.startsWith('//') &&
      !candidate.startsWith('/\\')
    ) {
      return candidate;
    }
  }
  return '/company-details';
}
