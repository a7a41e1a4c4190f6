/**
 * A biome or ecozone summarised from fewer records than this is flagged wherever its statistics show (the search's
 * statistics, Summary Stats Admin): a median of two or three values says little about the ecosystem.
 */
export const fewRecordsGroupSize = 5;

/** Whether a group of `count` records is one to flag as few. */
export const hasFewRecords = (count: number): boolean => count < fewRecordsGroupSize;
