// The reference-info module: the database versions and their citation.
export { ReferenceInfo } from './reference-info.entity.ts';
export { ReferenceInfoService, type VersionReleases } from './reference-info.service.ts';
