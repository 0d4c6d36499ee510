import type { CitiesResponse, DistrictsResponse, StatesResponse } from '@anupalan/shared';
import { apiRequest } from './api-client';

/**
 * The one client for the three location endpoints (portal §7), used by the profile and company
 * forms: states, the districts of a state (`{ name: name }`) and the cities of a district
 * (`{ city: pin }`). Each gives null when the list cannot be had; the form decides what then.
 */

export async function fetchStates(signal?: AbortSignal): Promise<string[] | null> {
  const res = await apiRequest<StatesResponse>('/api/v1/get_states', { signal });
  return res.ok ? res.body.states : null;
}

export async function fetchDistricts(state: string, signal?: AbortSignal): Promise<string[] | null> {
  const res = await apiRequest<DistrictsResponse>(`/api/v1/get_district?${new URLSearchParams({ state })}`, { signal });
  return res.ok ? districtNames(res.body.districts) : null;
}

/** The cities of a district with their PIN codes, sorted by name. */
export async function fetchCities(
  state: string,
  district: string,
  signal?: AbortSignal,
): Promise<Array<{ city: string; pin: string }> | null> {
  const res = await apiRequest<CitiesResponse>(`/api/v1/get_city?${new URLSearchParams({ district, state })}`, { signal });
  return res.ok ? cityEntries(res.body.cities) : null;
}

/** The districts answer `{ name: name }` as a sorted list of names. */
export function districtNames(districts: Record<string, string> | null | undefined): string[] {
  if (!districts || typeof districts !== 'object') return [];
  const names = new Set<string>();
  for (const [key, value] of Object.entries(districts)) names.add(typeof value === 'string' && value ? value : key);
  return [...names].sort((a, b) => a.localeCompare(b, 'en-IN'));
}

/** The cities answer `{ city: pin }` as a sorted list. */
export function cityEntries(cities: Record<string, string> | null | undefined): Array<{ city: string; pin: string }> {
  if (!cities || typeof cities !== 'object') return [];
  return Object.entries(cities)
    .map(([city, pin]) => ({ city, pin: pin === null || pin === undefined ? '' : String(pin) }))
    .sort((a, b) => a.city.localeCompare(b.city, 'en-IN'));
}
