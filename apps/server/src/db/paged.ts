import { and, count, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import type { Tx } from './tx.ts';

/**
 * The back office's server-paged lists in one place: filters become one WHERE, the search is an
 * ILIKE over some columns, the page is ordered, limited and offset, and the total is counted over
 * the same WHERE. Every admin list (admin, requests queue, payments) goes through `pagedQuery`.
 */

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The conditions given (undefined ones left out), joined with AND; undefined when none. */
export function allOf(parts: (SQL | undefined)[]): SQL | undefined {
  return and(...parts.filter((p): p is SQL => Boolean(p)));
}

/** `q` (when given) contained, case-insensitively, in any of the columns. */
export function searchIn(q: string | undefined, columns: (PgColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = contains(q);
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** A day (YYYY-MM-DD) as the instant it starts in India (IST, UTC+05:30). */
export function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}
export function istNextDay(day: string): Date {
  return new Date(istDayStart(day).getTime() + 24 * 60 * 60 * 1000);
}

/** `column` within the days from `from` to `to` (both in India, both included, either optional). */
export function withinDays(column: PgColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  return allOf([from ? gte(column, istDayStart(from)) : undefined, to ? lt(column, istNextDay(to)) : undefined]);
}

export interface Page {
  page: number;
  pageSize: number;
}

/**
 * One page of `select` (a `$dynamic()` select) under `where`, in `orderBy` order, and the number of
 * rows `where` matches: counted over `count` (a table, or a `$dynamic()` count select with its own
 * joins when the WHERE needs them, whose one row carries `n` and any other totals, as `counted`).
 */
export async function pagedQuery<T extends PgSelect, C extends PgSelect = PgSelect>(
  db: Db | Tx,
  spec: {
    select: T;
    count: PgTable | C;
    where: SQL | undefined;
    orderBy: (PgColumn | SQL)[];
  } & Page,
): Promise<{ rows: Awaited<T>; total: number; counted: Awaited<C>[number] | undefined }> {
  const rows = (await spec.select
    .where(spec.where)
    .orderBy(...spec.orderBy)
    .limit(spec.pageSize)
    .offset((spec.page - 1) * spec.pageSize)) as Awaited<T>;
  const counted = isTable(spec.count)
    ? await db.select({ n: count() }).from(spec.count).where(spec.where)
    : ((await spec.count.where(spec.where)) as { n: number }[]);
  return { rows, total: Number(counted[0]?.n ?? 0), counted: counted[0] as Awaited<C>[number] | undefined };
}

function isTable(x: PgTable | PgSelect): x is PgTable {
  return typeof (x as PgSelect).where !== 'function';
}
