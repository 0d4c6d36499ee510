import { useEffect, useState } from 'react';
import { TextInput } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/select';
import { fetchCities, fetchDistricts, fetchStates } from '../api/locations';
import type { CompanyErrors, CompanyField, CompanyValues } from '../lib/company-form-state';

interface Props {
  values: CompanyValues;
  errors: CompanyErrors;
  /** Sets several fields at once (a new state clears district, city and PIN). */
  onSet: (patch: Partial<CompanyValues>) => void;
  onBlur: (field: CompanyField) => void;
}

type Loaded<T> = { key: string; list: T | null };

function withCurrent(list: string[], current: string): string[] {
  return current && !list.includes(current) ? [current, ...list] : list;
}

/**
 * State, district, city and PIN. With the location lists (GET /api/v1/get_states, get_district,
 * get_city) they are cascading selects and the city fills the PIN (portal §2 Profile); when a list
 * cannot be had the field is typed instead, so the form always works.
 */
export function LocationFields({ values, errors, onSet, onBlur }: Props) {
  const [states, setStates] = useState<string[] | null | undefined>(undefined);
  const [districts, setDistricts] = useState<Loaded<string[]>>({ key: '', list: null });
  const [cities, setCities] = useState<Loaded<Record<string, string>>>({ key: '', list: null });

  useEffect(() => {
    let live = true;
    fetchStates()
      .then((s) => live && setStates(s))
      .catch(() => live && setStates(null));
    return () => {
      live = false;
    };
  }, []);

  const stateName = values.state;
  const districtName = values.district;
  const useSelects = Array.isArray(states);

  useEffect(() => {
    if (!useSelects || !stateName) return;
    let live = true;
    fetchDistricts(stateName)
      .then((list) => live && setDistricts({ key: stateName, list }))
      .catch(() => live && setDistricts({ key: stateName, list: null }));
    return () => {
      live = false;
    };
  }, [useSelects, stateName]);

  const cityKey = `${stateName}|${districtName}`;
  useEffect(() => {
    if (!useSelects || !stateName || !districtName) return;
    let live = true;
    fetchCities(stateName, districtName)
      .then((list) => live && setCities({ key: cityKey, list }))
      .catch(() => live && setCities({ key: cityKey, list: null }));
    return () => {
      live = false;
    };
  }, [useSelects, stateName, districtName, cityKey]);

  const districtList = districts.key === stateName ? districts.list : undefined;
  const cityMap = cities.key === cityKey ? cities.list : undefined;

  const text = (field: CompanyField, label: string, extra: React.ComponentProps<'input'> = {}) => (
    <TextInput
      label={label}
      required
      name={field}
      value={values[field]}
      onChange={(e) => onSet({ [field]: e.target.value })}
      onBlur={() => onBlur(field)}
      error={errors[field]}
      {...extra}
    />
  );

  return (
    <>
      {useSelects ? (
        <NativeSelect
          label="State"
          required
          name="state"
          placeholder="Select state"
          options={withCurrent(states, values.state).map((s) => ({ value: s, label: s }))}
          value={values.state}
          onChange={(e) => onSet({ state: e.target.value, district: '', city: '', pin_code: '' })}
          onBlur={() => onBlur('state')}
          error={errors.state}
        />
      ) : (
        text('state', 'State', { autoComplete: 'address-level1' })
      )}
      {useSelects && districtList !== null ? (
        <NativeSelect
          label="District"
          required
          name="district"
          placeholder={stateName ? (districtList ? 'Select district' : 'Loading districts...') : 'Select a state first'}
          disabled={!stateName || !districtList}
          options={withCurrent(districtList ?? [], values.district).map((d) => ({ value: d, label: d }))}
          value={values.district}
          onChange={(e) => onSet({ district: e.target.value, city: '', pin_code: '' })}
          onBlur={() => onBlur('district')}
          error={errors.district}
        />
      ) : (
        text('district', 'District')
      )}
      {useSelects && districtList !== null && cityMap !== null ? (
        <NativeSelect
          label="City"
          required
          name="city"
          placeholder={districtName ? (cityMap ? 'Select city' : 'Loading cities...') : 'Select a district first'}
          disabled={!districtName || !cityMap}
          options={withCurrent(Object.keys(cityMap ?? {}), values.city).map((c) => ({ value: c, label: c }))}
          value={values.city}
          onChange={(e) => {
            const city = e.target.value;
            const pin = cityMap?.[city];
            onSet(pin ? { city, pin_code: pin } : { city });
          }}
          onBlur={() => onBlur('city')}
          error={errors.city}
        />
      ) : (
        text('city', 'City', { autoComplete: 'address-level2' })
      )}
      {text('pin_code', 'PIN Code', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 })}
    </>
  );
}
