/**
 * A biome or ecozone summarised from fewer records than this is flagged wherever its statistics show (the search's
 * statistics, Summary Stats Admin): a median of two or three values says little about the ecosystem.
 */
export const fewRecordsGroupSize = 5;

/**
 * A group of at most this many values is drawn value by value (a dot per record) beside its box: a box of a few
 * values hides how few they are. Larger groups' values are left out of the answer.
 */
export const valuesShownGroupSize = 20;

/** Whether a group of `count` records is one to flag as few. */
export const hasFewRecords = (count: number): boolean => count < fewRecordsGroupSize;
