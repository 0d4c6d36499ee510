import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createMetaStore } from '../../db/meta.ts';
import { districts, localities, states } from '../../db/schema.ts';
import { DATASET_VERSION, readDataset, type LocationDataset } from './dataset.ts';

const MARKER = 'locations_dataset';
/** Advisory-lock key so two processes starting together do not both load. */
const LOAD_LOCK = 74_104;
/** Rows per statement: small enough that requests are not held up long between two. */
const CHUNK = 5_000;

export interface LoadResult {
  loaded: boolean;
  states: number;
  districts: number;
  localities: number;
  ms: number;
}

interface PgliteLike {
  transaction<T>(fn: (tx: PgliteTx) => Promise<T>): Promise<T>;
  dumpDataDir: unknown;
}
interface PgliteTx {
  query<R>(query: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ rows: R[] }>;
}

function pgliteClient(db: Db): PgliteLike | null {
  const client = (db as unknown as { $client?: Partial<PgliteLike> }).$client;
  return client && typeof client.dumpDataDir === 'function' && typeof client.transaction === 'function'
    ? (client as PgliteLike)
    : null;
}

/**
 * Loads the location tables when they are empty or hold an older dataset version; otherwise it
 * only reads one marker row. On PGlite in the main thread the localities go in with COPY; otherwise
 * with one `unnest` insert per 5,000 rows: on PostgreSQL in one transaction under an advisory lock,
 * on the embedded database in its own thread (`embedded`, ADR 0025) statement by statement, the
 * marker last, so requests get the one connection between two statements.
 */
export async function loadLocationsIfNeeded(
  db: Db,
  opts: { dataset?: () => Promise<LocationDataset>; signal?: AbortSignal; embedded?: boolean } = {},
): Promise<LoadResult> {
  const started = performance.now();
  const none: LoadResult = { loaded: false, states: 0, districts: 0, localities: 0, ms: 0 };
  // The dataset version loaded is a marker in app_meta (the database layer's, db/meta.ts).
  if ((await createMetaStore(db).read(MARKER)) === DATASET_VERSION) return none;
  const data = await (opts.dataset ?? readDataset)();
  opts.signal?.throwIfAborted();
  const client = pgliteClient(db);
  const result = client
    ? await loadPglite(db, client, data, opts.signal)
    : await loadPostgres(db, data, opts.signal, !opts.embedded);
  return result ? { ...result, ms: Math.round(performance.now() - started) } : none;
}

type Counts = Omit<LoadResult, 'ms'>;

/**
 * PGlite has one connection: a long transaction would stall every page. So the tables are emptied
 * and filled statement by statement (COPY in chunks), and the marker is written last: a load cut
 * short leaves no marker and is redone at the next start. Only this process opens its data dir.
 */
async function loadPglite(db: Db, client: PgliteLike, data: LocationDataset, signal?: AbortSignal): Promise<Counts | null> {
  const q = async <R>(text: string, params?: unknown[], options?: { blob?: Blob }) => {
    // PGlite answers without a trip through the event loop: yield, so requests and signals get in.
    await new Promise((resolve) => setImmediate(resolve));
    signal?.throwIfAborted();
    return client.transaction((tx) => tx.query<R>(text, params, options));
  };
  await q('delete from localities');
  await q('delete from districts');
  await q('delete from states');
  const stateRows = await q<{ id: number; name: string }>(
    'insert into states (name, kind) select * from unnest($1::text[], $2::text[]) returning id, name',
    [data.states.map((s) => s.name), data.states.map((s) => s.kind)],
  );
  const stateId = new Map(stateRows.rows.map((r) => [r.name, r.id]));
  const ds = data.states.flatMap((s) => s.districts.map((d) => ({ sid: stateId.get(s.name)!, name: d.name })));
  const districtRows = await q<{ id: number; state_id: number; name: string }>(
    'insert into districts (state_id, name) select * from unnest($1::int[], $2::text[]) returning id, state_id, name',
    [ds.map((d) => d.sid), ds.map((d) => d.name)],
  );
  const districtId = new Map(districtRows.rows.map((r) => [`${r.state_id}\n${r.name}`, r.id]));
  const lines: string[] = [];
  for (const s of data.states) {
    const sid = stateId.get(s.name)!;
    for (const d of s.districts) {
      const did = districtId.get(`${sid}\n${d.name}`)!;
      for (const [name, pin] of d.localities) lines.push(`${did}\t${copyText(name)}\t${pin}`);
    }
  }
  for (let i = 0; i < lines.length; i += CHUNK) {
    const blob = new Blob([`${lines.slice(i, i + CHUNK).join('\n')}\n`]);
    await q(`copy localities (district_id, name, pincode) from '/dev/blob'`, [], { blob });
  }
  await new Promise((resolve) => setImmediate(resolve));
  signal?.throwIfAborted();
  await createMetaStore(db).write(MARKER, DATASET_VERSION);
  return { loaded: true, states: stateRows.rows.length, districts: districtRows.rows.length, localities: lines.length };
}

/**
 * `whole`: in one transaction under the advisory lock (PostgreSQL, where other instances may load
 * too). Otherwise statement by statement (only this process opens an embedded database): a load cut
 * short leaves no marker and is redone at the next start.
 */
async function loadPostgres(
  db: Db,
  data: LocationDataset,
  signal: AbortSignal | undefined,
  whole: boolean,
): Promise<Counts | null> {
  const load = async (tx: Db) => {
    if (whole) await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    const meta = createMetaStore(tx);
    if ((await meta.read(MARKER)) === DATASET_VERSION) return null;
    await tx.delete(localities);
    await tx.delete(districts);
    await tx.delete(states);
    const stateRows = await tx
      .insert(states)
      .values(data.states.map((s) => ({ name: s.name, kind: s.kind })))
      .returning({ id: states.id, name: states.name });
    const stateId = new Map(stateRows.map((r) => [r.name, r.id]));
    const districtRows = await tx
      .insert(districts)
      .values(data.states.flatMap((s) => s.districts.map((d) => ({ stateId: stateId.get(s.name)!, name: d.name }))))
      .returning({ id: districts.id, stateId: districts.stateId, name: districts.name });
    const districtId = new Map(districtRows.map((r) => [`${r.stateId}\n${r.name}`, r.id]));
    const ids: number[] = [];
    const names: string[] = [];
    const pins: string[] = [];
    for (const s of data.states) {
      const sid = stateId.get(s.name)!;
      for (const d of s.districts) {
        const did = districtId.get(`${sid}\n${d.name}`)!;
        for (const [name, pin] of d.localities) {
          ids.push(did);
          names.push(name);
          pins.push(pin);
        }
      }
    }
    for (let i = 0; i < ids.length; i += CHUNK) {
      signal?.throwIfAborted(); // rolls the whole load back
      await tx.execute(
        sql`insert into ${localities} (district_id, name, pincode)
            select * from unnest(${pgArray(ids.slice(i, i + CHUNK))}::int[], ${pgArray(names.slice(i, i + CHUNK))}::text[], ${pgArray(pins.slice(i, i + CHUNK))}::text[])`,
      );
    }
    signal?.throwIfAborted();
    await meta.write(MARKER, DATASET_VERSION);
    return { loaded: true, states: stateRows.length, districts: districtRows.length, localities: ids.length };
  };
  return whole ? db.transaction((tx) => load(tx as unknown as Db)) : load(db);
}

/** COPY text format: backslash, tab and newline would end the field. */
function copyText(v: string): string {
  return v.replace(/\\/g, '\\\\').replace(/\t/g, ' ').replace(/\r?\n/g, ' ');
}

/** A PostgreSQL array literal sent as one text parameter (drizzle would spread a JS array). */
function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}
