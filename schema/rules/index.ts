export * from './database-version.ts';
export * from './paging.ts';
