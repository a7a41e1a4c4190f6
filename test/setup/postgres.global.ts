// Global setup of the `api` project: one PostgreSQL and one template database for the whole run.
import type { TestProject } from 'vitest/node';
import { preparePostgres } from './prepare-postgres.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { postgres, teardown } = await preparePostgres();
  project.provide('testPostgres', postgres);
  return teardown;
}
