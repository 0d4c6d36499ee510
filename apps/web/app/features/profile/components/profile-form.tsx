import { useCallback } from 'react';
import { ShieldCheck } from 'lucide-react';
import {
  COUNTRY,
  GENDERS,
  PROFILE_MESSAGES as M,
  mobileFieldInput,
  otpSchema,
  profileUpdateSchema,
  type Profile,
} from '@anupalan/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { FormField, TextInput, controlBorder, controlClasses } from '../../../components/ui/form-field';
import { cn } from '../../../components/ui/cn';
import { errorsByField, firstError, focusFirstError } from '../../../components/forms/field-errors';
import { ImageField, useImageField } from '../../../components/forms/image-field';
import { LocationFields } from '../../../components/forms/location-fields';
import { useForm } from '../../../components/forms/use-form';
import { serverMessage, succeeded, unreachable } from '../../../lib/api-client';
import { updateProfile } from '../api/update-profile';
import { aadhaarMask, panMask, todayInIndia } from '../lib/masks';
import { ContactField } from './contact-field';
import { PasswordFields } from './password-fields';
import { PLAIN_FIELDS, initialValues, type ProfileField, type ProfileValues } from './profile-values';
import { useContactChanges } from './use-contact-changes';
import { useHydrated } from '../../../components/forms/use-hydrated';

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };
const SERVER_FIELDS = [...(Object.keys(initialValues({})) as ProfileField[]), 'image' as const];

export interface ProfileFormProps {
  userId: number;
  profile: Partial<Profile>;
  /** After a successful save, with the server's profile and message. */
  onSaved: (profile: Partial<Profile> | null, message: string) => void | Promise<void>;
  onMessage: (tone: 'success' | 'error', text: string) => void;
  /** Shown just above the Save Profile button (the status message). */
  footer?: React.ReactNode;
}

/**
 * The profile form (portal §2 Profile screen, §5 Profile): every field, the e-mail and mobile
 * Edit/Save toggles with an OTP to a new value (use-contact-changes), the photo, input masks,
 * checks on blur with the shared schema, the password card (password-fields), and State →
 * District → City selects that fill the PIN code.
 */
export function ProfileForm({ userId, profile, onSaved, onMessage, footer }: ProfileFormProps) {
  // Its submit waits for the script (no route action): a press before then sends nothing (no GET with the fields).
  const hydrated = useHydrated();
  const saved = { email: profile.email ?? '', mobile: profile.mobile ?? '' };
  const contact = useContactChanges(userId, saved);
  const { contacts } = contact;
  const hasPassword = profile.has_password !== false;

  /** A new password needs the current one, or (when the account has none) the code sent to it. */
  const passwordProofError = useCallback(
    (v: ProfileValues): string | undefined => {
      if (!v.password) return undefined;
      if (!hasPassword) return v.password_otp ? (firstError(otpSchema, v.password_otp) ?? undefined) : M.passwordOtpRequired;
      return v.current_password ? undefined : M.currentPasswordRequired;
    },
    [hasPassword],
  );

  const validate = (v: ProfileValues) =>
    errorsByField(profileUpdateSchema, { ...v, email: contacts.email.value, mobile: contacts.mobile.value, user_id: userId });
  const form = useForm<ProfileField, 'image'>({ initial: () => initialValues(profile), validate });
  const { values, errors } = form;
  const image = useImageField(() => form.clearErrors('image'));

  /** On blur: the shared schema's message for this field (blank optional fields pass). */
  const blur = (field: ProfileField) =>
    form.blur(field, (message) => {
      if (field === 'password' && !values.password) return null;
      if (field === 'password_confirmation' && !values.password && !values.password_confirmation) return null;
      // The schema checks the match only once every other field is valid; a person leaving the
      // confirmation wants to know now, whatever else is still to fix.
      if (field === 'password_confirmation' && values.password && values.password_confirmation !== values.password) {
        return M.passwordsMatch;
      }
      if (field === 'current_password' || field === 'password_otp') return passwordProofError(values) ?? null;
      return message;
    });
  const field = (name: ProfileField, input?: (raw: string) => string) => ({
    ...form.field(name, { input }),
    onBlur: () => blur(name),
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.submitting) return;
    const formEl = event.currentTarget;
    const found = validate(values);
    const proofProblem = passwordProofError(values);
    const fieldsOk = form.validateAll({
      ...(proofProblem ? { [hasPassword ? 'current_password' : 'password_otp']: proofProblem } : {}),
      image: image.error ?? undefined,
    });
    const contactsOk = contact.checkForSave(found);
    if (!fieldsOk || !contactsOk) {
      focusFirstError(formEl);
      return;
    }

    const data = new FormData();
    data.set('user_id', String(userId));
    data.set('fullName', values.fullName.trim());
    contact.addTo(data);
    for (const key of PLAIN_FIELDS) data.set(key, values[key].trim());
    data.set('country', COUNTRY);
    if (values.aadhaar_no) data.set('aadhaar_no', values.aadhaar_no);
    if (values.password) {
      data.set('password', values.password);
      data.set('password_confirmation', values.password_confirmation);
      if (hasPassword) data.set('current_password', values.current_password);
      else data.set('password_otp', values.password_otp);
    }
    if (image.file) data.set('image', image.file, image.file.name);

    await form.submit(async () => {
      const res = await updateProfile(data);
      if (succeeded(res)) {
        void onSaved(res.body.data, serverMessage(res) ?? M.updated);
        return;
      }
      if (unreachable(res)) {
        onMessage('error', M.updateError);
        return;
      }
      form.applyServerErrors(res, SERVER_FIELDS);
      contact.applyServerErrors(res);
      onMessage('error', serverMessage(res) ?? M.updateFailed);
    });
  }

  const today = todayInIndia();
  const saving = form.submitting;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={saving || undefined}>
      <Card>
        <CardTitle as="h2">Photo and contact</CardTitle>
        <div className="mt-5 grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
          <ImageField
            image={image}
            label="Profile Photo"
            name="image"
            hint="JPEG, PNG or GIF, less than 5MB."
            current={profile.image ?? null}
            alt="Your profile photo"
            preview="large"
            error={errors.image}
            layout="flex items-center gap-4 md:flex-col md:items-start"
          />
          <div className="space-y-5">
            {(['email', 'mobile'] as const).map((ch) => (
              <ContactField
                key={ch}
                channel={ch}
                label={ch === 'email' ? 'Email' : 'Mobile Number'}
                state={contacts[ch]}
                inputRef={(el) => {
                  contact.inputs.current[ch] = el;
                }}
                otpRef={(el) => {
                  contact.otpInputs.current[ch] = el;
                }}
                onValueChange={(v) => contact.patch(ch, { value: ch === 'mobile' ? mobileFieldInput(v) : v, error: undefined })}
                onBlur={() =>
                  contacts[ch].editing && contact.patch(ch, { error: contact.valueError(ch, contacts[ch].value) ?? undefined })
                }
                onToggle={() => contact.toggle(ch)}
                onOtpChange={(otp) => contact.patch(ch, { otp, otpError: undefined })}
                onConfirmOtpChange={(confirmOtp) => contact.patch(ch, { confirmOtp, confirmError: undefined })}
                onResend={() => void contact.sendCode(ch, contacts[ch].value.trim())}
                onCancel={() => contact.cancel(ch)}
                disabled={saving}
              />
            ))}
          </div>
        </div>
      </Card>

      <Card>
        <CardTitle as="h2">Personal details</CardTitle>
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <TextInput label="Full Name" autoComplete="name" required {...field('fullName')} fieldClassName="md:col-span-2" />
          <TextInput label="Date of Birth" type="date" autoComplete="bday" max={today} min="1900-01-01" {...field('dob')} />
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
                    onChange={() => form.set('gender', g)}
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
            {...field('aadhaar_no', aadhaarMask)}
          />
          <TextInput
            label="PAN Number"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            placeholder="ABCDE1234F"
            {...field('pan_no', panMask)}
          />
        </div>
      </Card>

      <Card>
        <CardTitle as="h2">Address</CardTitle>
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <TextInput label="Address Line 1" autoComplete="address-line1" {...field('address_line_1')} />
          <TextInput label="Address Line 2" autoComplete="address-line2" {...field('address_line_2')} />
          <LocationFields
            whenUnavailable="empty"
            pinName="pincode"
            value={{ state: values.state, district: values.district, city: values.city, pin: values.pincode }}
            errors={{ state: errors.state, district: errors.district, city: errors.city, pin: errors.pincode }}
            onChange={({ pin, ...rest }) => form.patch(pin === undefined ? rest : { ...rest, pincode: pin })}
            onBlur={(part) => part === 'pin' && blur('pincode')}
          />
          <FormField label="Country">
            {(control) => (
              <input {...control} name="country" value={COUNTRY} readOnly className={cn(controlClasses, controlBorder(false))} />
            )}
          </FormField>
        </div>
      </Card>

      <PasswordFields form={form} userId={userId} hasPassword={hasPassword} blur={blur} />

      {footer}
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:min-w-48"
          loading={saving}
          loadingText="Saving..."
          disabled={!hydrated}
        >
          Save Profile
        </Button>
      </div>
    </form>
  );
}
