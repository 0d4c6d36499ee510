import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appMeta } from './schema.ts';

/** Small markers the server keeps about itself in app_meta (owned by the database layer). */
export interface MetaStore {
  read(key: string): Promise<string | undefined>;
  write(key: string, value: string): Promise<void>;
}

export function createMetaStore(db: Db): MetaStore {
  return {
    async read(key) {
      const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
      return row?.value;
    },
    async write(key, value) {
      await db
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    },
  };
}
