// The record-history module's public surface: the saved versions of a study or a valuation.
export { RecordHistory } from './RecordHistory.tsx';
