import { workbookMessages, type WorkbookProblem } from '@esvd/schema/uploads/workbook-checks';
import { badRequest, type FieldProblem } from '../../core/domain-error.ts';

/** A workbook problem as the REST and GraphQL error bodies carry it: located by a path, with all its fields. */
const located = (problem: WorkbookProblem): FieldProblem & WorkbookProblem => ({
  ...problem,
  path: [problem.sheet, problem.column, problem.row].filter((part) => part !== undefined).join('/'),
});

/** A report's fatal problems as one 400: the spec's header, then each summary, then every located problem. */
export function workbookRefusal(problems: readonly WorkbookProblem[]) {
  const summaries = problems.filter((problem) => problem.severity === 'fatal' && problem.row === undefined);
  return badRequest(
    [workbookMessages.fixHighlights, ...summaries.map((problem) => problem.message)].join(' '),
    problems.map(located),
  );
}

/** The warnings a job keeps, one line each, located where they have a cell. */
export const warningLines = (problems: readonly WorkbookProblem[]): string[] =>
  problems
    .filter((problem) => problem.severity === 'warning')
    .map((problem) =>
      problem.row === undefined ? problem.message : `Row ${problem.row}, ${problem.column}: ${problem.message}`,
    );
