export * from './database-version.ts';
