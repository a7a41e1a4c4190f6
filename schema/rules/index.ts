export * from './accounts.ts';
export * from './database-version.ts';
export * from './paging.ts';
export * from './reference-entries.ts';
export * from './search.ts';
export * from './studies.ts';
export * from './list-filters.ts';
