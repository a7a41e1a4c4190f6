// The workbooks module: reading an uploaded XLSX or CSV file into sheets, matching its codes and names to reference
// entries, and refusing a bad file with its problems. Small on purpose: the dataset reading thread loads it.
export { fileSource, jsonSource, sourceOf, type UploadContent, type UploadSource } from './upload-source.ts';
export { ReferenceLookup, type ReferenceEntryKey } from './reference-lookup.ts';
export { warningLines, workbookRefusal } from './workbook-refusal.ts';
export { wholeSheets } from './xlsx-sheets.ts';
