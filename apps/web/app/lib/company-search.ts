/** Company list search (portal §9): by name or registration number, case-insensitive substring. */
export function filterCompanies<
  C extends { name?: string | null; company_name?: string | null; registration_number?: string | null },
>(companies: readonly C[], query: string): C[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...companies];
  return companies.filter((c) => {
    const name = (c.name ?? c.company_name ?? '').toLowerCase();
    const reg = (c.registration_number ?? '').toLowerCase();
    return name.includes(q) || reg.includes(q);
  });
}

/** 'name (type)', as the checkout's company select lists them (portal §2). */
export function companyOptionLabel(c: {
  name?: string | null;
  company_name?: string | null;
  company_type?: string | null;
  business_type?: string | null;
}): string {
  const name = c.name ?? c.company_name ?? 'Company';
  const type = c.company_type || c.business_type || 'Business';
  return `${name} (${type})`;
}
