/**
 * What the product's resident memory is made of, from /proc/PID/smaps (Linux; no help from the
 * product needed). Used by the bench's memory part (bench/run.ts) and runnable on its own:
 *
 *   node bench/memory.ts PID
 *
 * The kinds, in MiB of resident memory:
 * - `wasm`: PGlite's WebAssembly memory — an anonymous read-write mapping directly followed by the
 *   multi-GiB inaccessible guard region V8 reserves behind every 32-bit WebAssembly memory;
 * - `mallocMain`: glibc's main malloc arena (`[heap]`, grown with brk by the main thread);
 * - `mallocThreads`: the other malloc arenas (threads: libuv's pool, V8's helpers), each an
 *   anonymous mapping at a 64 MiB boundary inside its own 64 MiB reservation;
 * - `v8AndOther`: every other anonymous mapping (V8's heap pages and code space, large mmapped
 *   malloc chunks, thread stacks);
 * - `file`: the node binary, shared libraries and other mapped files.
 */
import { readFileSync } from 'node:fs';

export interface MemoryBreakdown {
  rss: number;
  wasm: number;
  mallocMain: number;
  mallocThreads: number;
  mallocThreadArenas: number;
  v8AndOther: number;
  file: number;
}

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  name: string;
  rssKiB: number;
}

const ARENA = 64n * 2n ** 20n;
const GUARD = 2n ** 32n;

function mappings(pid: number): Mapping[] {
  const out: Mapping[] = [];
  let cur: Mapping | undefined;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      cur = { start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3]!, name: head[4]!.trim(), rssKiB: 0 };
      out.push(cur);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && cur) cur.rssKiB = Number(rss[1]);
  }
  return out;
}

/** The product's resident memory by kind, MiB (see the file's comment); zeros when the process is gone. */
export function memoryBreakdown(pid: number): MemoryBreakdown {
  const b: MemoryBreakdown = { rss: 0, wasm: 0, mallocMain: 0, mallocThreads: 0, mallocThreadArenas: 0, v8AndOther: 0, file: 0 };
  let maps: Mapping[];
  try {
    maps = mappings(pid);
  } catch {
    return b;
  }
  for (const [i, m] of maps.entries()) {
    const mib = m.rssKiB / 1024;
    b.rss += mib;
    const next = maps[i + 1];
    if (m.name === '[heap]') b.mallocMain += mib;
    else if (m.name && !m.name.startsWith('[anon')) b.file += mib;
    else if (m.perms.startsWith('rw') && next && next.start === m.end && next.perms === '---p' && next.end - next.start >= GUARD)
      b.wasm += mib;
    else if (
      m.perms === 'rw-p' &&
      m.start % ARENA === 0n &&
      m.end - m.start <= ARENA &&
      (m.end - m.start === ARENA || (next && next.start === m.end && next.perms === '---p' && next.end - m.start === ARENA))
    ) {
      b.mallocThreads += mib;
      b.mallocThreadArenas++;
    } else b.v8AndOther += mib;
  }
  return b;
}

export function formatBreakdown(b: MemoryBreakdown): string {
  const f = (n: number) => n.toFixed(0);
  return `V8 heap and other anonymous ${f(b.v8AndOther)}, PGlite WebAssembly ${f(b.wasm)}, malloc main ${f(b.mallocMain)}, malloc threads ${f(b.mallocThreads)} (${b.mallocThreadArenas} arenas), files ${f(b.file)}`;
}

if (import.meta.main) {
  const pid = Number(process.argv[2]);
  const b = memoryBreakdown(pid);
  console.log(`RSS ${b.rss.toFixed(0)} MiB: ${formatBreakdown(b)}`);
}

/**
 * BENCH_MEMORY_REPORT=1: the product runs with Node's diagnostic report on SIGUSR2, and the memory
 * part asks for one at each breakdown; this prints V8's heap spaces from it (committed / used MiB).
 */
export const REPORT_DIR = process.env.BENCH_MEMORY_REPORT === '1' ? `/tmp/anupalan-bench-report-${process.pid}` : undefined;
export const reportNodeOptions = REPORT_DIR
  ? `--report-on-signal --report-signal=SIGUSR2 --report-directory=${REPORT_DIR} --report-compact`
  : undefined;

export async function v8Report(pid: number): Promise<string | undefined> {
  if (!REPORT_DIR) return undefined;
  const { mkdirSync, readdirSync, rmSync } = await import('node:fs');
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR);
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 50));
    const files = (() => {
      try {
        return readdirSync(REPORT_DIR);
      } catch {
        return [];
      }
    })();
    if (!files.length) continue;
    try {
      const r = JSON.parse(readFileSync(`${REPORT_DIR}/${files[0]}`, 'utf8')) as {
        javascriptHeap: {
          totalMemory: number;
          usedMemory: number;
          externalMemory: number;
          mallocedMemory: number;
          peakMallocedMemory: number;
          heapSpaces: Record<string, { memorySize: number; used: number }>;
        };
      };
      const h = r.javascriptHeap;
      const m = (n: number) => (n / 2 ** 20).toFixed(0);
      const spaces = Object.entries(h.heapSpaces)
        .filter(([, s]) => s.memorySize >= 2 ** 20)
        .map(([n, s]) => `${n.replace(/_space$/, '')} ${m(s.memorySize)}/${m(s.used)}`)
        .join(', ');
      return `V8 heap ${m(h.totalMemory)} committed / ${m(h.usedMemory)} used (${spaces}); external ${m(h.externalMemory)}, V8 malloc ${m(h.mallocedMemory)} (peak ${m(h.peakMallocedMemory)})`;
    } catch {
      // being written
    }
  }
  return 'no report';
}

/** CPU seconds (user + system) and minor page faults of a process so far, from /proc/PID/stat. */
export function cpuAndFaults(pid: number): { cpuS: number; minorFaults: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid pgrp session tty tpgid flags minflt(7) cminflt majflt cmajflt utime(11) stime(12)
    return { cpuS: (Number(f[11]) + Number(f[12])) / 100, minorFaults: Number(f[7]) };
  } catch {
    return { cpuS: 0, minorFaults: 0 };
  }
}
