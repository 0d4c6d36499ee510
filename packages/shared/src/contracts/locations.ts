import { z } from 'zod';

/** States, districts and localities with PIN codes (the profile and company forms' pickers). */

export const statesResponseSchema = z.object({ status: z.literal(true), states: z.array(z.string()) });
/** Districts keyed by name (name → name), as the spec's client reads them. */
export const districtsResponseSchema = z.object({ status: z.literal(true), districts: z.record(z.string(), z.string()) });
/** Locality → 6-digit PIN code. */
export const citiesResponseSchema = z.object({ status: z.literal(true), cities: z.record(z.string(), z.string()) });
export type StatesResponse = z.infer<typeof statesResponseSchema>;
export type DistrictsResponse = z.infer<typeof districtsResponseSchema>;
export type CitiesResponse = z.infer<typeof citiesResponseSchema>;
