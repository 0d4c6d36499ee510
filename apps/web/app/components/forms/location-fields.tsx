import { useEffect, useState } from 'react';
import { TextInput } from '../ui/form-field';
import { NativeSelect } from '../ui/select';
import { fetchCities, fetchDistricts, fetchStates } from '../../lib/locations';

export type LocationPart = 'state' | 'district' | 'city' | 'pin';
export type LocationValue = Record<LocationPart, string>;

export interface LocationFieldsProps {
  value: LocationValue;
  errors: Partial<Record<LocationPart, string | undefined>>;
  /** Several parts at once: a new state clears district, city and PIN; a city fills its PIN. */
  onChange: (patch: Partial<LocationValue>) => void;
  onBlur?: (part: LocationPart) => void;
  /** The PIN field's form name ('pincode' on the profile, 'pin_code' on a company). */
  pinName: string;
  /** The PIN as typed (digits only, at most 6). */
  pinInput?: (raw: string) => string;
  required?: boolean;
  /**
   * When a list cannot be had: 'empty' keeps the select with no choices (portal §8, the profile);
   * 'text' lets the part be typed instead, so the form always works (the company form).
   */
  whenUnavailable: 'empty' | 'text';
}

type Loaded<T> = { key: string; list: T | null };

function withCurrent(list: string[], current: string): Array<{ value: string; label: string }> {
  return (current && !list.includes(current) ? [current, ...list] : list).map((x) => ({ value: x, label: x }));
}

const digits6 = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);

/**
 * State → District → City selects over the location endpoints, the city filling the PIN code
 * (portal §2 Profile, §7). One component for the profile and company forms.
 */
export function LocationFields({
  value,
  errors,
  onChange,
  onBlur,
  pinName,
  pinInput = digits6,
  required,
  whenUnavailable,
}: LocationFieldsProps) {
  const [states, setStates] = useState<string[] | null | undefined>(undefined);
  const [districts, setDistricts] = useState<Loaded<string[]>>({ key: '', list: null });
  const [cities, setCities] = useState<Loaded<Array<{ city: string; pin: string }>>>({ key: '', list: null });

  useEffect(() => {
    const ctrl = new AbortController();
    fetchStates(ctrl.signal).then(setStates, () => !ctrl.signal.aborted && setStates(null));
    return () => ctrl.abort();
  }, []);

  const typed = whenUnavailable === 'text';
  const useSelects = typed ? !!states?.length : true;
  const { state, district } = value;

  useEffect(() => {
    if (!useSelects || !state) return;
    const ctrl = new AbortController();
    fetchDistricts(state, ctrl.signal).then(
      (list) => setDistricts({ key: state, list }),
      () => !ctrl.signal.aborted && setDistricts({ key: state, list: null }),
    );
    return () => ctrl.abort();
  }, [useSelects, state]);

  const cityKey = `${state}|${district}`;
  useEffect(() => {
    if (!useSelects || !state || !district) return;
    const ctrl = new AbortController();
    fetchCities(state, district, ctrl.signal).then(
      (list) => setCities({ key: cityKey, list }),
      () => !ctrl.signal.aborted && setCities({ key: cityKey, list: null }),
    );
    return () => ctrl.abort();
  }, [useSelects, state, district, cityKey]);

  // undefined: still loading; null: could not be had.
  const districtList = districts.key === state ? districts.list : undefined;
  const cityList = cities.key === cityKey ? cities.list : undefined;
  const districtSelect = useSelects && !(typed && districtList === null);
  const citySelect = districtSelect && !(typed && cityList === null);

  const text = (part: Exclude<LocationPart, 'pin'>, label: string, autoComplete?: string) => (
    <TextInput
      label={label}
      required={required}
      name={part}
      autoComplete={autoComplete}
      value={value[part]}
      onChange={(e) => onChange({ [part]: e.target.value })}
      onBlur={() => onBlur?.(part)}
      error={errors[part]}
    />
  );

  return (
    <>
      {useSelects ? (
        <NativeSelect
          label="State"
          required={required}
          name="state"
          placeholder={states === undefined ? 'Loading states...' : 'Select State'}
          options={withCurrent(states ?? [], value.state)}
          value={value.state}
          onChange={(e) => onChange({ state: e.target.value, district: '', city: '', pin: '' })}
          onBlur={() => onBlur?.('state')}
          error={errors.state}
        />
      ) : (
        text('state', 'State', 'address-level1')
      )}
      {districtSelect ? (
        <NativeSelect
          label="District"
          required={required}
          name="district"
          placeholder={state ? (districtList === undefined ? 'Loading districts...' : 'Select District') : 'Select a state first'}
          disabled={!state || districtList === undefined}
          options={withCurrent(districtList ?? [], value.district)}
          value={value.district}
          onChange={(e) => onChange({ district: e.target.value, city: '', pin: '' })}
          onBlur={() => onBlur?.('district')}
          error={errors.district}
        />
      ) : (
        text('district', 'District')
      )}
      {citySelect ? (
        <NativeSelect
          label="City"
          required={required}
          name="city"
          placeholder={district ? (cityList === undefined ? 'Loading cities...' : 'Select City') : 'Select a district first'}
          disabled={!district || cityList === undefined}
          options={withCurrent(
            (cityList ?? []).map((c) => c.city),
            value.city,
          )}
          value={value.city}
          onChange={(e) => {
            const city = e.target.value;
            const pin = cityList?.find((c) => c.city === city)?.pin;
            onChange(pin || !typed ? { city, pin: pin ?? '' } : { city });
          }}
          onBlur={() => onBlur?.('city')}
          error={errors.city}
        />
      ) : (
        text('city', 'City', 'address-level2')
      )}
      <TextInput
        label="PIN Code"
        required={required}
        name={pinName}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        value={value.pin}
        onChange={(e) => onChange({ pin: pinInput(e.target.value) })}
        onBlur={() => onBlur?.('pin')}
        error={errors.pin}
      />
    </>
  );
}
