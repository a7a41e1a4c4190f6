// The valuations module: value records, their search, entry, export and dataset uploads.
export { Valuation, valuationPivots } from './valuation.entity.ts';
export { ValuationExportLine } from './export-line.entity.ts';
export { ValuationLinkKeys } from './link-keys.entity.ts';
export { ValuationCount } from './valuation-count.entity.ts';
export { fileTimestamp, ValuationsService } from './valuations.service.ts';
export { ValuationEntryService } from './valuation-entry.service.ts';
export { DatasetWorkbookImporter } from './dataset-workbook-import.ts';
// The Parquet writer and the export's column types, for the releases' files too.
export { cellsOfCsvText, ParquetLinesThreads } from './parquet-sheet.ts';
export { exportParquetColumns, type Cell, type ParquetColumn } from './export-columns.ts';
export {
  exportContentTypes,
  exportLinesOf,
  makeMissingExportLines,
  writeChunks,
  xlsxWorkbook,
} from './valuation-export.ts';
export { csvHeader } from './export-columns.ts';
