import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const ROOT_ROUTE = path.resolve(import.meta.dirname, 'app/root.tsx');
/**
 * `react-dom` (not `react-dom/client`): the entry and the shell both import it, so on its own it
 * became a 3.8 KB chunk that every page requested separately (~0.7 KB of response headers more).
 */
const REACT_DOM = /\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)$/;

/**
 * Every page loads the root route and what it imports statically (the header, footer, React
 * Router, the icons the shell draws…), so splitting those modules by which other routes share them
 * only adds requests: on the first load of `/` that was ~30 scripts of 0.2–1 KB each, and under
 * Lighthouse's mobile throttling each request waits for a connection. This puts the root's static
 * import graph (the route module itself excepted) into one `shell` chunk of the browser build.
 * Lazy imports (the login dialog, toasts, the zod schemas behind `@anupalan/shared`) stay out of it.
 */
function shellChunk(): Plugin {
  const shell = new Set<string>();
  return {
    name: 'anupalan:shell-chunk',
    applyToEnvironment: (env) => env.name === 'client',
    buildEnd() {
      shell.clear();
      const isRoot = (id: string) => id.split('?')[0] === ROOT_ROUTE;
      const seen = new Set<string>();
      const queue = [...this.getModuleIds()].filter(isRoot);
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        if (!isRoot(id)) shell.add(id);
        // A module that is also imported lazily (e.g. a deferred part the server imports statically)
        // stays in its own chunk, with what only it imports.
        const info = this.getModuleInfo(id);
        if (!isRoot(id) && info?.dynamicImporters.length) {
          shell.delete(id);
          continue;
        }
        queue.push(...(info?.importedIds ?? []));
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: { groups: [{ name: 'shell', test: (id: string) => shell.has(id) || REACT_DOM.test(id) }] },
      };
    },
  };
}

const LUCIDE_ESM = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-react')), '../esm');
const ICON_PREFIX = 'virtual:lucide-icon/';

/**
 * `import { House, X } from 'lucide-react'` becomes one import per icon, and each importing module
 * gets its own copy of the icon's few lines (`virtual:lucide-icon/house?from=<importer>`; the
 * icon's shared code, `createLucideIcon`, stays one module). Through the package's entry every
 * module that imports an icon imports all ~1,600 of them, so the shell chunk's walk (above) took
 * every icon any page uses into every page's first load (109 icons on `/`). Shared per-icon
 * modules would instead become ~0.2 KB scripts of their own (each a request): a copy per importer
 * keeps each icon in the chunk of the code that draws it. Names that are not icons stay on the
 * package's entry.
 */
function lucideIconImports(): Plugin {
  let icons: Map<string, string> | null = null;
  const iconFiles = () => {
    if (icons) return icons;
    icons = new Map();
    const entry = readFileSync(path.join(LUCIDE_ESM, 'lucide-react.mjs'), 'utf8');
    for (const m of entry.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
      for (const spec of m[1]!.split(',')) {
        const name = /^\s*default as (\w+)\s*$/.exec(spec)?.[1];
        if (name) icons.set(name, m[2]!);
      }
    }
    // A new lucide-react that lists its icons differently must not quietly put them all back.
    if (!icons.has('House') || icons.size < 1000) {
      throw new Error(`lucide-react's entry (${LUCIDE_ESM}) no longer lists its icons as 'default as Name' re-exports`);
    }
    return icons;
  };
  return {
    name: 'anupalan:lucide-icon-imports',
    apply: 'build',
    // The browser's chunks only; the server bundle keeps the package as it is.
    applyToEnvironment: (env) => env.name === 'client',
    resolveId: {
      filter: { id: /^virtual:lucide-icon\// },
      handler: (source) => `\0${source}`,
    },
    load: {
      filter: { id: /^\0virtual:lucide-icon\// },
      handler(id) {
        const file = id.slice(ICON_PREFIX.length + 1).split('?')[0]!;
        if (!/^[\w-]+$/.test(file)) throw new Error(`not a lucide icon: ${id}`);
        const code = readFileSync(path.join(LUCIDE_ESM, 'icons', `${file}.mjs`), 'utf8');
        return code
          .replace(/from '\.\.\/([\w./-]+)'/g, (_m, rel: string) => `from ${JSON.stringify(path.join(LUCIDE_ESM, rel))}`)
          .replace(/\/\/# sourceMappingURL=.*$/m, '');
      },
    },
    transform: {
      filter: { id: /\/apps\/web\/app\/.*\.[jt]sx?$/, code: 'lucide-react' },
      handler(code, id) {
        const from = createHash('sha256')
          .update(path.relative(import.meta.dirname, id))
          .digest('hex')
          .slice(0, 8);
        const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (_all, list: string) => {
          const rest: string[] = [];
          const direct: string[] = [];
          for (const spec of list
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)) {
            const [name, local = name] = spec.split(/\s+as\s+/) as [string, string?];
            const file = iconFiles().get(name);
            if (file) direct.push(`import ${local} from '${ICON_PREFIX}${file}?from=${from}';`);
            else rest.push(spec);
          }
          return [...direct, ...(rest.length ? [`import { ${rest.join(', ')} } from 'lucide-react';`] : [])].join('\n');
        });
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}

/**
 * `CHUNK_REPORT=/tmp/chunks.txt npm run build`: writes every chunk of the browser build with what it
 * imports and its modules, biggest first (rendered size before minification), to see what a page's
 * scripts are made of.
 */
function chunkReport(file: string | undefined): Plugin {
  return {
    name: 'anupalan:chunk-report',
    apply: () => Boolean(file),
    applyToEnvironment: (env) => env.name === 'client',
    generateBundle(_options, bundle) {
      const out: string[] = [];
      for (const c of Object.values(bundle)) {
        if (c.type !== 'chunk') continue;
        out.push(`## ${c.fileName} ${c.code.length} B${c.isEntry ? ' entry' : ''}${c.isDynamicEntry ? ' lazy' : ''}`);
        out.push(`   imports: ${c.imports.join(' ') || '-'}; lazy: ${c.dynamicImports.join(' ') || '-'}`);
        for (const [id, m] of Object.entries(c.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength)) {
          out.push(
            `   ${String(m.renderedLength).padStart(8)} ${id.replace(/^.*\/node_modules\//, '').replace(import.meta.dirname + '/', '')}`,
          );
        }
      }
      writeFileSync(file!, `${out.join('\n')}\n`);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), lucideIconImports(), reactRouter(), shellChunk(), chunkReport(process.env.CHUNK_REPORT)],
  // The server process imports @anupalan/shared/app-context too: the SSR bundle must load the same
  // module (one context token), not a copy of it.
  // (ssr.external alone does not apply to a package that resolves to .ts sources.)
  environments: { ssr: { build: { rollupOptions: { external: [/^@anupalan\/shared(\/|$)/] } } } },
  build: { assetsInlineLimit: 0 },
  server: { host: '127.0.0.1' },
});
