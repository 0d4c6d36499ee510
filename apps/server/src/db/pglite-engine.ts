import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGliteOptions } from '@electric-sql/pglite';

export type PgliteEngine = Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>;

/** WebAssembly, typed here: the server's TypeScript settings (Node types only) do not declare it. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteEngine['pgliteWasmModule']> } })
  .WebAssembly;

let engine: Promise<PgliteEngine> | undefined;

/**
 * Starts reading PGlite's engine (9 MB of WebAssembly) and its file bundle and compiling the engine,
 * and returns at once: server.ts calls it before it loads the rest of the app, so V8 compiles the
 * engine on its background threads while the main thread loads modules, instead of after
 * (docs/performance.md, "Start-up, session 6"). Imports nothing heavy, PGlite itself included.
 * Resolves to {} when that fails: PGlite then reads and compiles them itself, as without this.
 */
export function preloadPgliteEngine(): Promise<PgliteEngine> {
  engine ??= (async () => {
    const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    const [bytes, bundle] = await Promise.all([
      readFile(path.join(dist, 'pglite.wasm')),
      readFile(path.join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule: await wasm.compile(bytes), fsBundle: new Blob([bundle]) };
  })().catch(() => ({}));
  return engine;
}

/**
 * What preloadPgliteEngine started, once (not kept here afterwards: the 6 MB file bundle is PGlite's
 * to keep or drop); {} when it was not called (PGlite loads its own).
 */
export function preloadedPgliteEngine(): Promise<PgliteEngine> {
  const started = engine ?? Promise.resolve({});
  engine = undefined;
  return started;
}
