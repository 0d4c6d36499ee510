import type { ContentVersion } from './content-version.ts';

/**
 * A value built from the database and held in memory until the content version changes: `get()`
 * answers from memory while the version it was built for is current, and otherwise builds it once
 * (concurrent callers share one build). A build that finishes after the version moved again is
 * handed to its callers but not kept.
 */
export interface ReadModel<T> {
  get(): Promise<T>;
}

export function createReadModel<T>(version: ContentVersion, build: () => Promise<T>): ReadModel<T> {
  let held: { version: number; value: T } | null = null;
  let building: { version: number; promise: Promise<T> } | null = null;
  return {
    get() {
      const v = version.current;
      if (held && held.version === v) return Promise.resolve(held.value);
      if (building && building.version === v) return building.promise;
      const promise = build().then(
        (value) => {
          if (version.current === v) held = { version: v, value };
          if (building?.promise === promise) building = null;
          return value;
        },
        (err: unknown) => {
          if (building?.promise === promise) building = null;
          throw err;
        },
      );
      building = { version: v, promise };
      return promise;
    },
  };
}
