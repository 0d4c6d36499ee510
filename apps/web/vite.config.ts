import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The server process imports @anupalan/shared/app-context too: the SSR bundle must load the same
  // module (one context token), not a copy of it.
  // (ssr.external alone does not apply to a package that resolves to .ts sources.)
  environments: { ssr: { build: { rollupOptions: { external: [/^@anupalan\/shared(\/|$)/] } } } },
  build: { assetsInlineLimit: 0 },
  server: { host: '127.0.0.1' },
});
