import { startApp, type RunningApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/core/config.ts';
import { createTestDatabase } from './database.ts';
import { testEnvironment } from './environment.ts';

/**
 * An api in this test process, on a database of its own (a copy of the run's template) and a free
 * port. `overrides` are environment variables, as `loadConfig` reads them. Stop it in `afterAll`.
 */
export async function startTestApp(overrides: Record<string, string> = {}): Promise<RunningApp> {
  const databaseUrl = await createTestDatabase();
  return startApp({ config: loadConfig(testEnvironment(databaseUrl, overrides)) });
}
