import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';

/**
 * The shared package's schemas are top-level zod call chains (`z.object(…).extend(…)`); a bundler
 * must assume a call has side effects, so a page that imported one message from a shared module got
 * every schema of that module and all of zod with it. Each top-level `const` whose value is such a
 * chain is wrapped in a pure-annotated arrow call, so unused schemas (and zod, on pages that
 * validate nothing on first load) are left out of the client bundles. Build only; the source is
 * unchanged, and schemas that are used are the same objects as before.
 */
function pureSharedSchemas(): Plugin {
  const schemaRoot = /^(z|\w+Schema|requiredText|idParam)$/;
  const rootOf = (e: ts.Expression): ts.Expression => {
    while (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e)) e = e.expression;
    return e;
  };
  return {
    name: 'anupalan:pure-shared-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/shared\/src\/.+\.ts$/.test(id)) return null;
      const file = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const edits: [number, string][] = [];
      for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const d of statement.declarationList.declarations) {
          const init = d.initializer;
          if (!init || !ts.isCallExpression(init)) continue;
          const root = rootOf(init);
          if (!ts.isIdentifier(root) || !schemaRoot.test(root.text)) continue;
          edits.push([init.getStart(file), '/* @__PURE__ */ (() => '], [init.getEnd(), ')()']);
        }
      }
      if (!edits.length) return null;
      let out = code;
      for (const [at, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, at) + text + out.slice(at);
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [pureSharedSchemas(), tailwindcss(), reactRouter()],
  // The server process imports @anupalan/shared/app-context too: the SSR bundle must load the same
  // module (one context token), not a copy of it.
  // (ssr.external alone does not apply to a package that resolves to .ts sources.)
  environments: {
    ssr: { build: { rollupOptions: { external: [/^@anupalan\/shared(\/|$)/] } } },
    // zod in a chunk of its own: grouped with whatever else pages share, it came with every first load.
    client: {
      build: { rollupOptions: { output: { manualChunks: (id) => (id.includes('/node_modules/zod/') ? 'zod' : undefined) } } },
    },
  },
  build: { assetsInlineLimit: 0 },
  server: { host: '127.0.0.1' },
});
