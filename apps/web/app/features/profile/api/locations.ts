import type { CitiesResponse, DistrictsResponse, StatesResponse } from '@anupalan/shared';
import { apiRequest, type ApiResult } from '../../auth/api/client';

/** GET /api/v1/get_states → {status, states} (portal §7). */
export function getStates(signal?: AbortSignal): Promise<ApiResult<Partial<StatesResponse>>> {
  return apiRequest('/api/v1/get_states', { signal });
}

/** GET /api/v1/get_district?state= → {status, districts: {name: name}}. */
export function getDistricts(state: string, signal?: AbortSignal): Promise<ApiResult<Partial<DistrictsResponse>>> {
  return apiRequest(`/api/v1/get_district?${new URLSearchParams({ state })}`, { signal });
}

/** GET /api/v1/get_city?district=&state= → {status, cities: {city: pin}}. */
export function getCities(state: string, district: string, signal?: AbortSignal): Promise<ApiResult<Partial<CitiesResponse>>> {
  return apiRequest(`/api/v1/get_city?${new URLSearchParams({ district, state })}`, { signal });
}
