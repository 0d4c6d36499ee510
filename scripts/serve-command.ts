import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What `npm run serve` runs, read from package.json: `VAR=value … node <options> <entry>`. */
export interface ServeCommand {
  /** The variables the script sets before `node` (e.g. MALLOC_MMAP_THRESHOLD_, ADR 0017). */
  env: Record<string, string>;
  /** Node's options on the command line (e.g. --enable-source-maps --expose-gc). */
  nodeOptions: string[];
  /** The entry, relative to the repository root (the server bundle, ADR 0016). */
  entry: string;
}

/**
 * The serve script, split up, for what starts the product the way `npm run serve` does (the bench,
 * the bundle's test); undefined when the script no longer has that shape.
 */
export function serveCommand(root: string): ServeCommand | undefined {
  const script = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } }).scripts
    .serve;
  const match = /^((?:[A-Z_]+=\S+\s+)*)node\s+(.*?)\s*(apps\/server\/\S*server\.m?[jt]s)\s*$/.exec(script);
  if (!match) return undefined;
  const [, vars = '', options = '', entry = ''] = match;
  const words = (s: string) => s.split(/\s+/).filter(Boolean);
  return {
    env: Object.fromEntries(words(vars).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)])),
    nodeOptions: words(options),
    entry,
  };
}
