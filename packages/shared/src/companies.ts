import { z } from 'zod';
import { GSTIN_PATTERN, isIndianMobile, PAN_PATTERN, PINCODE_PATTERN } from './fields.ts';
import { GST_FREQUENCIES, TURNOVER_BANDS } from './calendar.ts';

/** Company types and sectors offered by the form (answered by POST /user/companies/create). */
export const COMPANY_TYPES = [
  'Private Limited Company',
  'Public Limited Company',
  'One Person Company',
  'Limited Liability Partnership',
  'Partnership Firm',
  'Sole Proprietorship',
  'Section 8 Company',
  'Hindu Undivided Family',
  'Trust / Society',
] as const;

export const SECTORS = [
  'Agriculture',
  'Construction & Real Estate',
  'E-commerce',
  'Education',
  'Financial Services',
  'Food & Beverages',
  'Healthcare',
  'Hospitality & Travel',
  'Information Technology',
  'Logistics',
  'Manufacturing',
  'Media & Entertainment',
  'Professional Services',
  'Retail & Trading',
  'Textiles',
  'Other',
] as const;

/** The parent-company choices (their rules are not in the spec: "Yes" asks for the name). */
export const PARENT_COMPANY_CHOICES = ['No', 'Yes'] as const;

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** The company form payload (portal §3) with the spec's messages (portal §5 Company form). */
export const companyFormSchema = z
  .object({
    user_id: z.union([z.number(), z.string()], { error: 'User id is required' }),
    name: required('Company name').pipe(z.string().max(200)),
    email: required('Email').pipe(z.email({ error: 'Invalid email' })),
    mobile: required('Mobile').pipe(
      // The one mobile rule of fields.ts, with the profile's message (portal §5).
      z.string().refine(isIndianMobile, { error: 'Please enter a valid 10-digit mobile number' }),
    ),
    landline: optionalText(20),
    registration_number: required('Registration number').pipe(z.string().max(50)),
    company_type: required('Company type').pipe(z.enum(COMPANY_TYPES, { error: 'Please choose a company type from the list' })),
    sector: required('Sector').pipe(z.enum(SECTORS, { error: 'Please choose a sector from the list' })),
    establish_date: required('Establish date').pipe(
      z.iso.date({ error: 'Establish date must be a valid date' }).refine((d) => d <= new Date().toISOString().slice(0, 10), {
        error: 'Establish date cannot be in the future',
      }),
    ),
    website: z
      .string()
      .trim()
      .max(200)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), { error: 'Invalid website URL' }),
    gst_no: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || GSTIN_PATTERN.test(v), { error: 'Please enter a valid 15-character GSTIN' }),
    pan_no: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || PAN_PATTERN.test(v), { error: 'Please enter a valid PAN number' }),
    address1: required('Address 1').pipe(z.string().max(300)),
    address2: optionalText(300),
    country: z.literal('India').optional().default('India'),
    state: required('State').pipe(z.string().max(100)),
    district: required('District').pipe(z.string().max(100)),
    city: required('City').pipe(z.string().max(100)),
    pin_code: required('PIN code').pipe(z.string().regex(PINCODE_PATTERN, { error: 'PIN code must be 6 digits' })),
    parent_company: z.enum(PARENT_COMPANY_CHOICES).optional().nullable(),
    parent_company_name: optionalText(200),
    // For the compliance calendar (issue 22): optional, an empty choice is none.
    gst_filing_frequency: z
      .enum(['', ...GST_FREQUENCIES], { error: 'Please choose a GST filing frequency from the list' })
      .optional()
      .nullable()
      // Not sent (an older client): left as it is on an update.
      .transform((v) => (v === undefined ? undefined : v || null)),
    turnover_band: z
      .enum(['', ...TURNOVER_BANDS], { error: 'Please choose a turnover band from the list' })
      .optional()
      .nullable()
      .transform((v) => (v === undefined ? undefined : v || null)),
  })
  .superRefine((v, ctx) => {
    if (v.parent_company === 'Yes' && !v.parent_company_name) {
      ctx.addIssue({ code: 'custom', path: ['parent_company_name'], message: 'Parent company name is required' });
    }
  });
export type CompanyForm = z.input<typeof companyFormSchema>;
export type CompanyInput = z.output<typeof companyFormSchema>;

/** A company as the API answers it (both the spec's names and ours). */
export const companySchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  company_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  landline: z.string().nullable(),
  registration_number: z.string(),
  company_type: z.string(),
  business_type: z.string(),
  sector: z.string(),
  establish_date: z.string(),
  website: z.string().nullable(),
  gst_no: z.string().nullable(),
  pan_no: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  country: z.string(),
  state: z.string(),
  district: z.string(),
  city: z.string(),
  pin_code: z.string(),
  parent_company: z.string().nullable(),
  parent_company_name: z.string().nullable(),
  gst_filing_frequency: z.string().nullable(),
  turnover_band: z.string().nullable(),
  status: z.string(),
  logo_url: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;
