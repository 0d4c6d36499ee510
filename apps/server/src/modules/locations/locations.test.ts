import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../tests/helpers/app.ts';
import { parseDataset } from './dataset.ts';
import { loadLocationsIfNeeded } from './loader.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const first = await loadLocationsIfNeeded(t.app.services.database.db);
  expect(first).toMatchObject({ loaded: true, states: 36 });
  expect(first.localities).toBeGreaterThan(150_000);
  expect(await loadLocationsIfNeeded(t.app.services.database.db)).toMatchObject({ loaded: false });
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ url });

describe('locations', () => {
  it('lists every state and union territory, with Ladakh as a union territory', async () => {
    const res = await get('/api/v1/get_states');
    expect(res.statusCode).toBe(200);
    const { status, states } = res.json();
    expect(status).toBe(true);
    expect(states).toHaveLength(36);
    for (const name of [
      'Andhra Pradesh',
      'Telangana',
      'Ladakh',
      'Jammu and Kashmir',
      'Delhi',
      'Puducherry',
      'Chhattisgarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Andaman and Nicobar Islands',
      'Lakshadweep',
    ]) {
      expect(states).toContain(name);
    }
    expect(states).toEqual([...states].sort((a: string, b: string) => a.localeCompare(b, 'en-IN')));
  });

  it('answers districts keyed by name, Leh and Kargil under Ladakh, renamed districts by their new names', async () => {
    const ladakh = (await get('/api/v1/get_district?state=Ladakh')).json();
    expect(ladakh).toEqual({ status: true, districts: { Kargil: 'Kargil', Leh: 'Leh' } });
    const jk = (await get('/api/v1/get_district?state=Jammu%20and%20Kashmir')).json().districts;
    expect(jk).not.toHaveProperty('Leh');
    expect(jk).toHaveProperty('Srinagar', 'Srinagar');
    expect((await get('/api/v1/get_district?state=Haryana')).json().districts).toHaveProperty('Gurugram');
    expect((await get('/api/v1/get_district?state=Maharashtra')).json().districts).toHaveProperty('Chhatrapati Sambhajinagar');
    expect((await get('/api/v1/get_district?state=delhi')).json().districts).toHaveProperty('Central Delhi');
  });

  it('answers the localities of a district with their PIN codes', async () => {
    const res = await get('/api/v1/get_city?district=Central%20Delhi&state=Delhi');
    expect(res.statusCode).toBe(200);
    const { status, cities } = res.json();
    expect(status).toBe(true);
    expect(cities['Connaught Place']).toBe('110001');
    for (const pin of Object.values(cities)) expect(pin).toMatch(/^[1-9][0-9]{5}$/);
    const leh = (await get('/api/v1/get_city?district=Leh&state=Ladakh')).json().cities;
    expect(Object.values(leh)).toContain('194101');
  });

  it('answers an unknown state or district with an empty list', async () => {
    expect((await get('/api/v1/get_district?state=Atlantis')).json()).toEqual({ status: true, districts: {} });
    expect((await get('/api/v1/get_city?district=Nowhere&state=Delhi')).json()).toEqual({ status: true, cities: {} });
    expect((await get('/api/v1/get_city?district=Leh&state=Delhi')).json()).toEqual({ status: true, cities: {} });
  });

  it('refuses arrays and missing parameters with 400', async () => {
    const arr = await get('/api/v1/get_district?state=Delhi&state=Goa');
    expect(arr.statusCode).toBe(400);
    expect(arr.json()).toMatchObject({ success: false, message: 'state must be a single text value.' });
    expect((await get('/api/v1/get_district')).statusCode).toBe(400);
    expect((await get('/api/v1/get_city?state=Delhi')).statusCode).toBe(400);
    expect((await get('/api/v1/get_city?state=Delhi&district=a&district=b')).statusCode).toBe(400);
  });
});

describe('dataset parsing', () => {
  it('moves Leh/Kargil to Ladakh, renames states and districts, and gives a repeated locality its PIN', () => {
    const text = [
      'IN\t194101\tLeh H.O\tJammu & Kashmir\t12\tLeh\t\tLadakh\t\t0\t0\t1',
      'IN\t122001\tArjun Nagar\tHaryana\t10\tGurgaon\t086\tx\t\t0\t0\t1',
      'IN\t495001\tTown\tChattisgarh\t22\tBilaspur(CGH)\t\tx\t\t0\t0\t1',
      'IN\t221001\tRampur\tUttar Pradesh\t09\tAllahabad\t\tx\t\t0\t0\t1',
      'IN\t221002\tRampur\tUttar Pradesh\t09\tAllahabad\t\tx\t\t0\t0\t1',
      'IN\tbad\tNo PIN\tDelhi\t07\tNew Delhi\t\tx\t\t0\t0\t1',
    ].join('\n');
    const d = parseDataset(text);
    expect(d.states.map((s) => [s.name, s.kind])).toEqual([
      ['Chhattisgarh', 'state'],
      ['Haryana', 'state'],
      ['Ladakh', 'union_territory'],
      ['Uttar Pradesh', 'state'],
    ]);
    expect(d.states[0]!.districts[0]!.name).toBe('Bilaspur');
    expect(d.states[1]!.districts[0]!.name).toBe('Gurugram');
    expect(d.states[3]!.districts[0]).toEqual({
      name: 'Prayagraj',
      localities: [
        ['Rampur (221001)', '221001'],
        ['Rampur (221002)', '221002'],
      ],
    });
  });
});
