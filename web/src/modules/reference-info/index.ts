// The reference-info module's public surface: the current database version.
export { useCurrentDatabaseVersion } from './use-current-database-version.ts';
