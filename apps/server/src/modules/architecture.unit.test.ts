import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The modules' shape (docs/architecture.md, "Composition"): no import loop between modules (type
 * imports count: a loop of types is a loop of knowledge), and no module file over 450 lines.
 */
const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const MAX_LINES = 450;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .flatMap((e) => sourceFiles(path.join(modulesDir, e.name)))
  .map((full) => ({ full, rel: path.relative(modulesDir, full).split(path.sep).join('/') }));

/** The modules a file imports (static `import … from`, `export … from` and `import()`), itself left out. */
function importedModules(full: string, rel: string): string[] {
  const own = rel.split('/')[0]!;
  const source = readFileSync(full, 'utf8');
  const specifiers = [
    ...source.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'/g),
    ...source.matchAll(/import\(\s*'([^']+)'\s*\)/g),
  ].map((m) => m[1]!);
  const out = new Set<string>();
  for (const spec of specifiers) {
    if (!spec.startsWith('.')) continue;
    const target = path
      .relative(modulesDir, path.resolve(path.dirname(full), spec))
      .split(path.sep)
      .join('/');
    if (target.startsWith('..')) continue;
    const mod = target.split('/')[0]!;
    if (mod !== own && !mod.endsWith('.ts')) out.add(mod);
  }
  return [...out];
}

/** Every cycle of the graph, each as `a → b → … → a` (one per strongly connected group). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        found.push([...trail.slice(at), next].join(' → '));
        continue;
      }
      if (!done.has(next)) visit(next, [...trail, next]);
    }
    done.add(node);
  };
  for (const node of graph.keys()) if (!done.has(node)) visit(node, [node]);
  return found;
}

describe('module architecture', () => {
  it('has no import loop between modules', () => {
    const graph = new Map<string, Set<string>>();
    const via = new Map<string, string>();
    for (const { full, rel } of files) {
      const own = rel.split('/')[0]!;
      for (const mod of importedModules(full, rel)) {
        (graph.get(own) ?? graph.set(own, new Set()).get(own)!).add(mod);
        if (!via.has(`${own}→${mod}`)) via.set(`${own}→${mod}`, rel);
      }
    }
    const loops = cycles(graph).map((c) => {
      const steps = c.split(' → ');
      return `${c} (${steps
        .slice(1)
        .map((to, i) => via.get(`${steps[i]}→${to}`))
        .join(', ')})`;
    });
    expect(loops, 'break these loops: hand a function in app.ts, or move the shared part to lib/').toEqual([]);
  });

  it('finds the loops it is meant to find', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual(['a → b → c → a']);
    expect(importedModules(path.join(modulesDir, 'admin/service.ts'), 'admin/service.ts')).not.toContain('admin');
  });

  it(`keeps every module file under ${MAX_LINES} lines`, () => {
    const long = files
      .map(({ full, rel }) => ({ rel, lines: readFileSync(full, 'utf8').split('\n').length }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.rel}: ${f.lines} lines`);
    expect(long, 'split these along their concerns (docs/contributing.md)').toEqual([]);
  });
});
