import { describe, expect, it } from 'vitest';
import { companyOptionLabel, filterCompanies } from './company-search';

const list = [
  { id: 1, name: 'Acme Traders Private Limited', registration_number: 'U12345OR2020PTC000111' },
  { id: 2, name: 'Bharat Foods LLP', registration_number: 'AAB-1234' },
];

describe('filterCompanies', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterCompanies(list, '')).toHaveLength(2);
    expect(filterCompanies(list, '   ')).toHaveLength(2);
  });
  it('matches the name case-insensitively', () => {
    expect(filterCompanies(list, 'bharat').map((c) => c.id)).toEqual([2]);
  });
  it('matches the registration number', () => {
    expect(filterCompanies(list, 'or2020').map((c) => c.id)).toEqual([1]);
  });
  it('finds nothing for an unknown text', () => {
    expect(filterCompanies(list, 'zzz')).toEqual([]);
  });
});

describe('companyOptionLabel', () => {
  it('is name (type), with the spec default type', () => {
    expect(companyOptionLabel({ name: 'Acme', company_type: 'One Person Company' })).toBe('Acme (One Person Company)');
    expect(companyOptionLabel({ company_name: 'Acme' })).toBe('Acme (Business)');
  });
});
