import { useEffect, useRef, useState } from 'react';
import { ImagePlus, ShieldCheck } from 'lucide-react';
import {
  COUNTRY,
  GENDERS,
  IMAGE_ACCEPT,
  PROFILE_MESSAGES as M,
  mobileFieldInput,
  otpSchema,
  profileEmailSchema,
  profileMobileSchema,
  profileUpdateSchema,
  type Profile,
} from '@anupalan/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { FormField, TextInput, controlBorder, controlClasses } from '../../../components/ui/form-field';
import { FilePicker } from '../../../components/ui/file-picker';
import { NativeSelect } from '../../../components/ui/select';
import { cn } from '../../../components/ui/cn';
import { fieldErrors, serverMessage, succeeded, unreachable } from '../../auth/api/client';
import { SecretInput } from '../../auth/components/secret-input';
import { PASSWORD_RULE_HINT } from '../../auth/lib/login-texts';
import { errorsByField, firstError } from '../../auth/lib/schema-error';
import { imageError } from '../../partners/lib/registration-rules';
import { isAbort } from '../../../lib/api-client';
import { getCities, getDistricts, getStates } from '../api/locations';
import { sendContactOtp } from '../api/send-contact-otp';
import { sendPasswordOtp } from '../api/send-password-otp';
import { updateProfile } from '../api/update-profile';
import { aadhaarMask, cityEntries, districtNames, panMask, pincodeMask, todayInIndia } from '../lib/masks';
import { ContactField, initialContact, type ContactChannel, type ContactState } from './contact-field';

type TextField =
  | 'fullName'
  | 'dob'
  | 'gender'
  | 'aadhaar_no'
  | 'pan_no'
  | 'address_line_1'
  | 'address_line_2'
  | 'state'
  | 'district'
  | 'city'
  | 'pincode'
  | 'password'
  | 'password_confirmation'
  | 'current_password'
  | 'password_otp';
type TextValues = Record<TextField, string>;
type Errors = Partial<Record<TextField | 'image', string>>;

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };

function initialValues(p: Partial<Profile>): TextValues {
  return {
    fullName: p.fullName ?? '',
    dob: p.dob ?? '',
    gender: p.gender ?? '',
    // Typed only to change it: the saved number is shown masked, never filled in.
    aadhaar_no: '',
    pan_no: p.pan_no ?? '',
    address_line_1: p.address_line_1 ?? '',
    address_line_2: p.address_line_2 ?? '',
    state: p.state ?? '',
    district: p.district ?? '',
    city: p.city ?? '',
    pincode: p.pincode ?? '',
    password: '',
    password_confirmation: '',
    current_password: '',
    password_otp: '',
  };
}

export interface ProfileFormProps {
  userId: number;
  profile: Partial<Profile>;
  /** After a successful save, with the server's profile and message. */
  onSaved: (profile: Partial<Profile> | null, message: string) => void;
  onMessage: (tone: 'success' | 'error', text: string) => void;
  /** Shown just above the Save Profile button (the status message). */
  footer?: React.ReactNode;
}

/**
 * The profile form (portal §2 Profile screen, §5 Profile): every field, the e-mail and mobile
 * Edit/Save toggles with an OTP to a new value, the photo, input masks, checks on blur with the
 * shared schema, and State → District → City selects that fill the PIN code.
 */
export function ProfileForm({ userId, profile, onSaved, onMessage, footer }: ProfileFormProps) {
  const [values, setValues] = useState<TextValues>(() => initialValues(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [contacts, setContacts] = useState<Record<ContactChannel, ContactState>>(() => ({
    email: initialContact(profile.email ?? ''),
    mobile: initialContact(profile.mobile ?? ''),
  }));
  const saved = { email: profile.email ?? '', mobile: profile.mobile ?? '' };
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [passwordOtp, setPasswordOtp] = useState<{ sending: boolean; sent: boolean; notice?: string | undefined }>({
    sending: false,
    sent: false,
  });
  const contactInputs = useRef<Record<ContactChannel, HTMLInputElement | null>>({ email: null, mobile: null });
  const otpInputs = useRef<Record<ContactChannel, HTMLInputElement | null>>({ email: null, mobile: null });
  const fileRef = useRef<HTMLInputElement>(null);

  // ---------------------------------------------------------------- locations
  const [states, setStates] = useState<string[]>([]);
  const [districts, setDistricts] = useState<string[]>([]);
  const [cities, setCities] = useState<Array<{ city: string; pin: string }>>([]);
  const [loadingList, setLoadingList] = useState<null | 'districts' | 'cities'>(null);
  const districtReq = useRef<AbortController | null>(null);
  const cityReq = useRef<AbortController | null>(null);

  function loadDistricts(state: string) {
    districtReq.current?.abort();
    cityReq.current?.abort();
    if (!state) return;
    const ctrl = new AbortController();
    districtReq.current = ctrl;
    setLoadingList('districts');
    getDistricts(state, ctrl.signal)
      .then((res) => {
        // The location lists fall back to empty on failure (portal §8).
        setDistricts(res.ok ? districtNames(res.body?.districts) : []);
        setLoadingList(null);
      })
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        setDistricts([]);
        setLoadingList(null);
      });
  }

  function loadCities(state: string, district: string) {
    cityReq.current?.abort();
    if (!state || !district) return;
    const ctrl = new AbortController();
    cityReq.current = ctrl;
    setLoadingList('cities');
    getCities(state, district, ctrl.signal)
      .then((res) => {
        setCities(res.ok ? cityEntries(res.body?.cities) : []);
        setLoadingList(null);
      })
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        setCities([]);
        setLoadingList(null);
      });
  }

  // The lists for the saved address, once (a later choice aborts these, like any other load).
  useEffect(() => {
    const ctrl = new AbortController();
    getStates(ctrl.signal)
      .then((res) => setStates(res.ok && Array.isArray(res.body?.states) ? res.body.states : []))
      .catch((err: unknown) => {
        if (!isAbort(err)) setStates([]);
      });
    if (profile.state) {
      const forDistricts = new AbortController();
      districtReq.current = forDistricts;
      getDistricts(profile.state, forDistricts.signal)
        .then((res) => setDistricts(res.ok ? districtNames(res.body?.districts) : []))
        .catch(() => undefined);
      if (profile.district) {
        const forCities = new AbortController();
        cityReq.current = forCities;
        getCities(profile.state, profile.district, forCities.signal)
          .then((res) => setCities(res.ok ? cityEntries(res.body?.cities) : []))
          .catch(() => undefined);
      }
    }
    return () => {
      ctrl.abort();
      districtReq.current?.abort();
      cityReq.current?.abort();
    };
  }, [profile.state, profile.district]);

  // The photo preview's object URL is released when replaced or on leaving.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  // ---------------------------------------------------------------- editing
  function setError(field: keyof Errors, message: string | null | undefined) {
    setErrors((e) => {
      const next = { ...e };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  }

  function edit(field: TextField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setError(field, null);
  }

  function payload() {
    return { ...values, email: contacts.email.value, mobile: contacts.mobile.value, user_id: userId };
  }

  /** On blur: the shared schema's message for this field (blank optional fields pass). */
  function check(field: TextField) {
    let message = errorsByField(profileUpdateSchema, payload())[field] ?? null;
    if (field === 'password' && !values.password) message = null;
    if (field === 'password_confirmation' && !values.password && !values.password_confirmation) message = null;
    // The schema checks the match only once every other field is valid; a person leaving the
    // confirmation wants to know now, whatever else is still to fix.
    if (field === 'password_confirmation' && values.password && values.password_confirmation !== values.password) {
      message = M.passwordsMatch;
    }
    if (field === 'current_password' || field === 'password_otp') message = passwordProofError(values) ?? null;
    setError(field, message);
  }

  /** A new password needs the current one, or (when the account has none) the code sent to it. */
  function passwordProofError(v: TextValues): string | undefined {
    if (!v.password) return undefined;
    if (profile.has_password === false)
      return v.password_otp ? (firstError(otpSchema, v.password_otp) ?? undefined) : M.passwordOtpRequired;
    return v.current_password ? undefined : M.currentPasswordRequired;
  }

  async function sendPasswordCode() {
    setPasswordOtp((s) => ({ ...s, sending: true, notice: undefined }));
    setError('password_otp', null);
    const res = await sendPasswordOtp(userId);
    if (succeeded(res)) {
      setPasswordOtp({ sending: false, sent: true, notice: serverMessage(res) });
      return;
    }
    setPasswordOtp((s) => ({ ...s, sending: false }));
    setError(
      'password_otp',
      unreachable(res)
        ? 'Could not send the OTP. Please check your connection and try again.'
        : (serverMessage(res) ?? 'Could not send the OTP. Please try again.'),
    );
  }

  function onStateChange(state: string) {
    setValues((v) => ({ ...v, state, district: '', city: '', pincode: '' }));
    setErrors(({ state: _s, district: _d, city: _c, pincode: _p, ...rest }) => rest);
    setDistricts([]);
    setCities([]);
    loadDistricts(state);
  }

  function onDistrictChange(district: string) {
    setValues((v) => ({ ...v, district, city: '', pincode: '' }));
    setErrors(({ district: _d, city: _c, pincode: _p, ...rest }) => rest);
    setCities([]);
    loadCities(values.state, district);
  }

  function onCityChange(city: string) {
    const pin = cities.find((c) => c.city === city)?.pin ?? '';
    setValues((v) => ({ ...v, city, pincode: pin }));
    setErrors(({ city: _c, pincode: _p, ...rest }) => rest);
  }

  // ---------------------------------------------------------------- e-mail and mobile
  function patchContact(ch: ContactChannel, patch: Partial<ContactState>) {
    setContacts((c) => ({ ...c, [ch]: { ...c[ch], ...patch } }));
  }

  function contactError(ch: ContactChannel, value: string): string | null {
    return firstError(ch === 'email' ? profileEmailSchema : profileMobileSchema, value);
  }

  async function sendCode(ch: ContactChannel, value: string) {
    // Where the person was when they asked for the code: the code field takes the focus only if
    // they are still there, never from a field they have moved on to (it would swallow their typing).
    const askedFrom = document.activeElement;
    patchContact(ch, { sending: true, error: undefined, otpError: undefined });
    const res = await sendContactOtp(
      ch === 'email' ? { channel: 'email', value, user_id: userId } : { channel: 'mobile', value, user_id: userId },
    );
    if (succeeded(res)) {
      patchContact(ch, {
        sending: false,
        editing: false,
        otpSent: true,
        otp: '',
        notice: serverMessage(res) ?? M.contactOtpSent(ch),
      });
      window.setTimeout(() => {
        const now = document.activeElement;
        if (now === askedFrom || now === document.body || now === null) otpInputs.current[ch]?.focus();
      }, 100);
      return;
    }
    const message = unreachable(res)
      ? 'Could not send the OTP. Please check your connection and try again.'
      : (fieldErrors(res).value ?? serverMessage(res) ?? 'Could not send the OTP. Please try again.');
    patchContact(ch, contacts[ch].otpSent ? { sending: false, otpError: message } : { sending: false, error: message });
  }

  /** The Edit/Save toggle: Edit unlocks; Save sends a code to a new value (or just locks an unchanged one). */
  function toggleContact(ch: ContactChannel) {
    const c = contacts[ch];
    if (!c.editing) {
      patchContact(ch, { editing: true, otpSent: false, otp: '', notice: undefined, otpError: undefined });
      window.setTimeout(() => contactInputs.current[ch]?.focus(), 0);
      return;
    }
    const value = c.value.trim();
    if (value === saved[ch]) {
      patchContact(ch, { editing: false, value, error: undefined });
      return;
    }
    const problem = contactError(ch, value);
    if (problem) {
      patchContact(ch, { error: problem });
      contactInputs.current[ch]?.focus();
      return;
    }
    void sendCode(ch, value);
  }

  function cancelContact(ch: ContactChannel) {
    setContacts((c) => ({ ...c, [ch]: initialContact(saved[ch]) }));
  }

  // ---------------------------------------------------------------- photo
  function onImage(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = imageError(file);
    if (problem || !file) {
      setError('image', problem);
      setImage(null);
      setPreview(null);
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    setError('image', null);
    setImage(file);
    setPreview(URL.createObjectURL(file));
  }

  // ---------------------------------------------------------------- save
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const found = errorsByField(profileUpdateSchema, payload());
    const next: Errors = {};
    for (const key of Object.keys(values) as TextField[]) if (found[key]) next[key] = found[key];
    const proofProblem = passwordProofError(values);
    if (proofProblem) next[profile.has_password === false ? 'password_otp' : 'current_password'] = proofProblem;
    const imageProblem = imageError(image);
    if (imageProblem) next.image = imageProblem;

    // A new e-mail or mobile goes only with the code sent to it.
    const contactPatches: Partial<Record<ContactChannel, Partial<ContactState>>> = {};
    for (const ch of ['email', 'mobile'] as const) {
      const c = contacts[ch];
      const value = c.value.trim();
      const valueError = found[ch] ?? null;
      if (valueError) {
        contactPatches[ch] = { error: valueError };
      } else if (value !== saved[ch]) {
        const required = ch === 'email' ? M.emailOtpRequired : M.mobileOtpRequired;
        if (!c.otpSent) contactPatches[ch] = { error: required };
        else {
          const otpProblem = firstError(otpSchema, c.otp);
          if (otpProblem) contactPatches[ch] = { otpError: c.otp ? otpProblem : required };
        }
      }
    }
    setErrors(next);
    for (const [ch, patch] of Object.entries(contactPatches) as Array<[ContactChannel, Partial<ContactState>]>) {
      patchContact(ch, patch);
    }
    if (Object.keys(next).length > 0 || Object.keys(contactPatches).length > 0) {
      window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }

    const data = new FormData();
    data.set('user_id', String(userId));
    data.set('fullName', values.fullName.trim());
    data.set('email', contacts.email.value.trim());
    data.set('mobile', contacts.mobile.value.trim());
    for (const key of [
      'dob',
      'gender',
      'pan_no',
      'address_line_1',
      'address_line_2',
      'state',
      'district',
      'city',
      'pincode',
    ] as const) {
      data.set(key, values[key].trim());
    }
    data.set('country', COUNTRY);
    if (values.aadhaar_no) data.set('aadhaar_no', values.aadhaar_no);
    if (values.password) {
      data.set('password', values.password);
      data.set('password_confirmation', values.password_confirmation);
      if (profile.has_password === false) data.set('password_otp', values.password_otp);
      else data.set('current_password', values.current_password);
    }
    for (const ch of ['email', 'mobile'] as const) {
      if (contacts[ch].value.trim() !== saved[ch] && contacts[ch].otp) data.set(`${ch}_otp`, contacts[ch].otp);
    }
    if (image) data.set('image', image, image.name);

    setSaving(true);
    const res = await updateProfile(data);
    setSaving(false);
    if (succeeded(res)) {
      onSaved(res.body?.data ?? null, serverMessage(res) ?? M.updated);
      return;
    }
    if (unreachable(res)) {
      onMessage('error', M.updateError);
      return;
    }
    const fields = fieldErrors(res);
    const mapped: Errors = {};
    for (const key of [...(Object.keys(values) as TextField[]), 'image' as const]) if (fields[key]) mapped[key] = fields[key];
    setErrors(mapped);
    for (const ch of ['email', 'mobile'] as const) {
      const patch: Partial<ContactState> = {};
      if (fields[ch]) patch.error = fields[ch];
      if (fields[`${ch}_otp`]) patch.otpError = fields[`${ch}_otp`];
      if (patch.error || patch.otpError) patchContact(ch, patch);
    }
    onMessage('error', serverMessage(res) ?? M.updateFailed);
  }

  // ---------------------------------------------------------------- view
  const photo = preview ?? profile.image ?? null;
  const withCurrent = (list: string[], current: string) => (current && !list.includes(current) ? [current, ...list] : list);
  const stateOptions = withCurrent(states, values.state).map((s) => ({ value: s, label: s }));
  const districtOptions = withCurrent(districts, values.district).map((d) => ({ value: d, label: d }));
  const cityOptions = withCurrent(
    cities.map((c) => c.city),
    values.city,
  ).map((c) => ({ value: c, label: c }));
  const today = todayInIndia();

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={saving || undefined}>
      <Card>
        <CardTitle as="h2">Photo and contact</CardTitle>
        <div className="mt-5 grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
          <FormField label="Profile Photo" error={errors.image} hint="JPEG, PNG or GIF, less than 5MB.">
            {(control) => (
              <div className="flex items-center gap-4 md:flex-col md:items-start">
                {photo ? (
                  <img
                    src={photo}
                    alt="Your profile photo"
                    className="size-24 shrink-0 rounded-full border border-slate-200 object-cover"
                  />
                ) : (
                  <span className="flex size-24 shrink-0 items-center justify-center rounded-full border border-dashed border-slate-400 bg-slate-50 text-slate-500">
                    <ImagePlus aria-hidden="true" className="size-8" />
                  </span>
                )}
                <FilePicker control={control} file={image} ref={fileRef} name="image" accept={IMAGE_ACCEPT} onChange={onImage} />
              </div>
            )}
          </FormField>
          <div className="space-y-5">
            {(['email', 'mobile'] as const).map((ch) => (
              <ContactField
                key={ch}
                channel={ch}
                label={ch === 'email' ? 'Email' : 'Mobile Number'}
                state={contacts[ch]}
                inputRef={(el) => {
                  contactInputs.current[ch] = el;
                }}
                otpRef={(el) => {
                  otpInputs.current[ch] = el;
                }}
                onValueChange={(v) => patchContact(ch, { value: ch === 'mobile' ? mobileFieldInput(v) : v, error: undefined })}
                onBlur={() =>
                  contacts[ch].editing && patchContact(ch, { error: contactError(ch, contacts[ch].value) ?? undefined })
                }
                onToggle={() => toggleContact(ch)}
                onOtpChange={(otp) => patchContact(ch, { otp, otpError: undefined })}
                onResend={() => void sendCode(ch, contacts[ch].value.trim())}
                onCancel={() => cancelContact(ch)}
                disabled={saving}
              />
            ))}
          </div>
        </div>
      </Card>

      <Card>
        <CardTitle as="h2">Personal details</CardTitle>
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <TextInput
            label="Full Name"
            name="fullName"
            autoComplete="name"
            required
            value={values.fullName}
            error={errors.fullName}
            onChange={(e) => edit('fullName', e.target.value)}
            onBlur={() => check('fullName')}
            fieldClassName="md:col-span-2"
          />
          <TextInput
            label="Date of Birth"
            name="dob"
            type="date"
            autoComplete="bday"
            max={today}
            min="1900-01-01"
            value={values.dob}
            error={errors.dob}
            onChange={(e) => edit('dob', e.target.value)}
            onBlur={() => check('dob')}
          />
          <fieldset aria-describedby={errors.gender ? 'gender-error' : undefined}>
            <legend className="font-medium text-slate-900">Gender</legend>
            <div className="mt-1.5 flex flex-wrap gap-2">
              {GENDERS.map((g) => (
                <label
                  key={g}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4',
                    values.gender === g
                      ? 'border-brand-700 bg-brand-50 text-brand-900'
                      : 'border-slate-300 text-slate-800 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name="gender"
                    value={g}
                    checked={values.gender === g}
                    onChange={() => edit('gender', g)}
                    className="size-4 accent-brand-800"
                  />
                  {GENDER_LABELS[g]}
                </label>
              ))}
            </div>
            {errors.gender && (
              <p id="gender-error" className="mt-1.5 text-sm font-medium text-red-700">
                {errors.gender}
              </p>
            )}
          </fieldset>
          <TextInput
            label="Aadhaar Number"
            name="aadhaar_no"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            placeholder={profile.aadhaar_no ?? '12-digit Aadhaar number'}
            hint={
              profile.aadhaar_no ? (
                <span className="inline-flex items-center gap-1">
                  <ShieldCheck aria-hidden="true" className="size-4 text-green-700" />
                  On file: {profile.aadhaar_no}. Type a new number only to change it.
                </span>
              ) : (
                'Stored encrypted; only the last four digits are ever shown.'
              )
            }
            value={values.aadhaar_no}
            error={errors.aadhaar_no}
            onChange={(e) => edit('aadhaar_no', aadhaarMask(e.target.value))}
            onBlur={() => check('aadhaar_no')}
          />
          <TextInput
            label="PAN Number"
            name="pan_no"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            placeholder="ABCDE1234F"
            value={values.pan_no}
            error={errors.pan_no}
            onChange={(e) => edit('pan_no', panMask(e.target.value))}
            onBlur={() => check('pan_no')}
          />
        </div>
      </Card>

      <Card>
        <CardTitle as="h2">Address</CardTitle>
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <TextInput
            label="Address Line 1"
            name="address_line_1"
            autoComplete="address-line1"
            value={values.address_line_1}
            error={errors.address_line_1}
            onChange={(e) => edit('address_line_1', e.target.value)}
            onBlur={() => check('address_line_1')}
          />
          <TextInput
            label="Address Line 2"
            name="address_line_2"
            autoComplete="address-line2"
            value={values.address_line_2}
            error={errors.address_line_2}
            onChange={(e) => edit('address_line_2', e.target.value)}
            onBlur={() => check('address_line_2')}
          />
          <NativeSelect
            label="State"
            name="state"
            placeholder={states.length ? 'Select State' : 'Loading states...'}
            options={stateOptions}
            value={values.state}
            error={errors.state}
            onChange={(e) => onStateChange(e.target.value)}
          />
          <NativeSelect
            label="District"
            name="district"
            placeholder={loadingList === 'districts' ? 'Loading districts...' : 'Select District'}
            options={districtOptions}
            value={values.district}
            error={errors.district}
            disabled={!values.state}
            onChange={(e) => onDistrictChange(e.target.value)}
          />
          <NativeSelect
            label="City"
            name="city"
            placeholder={loadingList === 'cities' ? 'Loading cities...' : 'Select City'}
            options={cityOptions}
            value={values.city}
            error={errors.city}
            disabled={!values.district}
            onChange={(e) => onCityChange(e.target.value)}
          />
          <TextInput
            label="PIN Code"
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={values.pincode}
            error={errors.pincode}
            onChange={(e) => edit('pincode', pincodeMask(e.target.value))}
            onBlur={() => check('pincode')}
          />
          <FormField label="Country">
            {(control) => (
              <input {...control} name="country" value={COUNTRY} readOnly className={cn(controlClasses, controlBorder(false))} />
            )}
          </FormField>
        </div>
      </Card>

      <Card>
        <CardTitle as="h2">Password</CardTitle>
        <p className="mt-1 text-slate-700">
          {profile.has_password === false
            ? 'Set a password to sign in without waiting for an OTP.'
            : 'Leave both fields blank to keep your current password.'}
        </p>
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <SecretInput
            label="New Password"
            secretName="new password"
            name="password"
            autoComplete="new-password"
            hint={PASSWORD_RULE_HINT}
            value={values.password}
            error={errors.password}
            onChange={(e) => edit('password', e.target.value)}
            onBlur={() => check('password')}
          />
          <SecretInput
            label="Confirm Password"
            secretName="password confirmation"
            name="password_confirmation"
            autoComplete="new-password"
            value={values.password_confirmation}
            error={errors.password_confirmation}
            onChange={(e) => edit('password_confirmation', e.target.value)}
            onBlur={() => check('password_confirmation')}
          />
          {profile.has_password === false ? (
            <div className="md:col-span-2">
              <TextInput
                label="OTP"
                name="password_otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                hint={
                  passwordOtp.notice ??
                  'To set a password, get an OTP on your registered mobile number or email and enter it here.'
                }
                value={values.password_otp}
                error={errors.password_otp}
                onChange={(e) => edit('password_otp', e.target.value.replace(/[^0-9]/g, '').slice(0, 6))}
                onBlur={() => check('password_otp')}
              />
              <Button
                type="button"
                variant="outline"
                className="mt-3"
                loading={passwordOtp.sending}
                loadingText="Sending..."
                onClick={() => void sendPasswordCode()}
              >
                {passwordOtp.sent ? 'Resend OTP' : 'Send OTP'}
              </Button>
            </div>
          ) : (
            <SecretInput
              label="Current Password"
              secretName="current password"
              name="current_password"
              autoComplete="current-password"
              hint="Needed to change your password."
              value={values.current_password}
              error={errors.current_password}
              onChange={(e) => edit('current_password', e.target.value)}
              onBlur={() => check('current_password')}
            />
          )}
        </div>
      </Card>

      {footer}
      <div className="flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-48" loading={saving} loadingText="Saving...">
          Save Profile
        </Button>
      </div>
    </form>
  );
}
