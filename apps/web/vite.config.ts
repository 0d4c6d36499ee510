import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const ROOT_ROUTE = path.resolve(import.meta.dirname, 'app/root.tsx');

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
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: { groups: [{ name: 'shell', test: (id: string) => shell.has(id) }] },
      };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shellChunk()],
  // The server process imports @anupalan/shared/app-context too: the SSR bundle must load the same
  // module (one context token), not a copy of it.
  // (ssr.external alone does not apply to a package that resolves to .ts sources.)
  environments: { ssr: { build: { rollupOptions: { external: [/^@anupalan\/shared(\/|$)/] } } } },
  build: { assetsInlineLimit: 0 },
  server: { host: '127.0.0.1' },
});
