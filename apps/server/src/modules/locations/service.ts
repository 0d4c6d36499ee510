import { AppError } from '../../lib/errors.ts';
import type { LocationRepository } from './repository.ts';

/**
 * States → districts → localities with PIN codes. An unknown state or district is not an error:
 * the answer is an empty list (status true), as a select with nothing to offer. While the dataset
 * is still being loaded after a fresh start, calls wait for it.
 */
export function createLocationService(repo: LocationRepository) {
  let ready: Promise<unknown> = Promise.resolve();
  let failed = false;

  async function whenReady() {
    await ready;
    if (failed) throw new AppError('UNAVAILABLE', 'Location data is not available right now. Please try again later.');
  }

  const service = {
    /** Start.ts hands the background load here; calls wait for it (and fail clearly if it failed). */
    setLoading(load: Promise<unknown>) {
      failed = false;
      ready = load.catch(() => {
        failed = true;
      });
    },
    async states(): Promise<string[]> {
      await whenReady();
      return repo.listStates();
    },
    async districts(state: string): Promise<Record<string, string>> {
      await whenReady();
      const s = await repo.findState(state);
      if (!s) return {};
      return Object.fromEntries((await repo.listDistricts(s.id)).map((name) => [name, name]));
    },
    async cities(state: string, district: string): Promise<Record<string, string>> {
      await whenReady();
      const s = await repo.findState(state);
      const d = s && (await repo.findDistrict(s.id, district));
      if (!d) return {};
      return Object.fromEntries((await repo.listLocalities(d.id)).map((l) => [l.name, l.pincode]));
    },
    /**
     * The canonical names of a state/district/city chosen in a form, or which one is unknown.
     * Used by the profile: what is saved is always something the selects offered.
     */
    async resolve(input: {
      state?: string | undefined;
      district?: string | undefined;
      city?: string | undefined;
    }): Promise<
      | { ok: true; state?: string; district?: string; city?: string; pincode?: string }
      | { ok: false; field: 'state' | 'district' | 'city' }
    > {
      await whenReady();
      if (!input.state) {
        if (input.district) return { ok: false, field: 'state' };
        if (input.city) return { ok: false, field: 'district' };
        return { ok: true };
      }
      const s = await repo.findState(input.state);
      if (!s) return { ok: false, field: 'state' };
      if (!input.district) return input.city ? { ok: false, field: 'district' } : { ok: true, state: s.name };
      const d = await repo.findDistrict(s.id, input.district);
      if (!d) return { ok: false, field: 'district' };
      if (!input.city) return { ok: true, state: s.name, district: d.name };
      const city = input.city.trim().toLowerCase();
      const hit = (await repo.listLocalities(d.id)).find((l) => l.name.toLowerCase() === city);
      if (!hit) return { ok: false, field: 'city' };
      return { ok: true, state: s.name, district: d.name, city: hit.name, pincode: hit.pincode };
    },
  };
  return service;
}
export type LocationService = ReturnType<typeof createLocationService>;
