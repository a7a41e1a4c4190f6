import { describe, expect, it } from 'vitest';
import {
  attachmentMessages,
  base64Size,
  emptyValuationMessage,
  esvdStudyId,
  esvdValueId,
  maximumAttachmentBytes,
  positiveValuationNumbers,
  reviewMessages,
  studyInput,
  studyUpdateInput,
  suggestStudyInput,
  valuationInput,
  valuationUpdateInput,
} from './studies.ts';
import { fieldMessages } from './field-messages.ts';

const validStudy = { title: 'Reefs', authors: 'Ada', reference: 'Ada (2001) Reefs. J. 1', yearOfPublication: 2001 };

describe('study rules (spec 000 §5)', () => {
  it('accepts a complete study and trims its texts', () => {
    expect(studyInput.parse({ ...validStudy, title: '  Reefs  ' })).toEqual({ ...validStudy, isComplete: false });
  });

  it('requires every field, with its label', () => {
    expect(fieldMessages(studyInput, {})).toEqual({
      title: ['Title is required'],
      authors: ['Authors is required'],
      reference: ['Reference is required'],
      yearOfPublication: ['Year of Publication is required'],
    });
    expect(fieldMessages(studyInput, { ...validStudy, title: '   ', authors: '', reference: ' ' })).toEqual({
      title: ['Title is required'],
      authors: ['Authors is required'],
      reference: ['Reference is required'],
    });
  });

  it('wants a positive four-digit year from 1950', () => {
    const yearMessages = (yearOfPublication: unknown) =>
      fieldMessages(studyInput, { ...validStudy, yearOfPublication }).yearOfPublication;
    expect(yearMessages(-5)).toContain('Year of Publication must be a positive number.');
    expect(yearMessages(1949)).toEqual(['Year of Publication must be grater than or equal to 1950.']);
    expect(yearMessages(20011)).toEqual(['Year of Publication is not a valid year.']);
    expect(yearMessages(1950)).toBeUndefined();
  });

  it('asks an edit for the version it loaded', () => {
    expect(fieldMessages(studyUpdateInput, validStudy).version).toHaveLength(1);
    expect(studyUpdateInput.parse({ ...validStudy, version: 3 }).version).toBe(3);
  });
});

describe('valuation rules (spec 000 §5)', () => {
  it.each(Object.entries(positiveValuationNumbers))('%s must be positive when present', (field, label) => {
    expect(fieldMessages(valuationInput, { studyRecordId: 1, notes: 'x', [field]: -1 })[field]).toEqual([
      `${label} must be a positive number.`,
    ]);
    expect(fieldMessages(valuationInput, { studyRecordId: 1, notes: 'x', [field]: 0 })[field]).toEqual([
      `${label} must be a positive number.`,
    ]);
    expect(fieldMessages(valuationInput, { studyRecordId: 1, [field]: null, notes: 'x' })).toEqual({});
  });

  it('wants a positive four-digit value year', () => {
    for (const valueYear of [-2000, 0, 999, 12345, 2000.5]) {
      expect(fieldMessages(valuationInput, { studyRecordId: 1, valueYear }).valueYear).toContain(
        'Value Year is not a valid year.',
      );
    }
    expect(fieldMessages(valuationInput, { studyRecordId: 1, valueYear: 2010 })).toEqual({});
  });

  it('needs more than the identity fields', () => {
    expect(fieldMessages(valuationInput, { studyRecordId: 1 })['']).toEqual([emptyValuationMessage]);
    expect(fieldMessages(valuationInput, { studyRecordId: 1, countries: [] })['']).toEqual([emptyValuationMessage]);
    expect(fieldMessages(valuationInput, { studyRecordId: 1, countries: [4] })).toEqual({});
    expect(fieldMessages(valuationUpdateInput, { version: 1, notes: ' ' })['']).toEqual([emptyValuationMessage]);
  });

  it('defaults the many-valued links to empty lists', () => {
    const parsed = valuationInput.parse({ studyRecordId: 1, notes: 'n' });
    expect(parsed.countries).toEqual([]);
    expect(parsed.biomeV2EcosystemV2Ecozones).toEqual([]);
  });

  it('keeps the links in the order given, an entry named twice once where it first appears', () => {
    const parsed = valuationInput.parse({ studyRecordId: 1, biomeV2EcosystemV2Ecozones: [9, 13, 5, 4, 13] });
    expect(parsed.biomeV2EcosystemV2Ecozones).toEqual([9, 13, 5, 4]);
  });

  it('wants latitudes from -90 to 90 and longitudes from -180 to 180', () => {
    const messages = (coordinates: Record<string, unknown>) =>
      fieldMessages(valuationInput, { studyRecordId: 1, notes: 'x', ...coordinates });
    expect(messages({ latitude: 95 })).toEqual({ latitude: ['Latitude must be a number from -90 to 90.'] });
    expect(messages({ latitude: -90.5 })).toEqual({ latitude: ['Latitude must be a number from -90 to 90.'] });
    expect(messages({ longitude: 180.01 })).toEqual({ longitude: ['Longitude must be a number from -180 to 180.'] });
    expect(messages({ longitude: -181 })).toEqual({ longitude: ['Longitude must be a number from -180 to 180.'] });
    expect(messages({ latitude: Number.NaN })).toEqual({ latitude: ['Latitude must be a number from -90 to 90.'] });
    expect(messages({ latitude: -90, longitude: 180 })).toEqual({});
    expect(messages({ latitude: 0.311238, longitude: -32.613062 })).toEqual({});
  });

  it('takes site condition, valued change and type of beneficiary as free text, trimmed', () => {
    const parsed = valuationInput.parse({
      studyRecordId: 1,
      siteCondition: ' Highly degraded; "encroached upon", polluted ',
      valuedChange: 'Marginal Willingness to Pay (WTP) to improve the ES through reforestation',
      typeOfBeneficiary: "lowland farms' residents",
    });
    expect(parsed).toMatchObject({
      siteCondition: 'Highly degraded; "encroached upon", polluted',
      valuedChange: 'Marginal Willingness to Pay (WTP) to improve the ES through reforestation',
      typeOfBeneficiary: "lowland farms' residents",
    });
  });

  it('gives a reviewed date only to a reviewed valuation, and counts neither as content', () => {
    const reviewedDate = '2024-02-03T00:00:00.000Z';
    expect(fieldMessages(valuationInput, { studyRecordId: 1, notes: 'x', reviewed: false, reviewedDate })).toEqual({
      reviewedDate: [reviewMessages.dateNeedsReview],
    });
    expect(fieldMessages(valuationInput, { studyRecordId: 1, notes: 'x', reviewedDate })).toEqual({
      reviewedDate: [reviewMessages.dateNeedsReview],
    });
    expect(fieldMessages(valuationInput, { studyRecordId: 1, notes: 'x', reviewed: true, reviewedDate })).toEqual({});
    expect(fieldMessages(valuationInput, { studyRecordId: 1, reviewed: true })['']).toEqual([emptyValuationMessage]);
  });

  it('takes the ESVD identifiers as whole numbers within their columns', () => {
    expect(esvdStudyId.safeParse(1205).success).toBe(true);
    expect(esvdValueId.safeParse(12050001).success).toBe(true);
    for (const bad of [0, -3, 1.5, 2_147_483_648]) {
      expect(esvdStudyId.safeParse(bad).error?.issues[0].message).toBe(
        'StudyID must be a whole number from 1 to 2147483647.',
      );
    }
    expect(esvdValueId.safeParse(2 ** 53).error?.issues[0].message).toBe(
      'ValueId must be a whole number from 1 to 9007199254740991.',
    );
  });
});

const base64Of = (text: string) => Buffer.from(text).toString('base64');
const validSuggestion = {
  title: 'Wetlands',
  description: 'Values wetlands',
  studyType: 'report',
  attachment: [{ filename: 'study.pdf', contentType: 'application/pdf', content: base64Of('%PDF-1.4') }],
};

describe('suggest a study rules (spec 000 §5, §9)', () => {
  it('accepts a complete suggestion', () => {
    expect(fieldMessages(suggestStudyInput, validSuggestion)).toEqual({});
  });

  it('requires title, description, study type and an attachment', () => {
    expect(fieldMessages(suggestStudyInput, {})).toEqual({
      title: ['Title is required'],
      description: ['Study Description is required'],
      studyType: ['Study Type is required'],
      attachment: ['Attachment field must have at least 1 item'],
    });
    expect(fieldMessages(suggestStudyInput, { ...validSuggestion, attachment: [] }).attachment).toEqual([
      'Attachment field must have at least 1 item',
    ]);
  });

  it('accepts pdf, docx, odt, doc and txt only', () => {
    for (const filename of ['a.pdf', 'a.DOCX', 'a.odt', 'a.doc', 'a.txt']) {
      const attachment = [{ ...validSuggestion.attachment[0], filename }];
      expect(fieldMessages(suggestStudyInput, { ...validSuggestion, attachment })).toEqual({});
    }
    for (const filename of ['a.exe', 'a.pdf.exe', 'pdf', 'a.png']) {
      const attachment = [{ ...validSuggestion.attachment[0], filename }];
      expect(fieldMessages(suggestStudyInput, { ...validSuggestion, attachment })['attachment.0.filename']).toEqual([
        attachmentMessages.format,
      ]);
    }
  });

  it('takes at most 2 files of 10 MB in total', () => {
    const file = validSuggestion.attachment[0];
    expect(fieldMessages(suggestStudyInput, { ...validSuggestion, attachment: [file, file, file] }).attachment).toEqual(
      [attachmentMessages.tooMany],
    );
    const half = Buffer.alloc(maximumAttachmentBytes / 2).toString('base64');
    const atLimit = [
      { ...file, content: half },
      { ...file, content: half },
    ];
    expect(fieldMessages(suggestStudyInput, { ...validSuggestion, attachment: atLimit })).toEqual({});
    const over = [atLimit[0], { ...file, content: Buffer.alloc(maximumAttachmentBytes / 2 + 1).toString('base64') }];
    expect(fieldMessages(suggestStudyInput, { ...validSuggestion, attachment: over }).attachment).toEqual([
      attachmentMessages.tooLarge,
    ]);
  });

  it('measures base64 content without decoding it', () => {
    for (const size of [0, 1, 2, 3, 10, 11]) expect(base64Size(Buffer.alloc(size).toString('base64'))).toBe(size);
  });
});
