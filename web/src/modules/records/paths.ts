/** The address of a value record's page. */
export const recordPath = (valueId: number): string => `/valuations/${valueId}`;

/** The address of a study's page. */
export const studyPath = (studyId: number): string => `/studies/${studyId}`;
