import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { CROSS_MODULE_READS, TABLE_OWNERS } from './ownership.ts';

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** Export name in schema.ts → SQL table name. */
const tableOf = new Map<string, string>(
  Object.entries(schema)
    .filter(([, v]) => is(v, PgTable))
    .map(([name, table]) => [name, getTableName(table as PgTable)]),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The tables a file imports from db/schema.ts (value or type imports). */
function importedTables(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[./]*db\/schema\.ts'/g)) {
    for (const raw of m[1]!.split(',')) {
      const name = raw
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      const table = tableOf.get(name);
      if (table) out.push(table);
    }
  }
  if (/import\s+\*\s+as\s+\w+\s+from\s+'[./]*db\/schema\.ts'/.test(source)) out.push('*');
  return out;
}

describe('table ownership', () => {
  it('gives every table in schema.ts exactly one owner', () => {
    const unowned = [...tableOf.values()].filter((t) => !(t in TABLE_OWNERS));
    expect(unowned, 'add these tables to TABLE_OWNERS in db/ownership.ts').toEqual([]);
    const gone = Object.keys(TABLE_OWNERS).filter((t) => ![...tableOf.values()].includes(t));
    expect(gone, 'tables in db/ownership.ts that schema.ts no longer has').toEqual([]);
  });

  it("lets no module query another module's tables (beyond the listed reads still to move)", () => {
    const allowed = new Map(CROSS_MODULE_READS.map((r) => [r.file, new Set(r.tables)]));
    const violations: string[] = [];
    const used = new Map<string, Set<string>>();
    for (const file of sourceFiles(modulesDir)) {
      const rel = path.relative(modulesDir, file).split(path.sep).join('/');
      const owner = rel.split('/')[0]!;
      for (const table of importedTables(readFileSync(file, 'utf8'))) {
        if (table === '*') {
          violations.push(`${rel} imports the whole schema`);
          continue;
        }
        if (TABLE_OWNERS[table] === owner) continue;
        if (allowed.get(rel)?.has(table)) {
          (used.get(rel) ?? used.set(rel, new Set()).get(rel)!).add(table);
          continue;
        }
        violations.push(`${rel} uses ${table} (owned by ${TABLE_OWNERS[table] ?? 'nobody'}): call that module's service`);
      }
    }
    expect(violations).toEqual([]);
    // The allow-list only shrinks: an entry nothing needs any more must go.
    const stale = CROSS_MODULE_READS.flatMap((r) =>
      r.tables.filter((t) => !used.get(r.file)?.has(t)).map((t) => `${r.file}: ${t}`),
    );
    expect(stale, 'remove these from CROSS_MODULE_READS in db/ownership.ts').toEqual([]);
  });
});
