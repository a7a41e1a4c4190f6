import type { WorkbookProblem } from '@esvd/schema/uploads/workbook-checks';

/** A problem of the report with the cells it counts, as the report shows them. */
export interface ProblemGroup {
  /** A counted message ("3 entries with no value Ids.") or a problem of its own (a missing sheet, a heading). */
  head: WorkbookProblem;
  /** The located cells the head counts, at most the report's limit. */
  cells: WorkbookProblem[];
  /** Cells beyond the limit: counted, not listed, so that a file wrong in every row keeps the page light. */
  hiddenCells: number;
}

/** Cells listed per group: enough to see the pattern and fix the first ones. */
export const listedCellsPerGroup = 100;

const belongsTo = (cell: WorkbookProblem, head: WorkbookProblem) =>
  head.row === undefined &&
  cell.row !== undefined &&
  cell.severity === head.severity &&
  (head.sheet === undefined || head.sheet === cell.sheet);

/**
 * The report's problems grouped as the workbook checks write them (schema/uploads/workbook-checks.ts): a message
 * without a row, then the located cells it is about, of its severity and sheet. A problem that follows no such
 * message stands alone.
 */
export function groupProblems(
  problems: readonly WorkbookProblem[],
  maxCells: number = listedCellsPerGroup,
): ProblemGroup[] {
  const groups: ProblemGroup[] = [];
  for (const problem of problems) {
    const last = groups.at(-1);
    if (last && belongsTo(problem, last.head)) {
      if (last.cells.length < maxCells) last.cells.push(problem);
      else last.hiddenCells += 1;
    } else groups.push({ head: problem, cells: [], hiddenCells: 0 });
  }
  return groups;
}

/** "2 fatal problems and 1 warning": the groups by severity. */
export function problemCounts(groups: readonly ProblemGroup[]): string {
  const count = (severity: WorkbookProblem['severity']) =>
    groups.filter((group) => group.head.severity === severity).length;
  const words = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  const fatal = count('fatal');
  const warnings = count('warning');
  const parts = [
    ...(fatal ? [words(fatal, 'fatal problem', 'fatal problems')] : []),
    ...(warnings ? [words(warnings, 'warning', 'warnings')] : []),
  ];
  return parts.length ? parts.join(' and ') : 'no problems';
}
