import { datasetWorkbookMessages } from '@esvd/schema/uploads/dataset-workbook';
import type { WorkbookProblem } from '@esvd/schema/uploads/workbook-checks';
import { describe, expect, it } from 'vitest';

import { groupProblems, problemCounts } from './report-groups.ts';

const sheet = 'ESVD MASTER';
const cell = (row: number, severity: WorkbookProblem['severity'] = 'fatal'): WorkbookProblem => ({
  severity,
  message: `Cell of row ${row}.`,
  sheet,
  row,
  column: 'ValueId',
});

describe('groupProblems', () => {
  it('puts the cells a counted message is about under it, and a problem that follows none on its own', () => {
    const noValueIds: WorkbookProblem = { severity: 'fatal', message: datasetWorkbookMessages.noValueIds(2), sheet };
    const duplicates: WorkbookProblem = {
      severity: 'warning',
      message: datasetWorkbookMessages.duplicateCodes(1, 'biome'),
      sheet,
    };
    const groups = groupProblems([noValueIds, cell(3), cell(5), duplicates, cell(4, 'warning')]);
    expect(groups).toEqual([
      { head: noValueIds, cells: [cell(3), cell(5)], hiddenCells: 0 },
      { head: duplicates, cells: [cell(4, 'warning')], hiddenCells: 0 },
    ]);
    expect(problemCounts(groups)).toBe('1 fatal problem and 1 warning');
  });

  it('keeps a missing sheet apart from the heading problems of other sheets, which sit under the header message', () => {
    const incorrect: WorkbookProblem = { severity: 'fatal', message: datasetWorkbookMessages.incorrectSheets };
    const missingSheet: WorkbookProblem = { severity: 'fatal', message: 'Sheet missing.', sheet: 'CICES' };
    const heading = (name: string): WorkbookProblem => ({
      severity: 'fatal',
      message: `Headings of ${name}.`,
      sheet: name,
      row: 1,
      column: 'Code',
    });
    const groups = groupProblems([incorrect, heading('Biomes'), missingSheet, heading('TEEB')]);
    expect(groups.map((group) => [group.head.message, group.cells.length])).toEqual([
      [datasetWorkbookMessages.incorrectSheets, 1],
      ['Sheet missing.', 0],
      ['Headings of TEEB.', 0],
    ]);
    expect(problemCounts(groups)).toBe('3 fatal problems');
  });

  it('lists at most the limit of cells per message and counts the rest', () => {
    const head: WorkbookProblem = { severity: 'fatal', message: datasetWorkbookMessages.noStudyIds(250), sheet };
    const cells = Array.from({ length: 250 }, (_, index) => cell(index + 2));
    const [group] = groupProblems([head, ...cells]);
    expect(group.cells).toHaveLength(100);
    expect(group.cells[0]).toEqual(cell(2));
    expect(group.hiddenCells).toBe(150);
    expect(groupProblems([head, ...cells], 10)[0].hiddenCells).toBe(240);
  });

  it('says "no problems" for an empty report', () => {
    expect(problemCounts(groupProblems([]))).toBe('no problems');
  });
});
