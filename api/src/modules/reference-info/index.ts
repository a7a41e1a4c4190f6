// The reference-info module: the database versions and their citation.
export { ReferenceInfo } from './reference-info.entity.ts';
export { ReferenceInfoService } from './reference-info.service.ts';
