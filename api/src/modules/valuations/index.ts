// The valuations module: value records, their search, entry, export and dataset uploads.
export { Valuation, valuationPivots } from './valuation.entity.ts';
export { ValuationExportLine } from './export-line.entity.ts';
export { ValuationLinkKeys } from './link-keys.entity.ts';
export { fileTimestamp, ValuationsService } from './valuations.service.ts';
export { ValuationEntryService } from './valuation-entry.service.ts';
export { DatasetWorkbookImporter } from './dataset-workbook-import.ts';
export { makeMissingExportLines } from './valuation-export.ts';
