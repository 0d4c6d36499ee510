import { describe, expect, it } from 'vitest';
import {
  companyPayload,
  emptyCompanyValues,
  normaliseInput,
  returnPath,
  validateCompany,
  valuesFromCompany,
} from './company-form-state';

function valid() {
  return {
    ...emptyCompanyValues(),
    name: 'Acme Traders Private Limited',
    email: 'accounts@acme.example',
    mobile: '9812345678',
    registration_number: 'U12345OR2020PTC000111',
    company_type: 'Private Limited Company',
    sector: 'Retail & Trading',
    establish_date: '2020-04-01',
    address1: '12 Janpath',
    state: 'Odisha',
    district: 'Khordha',
    city: 'Bhubaneswar',
    pin_code: '751001',
  };
}

describe('validateCompany', () => {
  it('accepts a complete company', () => {
    expect(validateCompany(valid(), 7)).toEqual({});
  });
  it('names every required field with the spec message', () => {
    const errors = validateCompany(emptyCompanyValues(), 7);
    expect(errors.name).toBe('Company name is required');
    expect(errors.email).toBe('Email is required');
    expect(errors.registration_number).toBe('Registration number is required');
    expect(errors.pin_code).toBe('PIN code is required');
  });
  it('refuses a bad e-mail, website, GSTIN and PAN', () => {
    const errors = validateCompany(
      { ...valid(), email: 'nope', website: 'not a url', gst_no: '22AAAAA0000A1Z', pan_no: 'ABCDE1234' },
      7,
    );
    expect(errors.email).toBe('Invalid email');
    expect(errors.website).toBe('Invalid website URL');
    expect(errors.gst_no).toBe('Please enter a valid 15-character GSTIN');
    expect(errors.pan_no).toBe('Please enter a valid PAN number');
  });
  it('asks for the parent company name when there is one', () => {
    expect(validateCompany({ ...valid(), parent_company: 'Yes' }, 7).parent_company_name).toBe('Parent company name is required');
  });
});

describe('companyPayload', () => {
  it('sends the spec field names, blanks as null, India, and the id when editing', () => {
    const p = companyPayload({ ...valid(), parent_company: 'No', parent_company_name: 'left over' }, 7, 42);
    expect(p).toMatchObject({
      user_id: 7,
      id: 42,
      name: 'Acme Traders Private Limited',
      country: 'India',
      website: null,
      parent_company_name: null,
    });
  });
});

describe('normaliseInput', () => {
  it('keeps digits for mobile and PIN and cuts them', () => {
    expect(normaliseInput('mobile', '98-123 45678 99')).toBe('9812345678');
    expect(normaliseInput('pin_code', '75a1001x9')).toBe('751001');
  });
  it('upper-cases PAN and GSTIN', () => {
    expect(normaliseInput('pan_no', 'abcde1234f')).toBe('ABCDE1234F');
    expect(normaliseInput('gst_no', '21abcde1234f1z5')).toBe('21ABCDE1234F1Z5');
  });
});

describe('valuesFromCompany', () => {
  it('reads the alternative names of the spec', () => {
    const v = valuesFromCompany({ company_name: 'X', business_type: 'Partnership Firm', establish_date: '2019-01-02T00:00:00Z' });
    expect(v).toMatchObject({ name: 'X', company_type: 'Partnership Firm', establish_date: '2019-01-02', country: 'India' });
  });
});

describe('returnPath', () => {
  it('prefers the checkout page, then the redirect-back path, then the list', () => {
    expect(returnPath({ returnTo: '/proceed/gst-registration', redirectTo: '/documents/GST Registration' })).toBe(
      '/proceed/gst-registration',
    );
    expect(returnPath({ redirectTo: '/documents/GST Registration' })).toBe('/documents/GST Registration');
    expect(returnPath(null)).toBe('/company-details');
  });
  it('never leaves the site', () => {
    expect(returnPath({ returnTo: '//evil.example' })).toBe('/company-details');
    expect(returnPath({ returnTo: 'https://evil.example' })).toBe('/company-details');
  });
});
