import type { TestProject } from 'vitest/node';
import { setupBaseDatabase } from './db-global.ts';

export default (project: TestProject) => setupBaseDatabase('pglite', project);
