// The releases module: frozen versions of the database, made when an admin saves a database version (issue 38).
export { ReleasesService, type ReleaseView, type VersionToRelease } from './releases.service.ts';
export { Release, ReleaseLine, ReleaseRecord } from './release.entity.ts';
