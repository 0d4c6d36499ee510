import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * Writes a zip to a temporary file as its entries come (fflate, pure JavaScript): text entries
 * compressed, stored files passed through (PDFs and images are compressed already), so memory does
 * not grow with the files. `finish` answers the file's path and size; `dispose` deletes it.
 */
export async function zipWriter() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'anupalan-export-'));
  const file = path.join(dir, 'export.zip');
  const out = createWriteStream(file);
  let failure: Error | null = null;
  const done = new Promise<void>((resolve, reject) => {
    out.on('error', reject);
    out.on('finish', resolve);
  });
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      failure = err;
      out.destroy(err);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const mtime = new Date();

  async function drain() {
    if (out.writableNeedDrain) await once(out, 'drain');
  }

  return {
    addText(name: string, text: string) {
      const entry = new ZipDeflate(name, { level: 6 });
      entry.mtime = mtime;
      zip.add(entry);
      entry.push(new TextEncoder().encode(text), true);
    },
    async addStream(name: string, stream: Readable) {
      const entry = new ZipPassThrough(name);
      entry.mtime = mtime;
      zip.add(entry);
      for await (const chunk of stream) {
        entry.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk as Buffer), false);
        await drain();
      }
      entry.push(new Uint8Array(0), true);
    },
    addBytes(name: string, bytes: Uint8Array) {
      const entry = new ZipPassThrough(name);
      entry.mtime = mtime;
      zip.add(entry);
      entry.push(bytes, true);
    },
    async finish(): Promise<{ file: string; size: number; stream: () => Readable }> {
      zip.end();
      await done;
      if (failure) throw failure;
      const { size } = await stat(file);
      return { file, size, stream: () => createReadStream(file) };
    },
    async dispose() {
      out.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
