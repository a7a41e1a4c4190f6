// The history module: the recorded changes of studies, value records and VSL studies.
export { RecordHistory } from './record-history.entity.ts';
export { diffFields, HistoryService, type HistoryEntryView } from './history.service.ts';
