// The records module's public surface: the pages of a value record and of a study (issue 38), and links to them.
export { recordPath, studyPath } from './paths.ts';
export { RecordLink } from './RecordLink.tsx';
