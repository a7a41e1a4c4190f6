// The vsl module: the valuation studies list, its search, the live grid and the VSL workbook upload.
export { VslStudy, vslPivots } from './vsl.entity.ts';
export { VslService } from './vsl.service.ts';
export { VslGridService } from './vsl-grid.service.ts';
export { VslWorkbookImporter } from './vsl-workbook-import.ts';
