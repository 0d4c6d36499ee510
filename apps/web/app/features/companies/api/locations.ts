import { apiRequest } from '../../../lib/api-client';

/**
 * The location lists of the profile and company forms (portal §7): states, the districts of a
 * state (an object keyed by name) and the cities of a district (an object mapping city to PIN).
 * Each returns null when the list cannot be had, and the form falls back to typed text.
 */
export async function fetchStates(): Promise<string[] | null> {
  const res = await apiRequest<{ status?: unknown; states?: unknown }>('/api/v1/get_states');
  if (!res.ok || !res.body) return null;
  const states = res.body.states;
  if (Array.isArray(states)) {
    const names = states
      .map((s) =>
        typeof s === 'string' ? s : ((s as { name?: unknown; state?: unknown })?.name ?? (s as { state?: unknown })?.state),
      )
      .filter((s): s is string => typeof s === 'string' && s.length > 0);
    return names.length ? names : null;
  }
  if (states && typeof states === 'object') {
    const names = Object.keys(states);
    return names.length ? names : null;
  }
  return null;
}

export async function fetchDistricts(state: string): Promise<string[] | null> {
  const res = await apiRequest<{ districts?: unknown }>(`/api/v1/get_district?state=${encodeURIComponent(state)}`);
  if (!res.ok || !res.body) return null;
  const d = res.body.districts;
  if (Array.isArray(d)) return d.filter((x): x is string => typeof x === 'string');
  if (d && typeof d === 'object') return Object.keys(d);
  return null;
}

/** City name → PIN code. */
export async function fetchCities(state: string, district: string): Promise<Record<string, string> | null> {
  const res = await apiRequest<{ cities?: unknown }>(
    `/api/v1/get_city?district=${encodeURIComponent(district)}&state=${encodeURIComponent(state)}`,
  );
  if (!res.ok || !res.body) return null;
  const c = res.body.cities;
  if (!c || typeof c !== 'object' || Array.isArray(c)) return null;
  const out: Record<string, string> = {};
  for (const [city, pin] of Object.entries(c as Record<string, unknown>))
    out[city] = pin === null || pin === undefined ? '' : String(pin);
  return out;
}
