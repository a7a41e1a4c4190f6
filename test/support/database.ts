import { inject } from 'vitest';
import { copyTemplate } from './postgres.ts';

/** A database of its own for the calling test file, copied from the run's template. The global teardown drops it. */
export function createTestDatabase(): Promise<string> {
  return copyTemplate(inject('testPostgres'));
}
