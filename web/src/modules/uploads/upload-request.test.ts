import { workbookMessages } from '@esvd/schema/uploads/workbook-checks';
import { describe, expect, it } from 'vitest';

import { errorMessages } from '../common/errors.ts';
import { refusalOf } from './upload-request.ts';

const answer = (status: number, body: unknown) => [new Response(null, { status }), JSON.stringify(body)] as const;

describe('refusalOf', () => {
  it("reads a refused workbook's located problems, as the report shows the browser's", () => {
    const title = `${workbookMessages.fixHighlights} 1 duplicate valuation studies found.`;
    const refusal = refusalOf(
      ...answer(400, {
        status: 400,
        title,
        errors: [
          {
            path: 'VSL MASTER',
            message: '1 duplicate valuation studies found.',
            severity: 'fatal',
            sheet: 'VSL MASTER',
          },
          {
            path: 'VSL MASTER/StudyId/3',
            message: 'StudyId 7 is in rows 2, 3.',
            severity: 'fatal',
            sheet: 'VSL MASTER',
            row: 3,
            column: 'StudyId',
          },
          { path: 'x', message: 'A warning.', severity: 'warning' },
        ],
      }),
    );
    expect(refusal).toEqual({
      ok: false,
      message: title,
      problems: [
        { severity: 'fatal', message: '1 duplicate valuation studies found.', sheet: 'VSL MASTER' },
        { severity: 'fatal', message: 'StudyId 7 is in rows 2, 3.', sheet: 'VSL MASTER', row: 3, column: 'StudyId' },
        { severity: 'warning', message: 'A warning.' },
      ],
    });
  });

  it('says why for 409 and 413 in the server words, and for 403 in the catalogue words', () => {
    const running = 'An upload of the VSL workbook is running ("a.xlsx"). Wait until it has finished.';
    expect(refusalOf(...answer(409, { status: 409, title: running }))).toEqual({
      ok: false,
      message: running,
      problems: [],
    });
    expect(refusalOf(...answer(413, { status: 413, title: 'The file is too large.' })).message).toBe(
      'The file is too large.',
    );
    expect(refusalOf(...answer(403, { status: 403, title: 'Forbidden' })).message).toBe(errorMessages.forbidden);
    expect(refusalOf(new Response(null, { status: 502 }), 'Bad gateway').message).toBe('Bad gateway');
  });
});
