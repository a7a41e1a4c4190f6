// The studies module: studies and suggested studies, and the claims on new StudyIDs.
export { Study, SuggestedStudy, SuggestedStudyAttachment } from './study.entity.ts';
export { StudiesService, type StudyAccessFacts } from './studies.service.ts';
export { SuggestedStudiesService } from './suggested-studies.service.ts';
export { lockStudyIdClaims, moveStudyIdsPast, unlockStudyIdClaims } from './studies.sql.ts';
