import { setupBaseDatabase } from './db-global.ts';

export default () => setupBaseDatabase('pglite');
