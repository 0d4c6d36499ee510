import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, CircleAlert, CircleCheck } from 'lucide-react';
import {
  COMPANY_CALENDAR_FIELDS,
  COMPANY_TYPES,
  GST_FREQUENCIES,
  GST_FREQUENCY_LABELS,
  PARENT_COMPANY_CHOICES,
  SECTORS,
  TURNOVER_BANDS,
  TURNOVER_BAND_LABELS,
  mobileFieldInput,
  type Company,
} from '@anupalan/shared';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextInput } from '../../../components/ui/form-field';
import { ImageField, useImageField } from '../../../components/forms/image-field';
import { LocationFields } from '../../../components/forms/location-fields';
import { useForm } from '../../../components/forms/use-form';
import { NativeSelect } from '../../../components/ui/select';
import { messageOf } from '../../../lib/api-client';
import { storeCompany } from '../api/store-company';
import {
  COMPANY_FIELDS,
  companyPayload,
  emptyCompanyValues,
  normaliseInput,
  returnPath,
  validateCompany,
  valuesFromCompany,
  type CompanyField,
} from '../lib/company-form-state';
import { useHydrated } from '../../../components/forms/use-hydrated';

/** The form's fixed choices: the very lists POST /user/companies/create answers (portal §7). */
const options = { company_types: COMPANY_TYPES, sectors: SECTORS, parent_companies: PARENT_COMPANY_CHOICES };

/** Redirect after a successful save (portal §9). */
export const COMPANY_SAVED_REDIRECT_MS = 2000;

interface NavState {
  company?: Partial<Company> & Record<string, unknown>;
  editing?: boolean;
  isEditing?: boolean;
  returnTo?: string;
  redirectTo?: string;
  service?: unknown;
}

/**
 * Add mode, or edit mode when the editing flag arrives in navigation state (portal §2) or the
 * address names the company (`?id=`, as the list's Edit does, so a reload or the server's render
 * keeps the mode). The company's data is then the route loader's, read afresh on the server; else
 * the company handed over in the state.
 */
function readNavState(
  state: unknown,
  loaded: { company: Company | null; failed: boolean },
): { mode: 'add' | 'edit' | 'broken'; company: NavState['company'] | null } {
  const s = (state ?? {}) as NavState;
  const named = loaded.company !== null || loaded.failed;
  const editing = named || s.editing === true || s.isEditing === true;
  if (!editing) return { mode: 'add', company: null };
  if (loaded.failed) return { mode: 'broken', company: null };
  const company = loaded.company ?? s.company;
  const id = Number(company?.id ?? company?.company_id);
  if (!company || !Number.isInteger(id) || id <= 0) return { mode: 'broken', company: null };
  return { mode: 'edit', company };
}

/** The Company form (portal §2 Company form, §5 validations). */
export function CompanyForm({
  userId,
  loaded,
}: {
  userId: number;
  /** The company the address names (`?id=`), as the route's loader read it; failed when it could not. */
  loaded: { company: Company | null; failed: boolean };
}) {
  // Its submit waits for the script (no route action): a press before then sends nothing (no GET with the fields).
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [nav] = useState(() => readNavState(location.state, loaded));
  const [backTo] = useState(() => returnPath(location.state));
  const editId = nav.mode === 'edit' ? Number(nav.company?.id ?? nav.company?.company_id) : null;

  const validate = useCallback((v: Record<CompanyField, string>) => validateCompany(v, userId), [userId]);
  const form = useForm<CompanyField, 'logo'>({
    initial: () => (nav.company ? valuesFromCompany(nav.company) : emptyCompanyValues()),
    validate,
    mode: 'touched',
    normalise: normaliseInput,
  });
  const { values, formError, setFormError } = form;
  const busy = form.submitting;
  const logo = useImageField(() => form.clearErrors('logo'));
  const [saved, setSaved] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const savedId = useRef<number | null>(null);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(
      () => navigate(backTo, { state: { selectCompanyId: savedId.current } }),
      COMPANY_SAVED_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [saved, navigate, backTo]);

  if (nav.mode === 'broken') {
    return (
      <section className="container-page py-12">
        <Card role="alert" className="mx-auto max-w-lg text-center">
          <CircleAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
          <h1 className="mt-3 text-xl font-semibold text-brand-900">Failed to open edit form.</h1>
          <Link to="/company-details" className={buttonClasses({ variant: 'outline', className: 'mt-5' })}>
            Back to Company Details
          </Link>
        </Card>
      </section>
    );
  }

  const errorFor = (f: CompanyField) => form.errors[f];
  const set = form.patch;
  const blur = form.blur;

  const field = (f: CompanyField, label: string, extra: React.ComponentProps<'input'> & { hint?: string } = {}) => (
    <TextInput label={label} {...form.field(f, { input: f === 'mobile' ? mobileFieldInput : undefined })} {...extra} />
  );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy || saved) return;
    setFormError(null);
    const ok = form.validateAll(logo.error ? { logo: logo.error } : {});
    if (!ok) {
      const errors = validateCompany(values, userId);
      const first = COMPANY_FIELDS.find((f) => errors[f]);
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    await form.submit(async () => {
      const res = await storeCompany(companyPayload(values, userId, editId), logo.file);
      if (res.ok) {
        savedId.current = res.body.company.id;
        setSaved(messageOf(res) ?? (editId ? 'Company updated successfully!' : 'Company added successfully!'));
        return;
      }
      if (res.status === 0) {
        setFormError('Something went wrong.');
      } else {
        form.applyServerErrors(res, [...COMPANY_FIELDS, 'logo']);
        setFormError(messageOf(res) ?? (editId ? 'Something went wrong.' : 'Failed to add company'));
      }
      window.setTimeout(() => errorRef.current?.focus(), 0);
    });
  };

  const selectOpts = (list: readonly string[], current: string) =>
    (current && !list.includes(current) ? [current, ...list] : list).map((x) => ({ value: x, label: x }));

  return (
    <section className="container-page py-8 sm:py-12" aria-labelledby="company-form-title">
      <Link to="/company-details" className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Company Details
      </Link>
      <h1 id="company-form-title" className="mt-2 text-page-title font-semibold text-brand-900">
        {editId ? 'Edit Company' : 'Add Company'}
      </h1>
      <p className="mt-1 text-slate-700">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>

      <form
        method="post"
        noValidate
        onSubmit={submit}
        className="mt-6 space-y-6"
        aria-describedby={formError ? 'company-form-error' : undefined}
      >
        <fieldset disabled={busy || !!saved} className="space-y-6">
          <FormSection title="Basic Information">
            {field('name', 'Company Name', { required: true, autoComplete: 'organization', maxLength: 200 })}
            {field('email', 'Email', { required: true, type: 'email', autoComplete: 'email', inputMode: 'email' })}
            {field('mobile', 'Mobile', {
              required: true,
              type: 'tel',
              inputMode: 'numeric',
              autoComplete: 'tel-national',
              hint: '10 digits',
            })}
            {field('landline', 'Landline', { type: 'tel', inputMode: 'tel' })}
          </FormSection>

          <FormSection title="Company Details">
            {field('registration_number', 'Registration Number', {
              required: true,
              hint: 'CIN, LLPIN or registration number',
              maxLength: 50,
            })}
            <NativeSelect
              label="Company Type"
              required
              name="company_type"
              placeholder="Select company type"
              options={selectOpts(options.company_types, values.company_type)}
              value={values.company_type}
              onChange={(e) => set({ company_type: e.target.value })}
              onBlur={() => blur('company_type')}
              error={errorFor('company_type')}
            />
            <NativeSelect
              label="Sector"
              required
              name="sector"
              placeholder="Select sector"
              options={selectOpts(options.sectors, values.sector)}
              value={values.sector}
              onChange={(e) => set({ sector: e.target.value })}
              onBlur={() => blur('sector')}
              error={errorFor('sector')}
            />
            {field('establish_date', 'Establish Date', {
              required: true,
              type: 'date',
              max: new Date().toISOString().slice(0, 10),
            })}
            {field('website', 'Website', { type: 'url', inputMode: 'url', placeholder: 'https://example.com' })}
            {field('gst_no', 'GST Number', {
              hint: 'Optional: 15 characters, e.g. 21ABCDE1234F1Z5',
              autoCapitalize: 'characters',
            })}
            {field('pan_no', 'PAN Number', { hint: 'Optional: e.g. ABCDE1234F', autoCapitalize: 'characters' })}
            <NativeSelect
              label={COMPANY_CALENDAR_FIELDS.gstFrequency}
              name="gst_filing_frequency"
              placeholder={COMPANY_CALENDAR_FIELDS.choose}
              hint={COMPANY_CALENDAR_FIELDS.hint}
              options={GST_FREQUENCIES.map((f) => ({ value: f, label: GST_FREQUENCY_LABELS[f] }))}
              value={values.gst_filing_frequency}
              onChange={(e) => set({ gst_filing_frequency: e.target.value })}
              onBlur={() => blur('gst_filing_frequency')}
              error={errorFor('gst_filing_frequency')}
            />
            <NativeSelect
              label={COMPANY_CALENDAR_FIELDS.turnover}
              name="turnover_band"
              placeholder={COMPANY_CALENDAR_FIELDS.choose}
              hint={COMPANY_CALENDAR_FIELDS.hint}
              options={TURNOVER_BANDS.map((b) => ({ value: b, label: TURNOVER_BAND_LABELS[b] }))}
              value={values.turnover_band}
              onChange={(e) => set({ turnover_band: e.target.value })}
              onBlur={() => blur('turnover_band')}
              error={errorFor('turnover_band')}
            />
          </FormSection>

          <FormSection title="Address Information">
            {field('address1', 'Address Line 1', { required: true, autoComplete: 'address-line1' })}
            {field('address2', 'Address Line 2', { autoComplete: 'address-line2' })}
            <TextInput
              label="Country"
              name="country"
              value="India"
              readOnly
              aria-readonly="true"
              hint="Companies registered in India"
            />
            <LocationFields
              whenUnavailable="text"
              required
              pinName="pin_code"
              value={{ state: values.state, district: values.district, city: values.city, pin: values.pin_code }}
              errors={{
                state: errorFor('state'),
                district: errorFor('district'),
                city: errorFor('city'),
                pin: errorFor('pin_code'),
              }}
              onChange={({ pin, ...rest }) => set(pin === undefined ? rest : { ...rest, pin_code: pin })}
              onBlur={(part) => blur(part === 'pin' ? 'pin_code' : part)}
            />
          </FormSection>

          <FormSection title="Additional Information">
            <ImageField
              image={logo}
              label="Company Logo"
              name="logo"
              hint="An image (JPEG, PNG or GIF), less than 5 MB"
              preview="none"
              error={form.errors.logo}
            />
            <NativeSelect
              label="Parent Company"
              name="parent_company"
              placeholder="Select"
              hint="Is this company owned by another company?"
              options={options.parent_companies.map((p) => ({ value: p, label: p }))}
              value={values.parent_company}
              onChange={(e) =>
                set({ parent_company: e.target.value, ...(e.target.value === 'Yes' ? {} : { parent_company_name: '' }) })
              }
              onBlur={() => blur('parent_company')}
              error={errorFor('parent_company')}
            />
            {field('parent_company_name', 'Parent Company Name', {
              required: values.parent_company === 'Yes',
              disabled: values.parent_company !== 'Yes',
              hint: values.parent_company === 'Yes' ? undefined : 'Choose "Yes" above to enter it',
            })}
          </FormSection>
        </fieldset>

        {formError && (
          <div
            ref={errorRef}
            id="company-form-error"
            role="alert"
            tabIndex={-1}
            className="flex items-start gap-2 rounded-card border border-red-300 bg-red-50 p-4 font-medium text-red-800"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {formError}
          </div>
        )}
        {saved && (
          <div
            role="status"
            className="flex items-start gap-2 rounded-card border border-green-300 bg-green-50 p-4 font-medium text-green-800"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {saved}
          </div>
        )}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link
            to={backTo.startsWith('/proceed/') ? backTo : '/company-details'}
            className={buttonClasses({ variant: 'outline' })}
          >
            Cancel
          </Link>
          <Button type="submit" loading={busy} loadingText="Saving..." disabled={!!saved || !hydrated}>
            {editId ? 'Update Company' : 'Save Company'}
          </Button>
        </div>
      </form>
    </section>
  );
}

function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <fieldset>
        <legend className="text-lg font-semibold text-brand-900">{title}</legend>
        <div className="mt-4 grid gap-5 md:grid-cols-2">{children}</div>
      </fieldset>
    </Card>
  );
}
