// The downloads module: the CSV files users download, and the admins' user-profile downloads.
export { CsvFiles, type CsvFile } from './csv-file.ts';
export { UserProfilesService } from './user-profiles.service.ts';
