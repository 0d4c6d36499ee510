import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTS } from '../packages/shared/src/i18n/parts/index.ts';

/**
 * A catalogue part's keys show as keys where no route registered the part (ADR 0023,
 * docs/architecture.md): every route module whose code (its relative imports, lazy ones included)
 * uses a part's keys must `await routeMessages(<part>En, …)`, and the shell (root.tsx's graph) uses
 * none (its texts are the core catalogue's, in every first load).
 */
const APP = path.resolve(import.meta.dirname, '../apps/web/app');
const IMPORT = /(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g;

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const sources = new Map<string, string>();
function source(file: string): string {
  let s = sources.get(file);
  if (s === undefined) sources.set(file, (s = readFileSync(file, 'utf8')));
  return s;
}

/** The module and every module it reaches through relative imports (the route's own code). */
function graph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of source(file).matchAll(IMPORT)) {
      const next = resolve(file, m[1]!);
      // root.tsx is every route's parent; its graph is checked on its own.
      if (next && !next.endsWith('/app/root.tsx')) queue.push(next);
    }
  }
  return seen;
}

function usesPart(file: string, part: string): boolean {
  return new RegExp(`['"\`]${part}\\.[\\w.]`).test(source(file));
}

function routeModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? routeModules(path.join(dir, d.name))
      : /\.tsx?$/.test(d.name) && !/\.test\./.test(d.name)
        ? [path.join(dir, d.name)]
        : [],
  );
}

describe('catalogue parts load with their routes', () => {
  it('every route module reaching a part’s keys registers that part', () => {
    const missing: string[] = [];
    for (const route of routeModules(path.join(APP, 'routes'))) {
      const reached = graph(route);
      for (const part of Object.keys(PARTS)) {
        const user = [...reached].find((f) => usesPart(f, part));
        if (user && !new RegExp(`routeMessages\\(\\s*${part}En\\b`).test(source(route))) {
          missing.push(`${path.relative(APP, route)}: ${part} (used in ${path.relative(APP, user)})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('the shell uses no part (its texts are the core catalogue)', () => {
    const shell = graph(path.join(APP, 'root.tsx'));
    const used = Object.keys(PARTS).flatMap((part) =>
      [...shell].filter((f) => usesPart(f, part)).map((f) => `${path.relative(APP, f)}: ${part}`),
    );
    expect(used).toEqual([]);
  });
});
