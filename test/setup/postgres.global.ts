// Global setup of the `api` project: one PostgreSQL, one template database and one compiled api for the whole run.
import type { TestProject } from 'vitest/node';
import { preparePostgres } from './prepare-postgres.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { postgres, compiledApi, teardown } = await preparePostgres();
  project.provide('testPostgres', postgres);
  project.provide('compiledApi', compiledApi);
  return teardown;
}
