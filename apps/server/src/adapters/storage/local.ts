import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { assertStorageKey, type FileStorage } from './index.ts';

/**
 * Files up to this size are written with synchronous calls: a few hundred microseconds of the
 * thread, where the same writes through the thread pool take five awaited steps (mkdir, open, write,
 * close, rename), each waiting for a turn of the event loop, which under load is the document
 * upload's whole time (docs/performance.md, "Buyers, session 6"; ADR 0018). PGlite already writes
 * to this disk synchronously. Larger files and streams keep the asynchronous path.
 */
export const SYNC_WRITE_MAX_BYTES = 256 * 1024;

/**
 * Files under one directory (DATA_DIR/uploads by default). The content type of each file is kept
 * beside it under `.meta/`. Writes go to a temporary file first, then are renamed into place.
 */
export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    if (key.startsWith('.meta/')) throw new Error('Invalid storage key: .meta is reserved');
    return path.join(root, key);
  };
  const metaOf = (key: string) => path.join(root, '.meta', `${key}.json`);

  return {
    name: 'local',
    async put(key, body, contentType) {
      const file = fileOf(key);
      const meta = metaOf(key);
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      if (!(body instanceof Readable) && body.length <= SYNC_WRITE_MAX_BYTES) {
        // The same steps as below, in the same order: content type first, the file under its key last.
        mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
        mkdirSync(path.dirname(meta), { recursive: true, mode: 0o700 });
        try {
          writeFileSync(meta, JSON.stringify({ contentType }), { mode: 0o600 });
          writeFileSync(tmp, body, { mode: 0o600 });
          renameSync(tmp, file);
        } catch (err) {
          rmSync(tmp, { force: true });
          throw err;
        }
        return;
      }
      // Independent file operations run together: each awaited one waits for a turn of the event
      // loop, which takes long when the server is busy (docs/performance.md, document upload).
      await Promise.all([
        mkdir(path.dirname(file), { recursive: true, mode: 0o700 }),
        mkdir(path.dirname(meta), { recursive: true, mode: 0o700 }),
      ]);
      try {
        // Uploaded files are personal data: readable by the server's user only. The content type
        // is written beside it first; the file appears under its key last (the rename).
        // Both are settled before anything else happens, so a failure of one never leaves the
        // other writing a temporary file after the clean-up below.
        const written = await Promise.allSettled([
          body instanceof Readable
            ? pipeline(body, createWriteStream(tmp, { mode: 0o600 }))
            : writeFile(tmp, body, { mode: 0o600 }),
          writeFile(meta, JSON.stringify({ contentType }), { mode: 0o600 }),
        ]);
        for (const w of written) if (w.status === 'rejected') throw w.reason;
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const file = fileOf(key);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch {
        return null;
      }
      let contentType = 'application/octet-stream';
      try {
        contentType = (JSON.parse(await readFile(metaOf(key), 'utf8')) as { contentType: string }).contentType;
      } catch {
        /* no metadata: a generic type */
      }
      return { stream: createReadStream(file), contentType, size };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },
    async sweepTemporary(olderThanMs) {
      // A process killed mid-write leaves its `.tmp` file behind (the rename never happened).
      let removed = 0;
      const cutoff = Date.now() - olderThanMs;
      let entries: string[];
      try {
        entries = await readdir(root, { recursive: true });
      } catch {
        return 0;
      }
      for (const rel of entries) {
        if (!/\.[0-9a-f]{12}\.tmp$/.test(rel)) continue;
        const file = path.join(root, rel);
        try {
          if ((await stat(file)).mtimeMs <= cutoff) {
            await rm(file, { force: true });
            removed++;
          }
        } catch {
          /* gone meanwhile */
        }
      }
      return removed;
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}
