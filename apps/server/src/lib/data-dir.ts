import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Directories the server makes under DATA_DIR: only its own user may enter them. */
export const PRIVATE_DIR_MODE = 0o700;
/** Files the server writes under DATA_DIR (database, uploads, keys): only its own user may read them. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes `dir` (and its parents that do not exist) private to the server's user, and tightens what
 * an earlier version left inside it: directories 0700, files 0600. Symbolic links are left alone.
 * Whatever the umask of the shell that started the server, DATA_DIR holds personal data (PGlite's
 * tables, uploaded photos, the Aadhaar key) and nobody else on the machine may read or change it.
 */
export function securePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(path.resolve(dir), 0);
}

/** What the server keeps under DATA_DIR; only these are tightened inside it (DATA_DIR may hold other things). */
const DATA_SUBDIRS = ['pglite', 'uploads', 'secrets'];

/** DATA_DIR itself 0700, and the server's own folders in it 0700 with their files 0600. */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const st = lstatSync(dataDir);
  if ((st.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(dataDir, PRIVATE_DIR_MODE);
  for (const sub of DATA_SUBDIRS) tighten(path.join(path.resolve(dataDir), sub), 0);
}

function tighten(p: string, depth: number): void {
  let st;
  try {
    st = lstatSync(p);
  } catch {
    return;
  }
  if (st.isSymbolicLink()) return;
  if (st.isDirectory()) {
    if ((st.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(p, PRIVATE_DIR_MODE);
    if (depth > 32) return;
    for (const name of readdirSync(p)) tighten(path.join(p, name), depth + 1);
  } else if (st.isFile() && (st.mode & 0o077) !== 0) {
    chmodSync(p, PRIVATE_FILE_MODE);
  }
}

/**
 * New files and directories of this process get no group or world bits (umask 077), so PGlite's
 * files, uploads and temporary files are born private. Called once at start.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}
