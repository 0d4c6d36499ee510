import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../../../tests/helpers/db.ts';
import { DRIZZLE_TEXT_OIDS } from './pglite-parsers.ts';
import { appMeta, otpCodes } from './schema.ts';

/**
 * PGlite on the main thread only (PGLITE_THREAD=main, ADR 0025): drizzle's per-query parsers are set
 * once on the client and dropped per query.
 */
describe.skipIf(testDbKind() !== 'pglite')('PGlite parsers set once on the client', () => {
  let database: TestDatabase;
  let client: PGlite;
  beforeAll(async () => {
    database = await createTestDatabase({ pgliteThread: 'main' });
    client = (database.db as unknown as { $client: PGlite }).$client;
  });
  afterAll(() => database.close());

  it('drizzle still passes exactly these nine, each returning the text it is given (else the drop is wrong)', () => {
    const prepared = database.db.select().from(appMeta).where(eq(appMeta.key, 'x')).prepare('parsers_probe') as unknown as {
      queryConfig: QueryOptions;
      rawQueryConfig: QueryOptions;
    };
    for (const config of [prepared.queryConfig, prepared.rawQueryConfig]) {
      const parsers = config.parsers ?? {};
      expect(Object.keys(parsers).map(Number).sort()).toEqual([...DRIZZLE_TEXT_OIDS].sort());
      for (const parse of Object.values(parsers)) expect(parse('2026-11-24 06:00:00+00', 0)).toBe('2026-11-24 06:00:00+00');
    }
  });

  it('timestamps and dates read through drizzle are what was written, inside and outside a transaction', async () => {
    const at = new Date('2026-11-24T06:30:15.123Z');
    const values = {
      identifier: 'parsers@example.in',
      purpose: 'login' as const,
      codeHash: 'x',
      expiresAt: at,
      clientIp: '127.0.0.1',
      createdAt: at,
    };
    const [row] = await database.db.insert(otpCodes).values(values).returning();
    expect(row!.expiresAt).toEqual(at);
    const inTx = await database.db.transaction(async (tx) => {
      const [r] = await tx.select().from(otpCodes).where(eq(otpCodes.id, row!.id));
      const dates = (await tx.execute(sql`select date '2026-11-24' as d`)) as unknown as { rows: { d: string }[] };
      return { r, d: dates.rows[0] };
    });
    expect(inTx.r!.createdAt).toEqual(at);
    expect(inTx.d!.d).toBe('2026-11-24');
  });

  it('a query’s own other parsers still apply, on the client and on a transaction handle', async () => {
    const own: QueryOptions = { parsers: { 23: (v: string) => `int ${v}` } };
    const direct = await client.query<{ n: string }>('select 7::int as n', [], own);
    expect(direct.rows[0]!.n).toBe('int 7');
    const viaTx = await client.transaction((tx) => tx.query<{ n: string }>('select 8::int as n', [], own));
    expect(viaTx.rows[0]!.n).toBe('int 8');
    // And without any: PGlite's own integer parser.
    const plain = await client.query<{ n: number }>('select 9::int as n');
    expect(plain.rows[0]!.n).toBe(9);
  });
});
