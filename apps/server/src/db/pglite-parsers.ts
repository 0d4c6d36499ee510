import { PGlite, types, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * The column types drizzle-orm reads as text and converts itself (drizzle-orm/pglite/session.js
 * passes these parsers with every query): timestamp, timestamptz, interval, date and the arrays of
 * numeric, timestamp, timestamptz, interval, date.
 */
export const DRIZZLE_TEXT_OIDS: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

const asText = (value: string) => value;
const TEXT_PARSERS = Object.fromEntries(DRIZZLE_TEXT_OIDS.map((oid) => [oid, asText]));

/**
 * PGlite merges a query's own `parsers` into a copy of its whole table of ~320 type parsers for
 * every query that passes some (`{ ...this.parsers, ...options.parsers }` in parseResults), and
 * drizzle-orm passes the same nine with every query: ~110 µs of a ~300 µs `select 1`, and the
 * largest JavaScript cost of a request on PGlite (docs/performance.md). This sets those nine on
 * the client's own table once (after start-up, which fills in the array types) and drops drizzle's
 * copies, which then change nothing, on the client and on every transaction handle it lends.
 * Other per-query parsers pass through untouched, and so do drizzle's whenever the client's table
 * no longer holds the nine (PGlite's `refreshArrayTypes` rewrites the array ones).
 */
export function dropRedundantParsers(client: PGlite): PGlite {
  Object.assign(client.parsers, TEXT_PARSERS);
  const redundant = (parsers: QueryOptions['parsers']): boolean => {
    if (!parsers) return false;
    let n = 0;
    for (const key in parsers) {
      n++;
      if (TEXT_PARSERS[key as unknown as number] === undefined || client.parsers[key as unknown as number] !== asText)
        return false;
    }
    return n === DRIZZLE_TEXT_OIDS.length;
  };
  const strip = (options: QueryOptions | undefined): QueryOptions | undefined => {
    if (!options || !redundant(options.parsers)) return options;
    const { parsers: _same, ...rest } = options;
    return rest;
  };
  const query = PGlite.prototype.query;
  const transaction = PGlite.prototype.transaction;
  client.query = function <T>(sql: string, params?: unknown[], options?: QueryOptions) {
    return query.call(client, sql, params, strip(options)) as Promise<Results<T>>;
  };
  client.transaction = function <T>(fn: (tx: Transaction) => Promise<T>) {
    return transaction.call(client, (tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = <R>(sql: string, params?: unknown[], options?: QueryOptions) => txQuery<R>(sql, params, strip(options));
      return fn(tx);
    }) as Promise<T>;
  };
  return client;
}
