import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../../tests/helpers/app.ts';
import { testDbKind } from '../../../../tests/helpers/db.ts';

/**
 * The embedded database runs in its own thread (ADR 0025): a long query holds that thread, not the
 * event loop, so the server keeps accepting connections and answering what needs no database.
 * On PGlite in the main thread (PGLITE_THREAD=main), /healthz waited for the query to end.
 */
describe.skipIf(testDbKind() !== 'pglite')('PGlite in its own thread', () => {
  const t = useTestApp();

  test('while a 3-second query runs in the database, a new connection gets /healthz at once and /readyz after the query', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    let queryDone = 0;
    const slow = t.database.db.execute(sql`select pg_sleep(3)`).then(() => {
      queryDone = performance.now();
    });
    // Let the query reach the database's thread and start sleeping.
    await new Promise((r) => setTimeout(r, 300));

    const asked = performance.now();
    const health = await fetch(`${url}/healthz`);
    const answered = performance.now();
    expect(health.status).toBe(200);
    expect(queryDone).toBe(0);
    // Generous for a shared, loaded machine: the query itself holds the database for 3 s.
    expect(answered - asked).toBeLessThan(1_500);

    // A request that needs the database waits its turn and is answered once the query ends.
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    await slow;
    expect(queryDone).toBeGreaterThan(answered);
  });

  test('a failed query inside a transaction rolls it back and the next statements run outside it', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table thread_probe (a int)`);
        await tx.execute(sql`select * from no_such_table`);
      }),
    ).rejects.toThrow();
    // Outside any transaction (and the temporary table rolled back with it).
    const r = (await t.database.db.execute(
      sql`select to_regclass('pg_temp.thread_probe') as t, txid_current_if_assigned() as x`,
    )) as unknown as { rows: unknown[] };
    expect(r.rows[0]).toEqual({ t: null, x: null });
  });
});
