export * from './catalog.ts';
export * from './dates.ts';
export * from './errors.ts';
export * from './ids.ts';
export * from './money.ts';
export * from './site.ts';
export * from './slug.ts';
export * from './status.ts';
