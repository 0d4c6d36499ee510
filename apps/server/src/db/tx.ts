import type { Db } from './client.ts';

/** A transaction handle: the steps of a multi-module write all take one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
