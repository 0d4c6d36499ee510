/**
 * After `react-router build`: writes a brotli (.br) and a gzip (.gz) copy next to every text file of
 * the client build, at the highest settings, once. @fastify/static (preCompressed) sends them to
 * browsers that accept them, so the server never compresses a static file per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../apps/web/build/client');
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (TEXT.test(name)) yield p;
  }
}

let count = 0;
for (const file of files(root)) {
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`precompress-assets: ${count} files in ${path.relative(process.cwd(), root)}`);
