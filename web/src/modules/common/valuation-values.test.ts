import { valuationInput } from '@esvd/schema/rules/studies';
import { describe, expect, it } from 'vitest';

import type { ValuationEntryInput, ValuationFormEntryFragment } from '../../gql/graphql.ts';
import {
  formValuesOf,
  isSavable,
  valuationInputOf,
  valuationLabels,
  valuationNumberFields,
  type ValuationFormValues,
} from './valuation-values.ts';

const stored: ValuationFormEntryFragment = {
  __typename: 'ValuationEntry',
  id: 7,
  valueId: 123400002,
  studyRecordId: 3,
  studyId: 1205,
  version: 4,
  codedDate: '2026-03-05T10:11:12.000Z',
  biomeV2EcosystemV2Ecozones: [14, 12],
  ecosystemDescription: 'Mangrove fringe',
  ecosystemServiceDescription: null,
  ecosystemServices: [3],
  ciceses: [],
  seeas: [9],
  countries: [45, 44],
  continentId: 2,
  scaleOfStudySiteId: null,
  studyLocation: 'Gazi Bay',
  protectionStatusId: null,
  siteArea: 12.5,
  siteAreaUnitId: 1,
  siteAreaInHectares: 12.5,
  siteLength: null,
  siteLengthUnitId: null,
  siteLengthKm: null,
  siteCondition: 'Nakivubo wetland highly degraded at present, encroached upon by "informal" settlements',
  ecosystemConditionId: 3,
  latitude: -4.42,
  longitude: 39.5,
  valuationMethods: [5],
  valuedChange: 'Marginal Willingness to Pay (WTP) to improve the ES through reforestation',
  valueMeasure: null,
  originalValue: 0,
  currencyId: 80,
  valueYear: 2019,
  spatialUnitId: 1,
  temporalUnitId: 2,
  presentValueYear: null,
  presentValueDiscountRate: null,
  beneficiaryUnitId: null,
  numberOfBeneficiaries: 1500,
  typeOfBeneficiary: "lowland farms' residents",
  intPerHectarePerYear: 310.4,
  notes: null,
  secondaryDataSources: null,
  inclExcl: false,
  inclExclComments: 'Double counted',
  reviewed: true,
  reviewedDate: '2026-04-01T00:00:00.000Z',
};

/** The api's input carries no identity: what the form sends back for the stored valuation. */
function storedInput(): ValuationEntryInput {
  const { __typename, id, valueId, studyRecordId, studyId, version, ...fields } = stored;
  void [__typename, id, valueId, studyRecordId, studyId, version];
  return fields;
}

describe('the valuation form values', () => {
  it('gives an untouched stored valuation back to the api as it was loaded', () => {
    expect(valuationInputOf(formValuesOf(stored))).toEqual(storedInput());
  });

  it('starts a new valuation empty, which is not enough to save', () => {
    const values = formValuesOf(null);
    expect(values.studyLocation).toBe('');
    expect(values.siteArea).toBe('');
    expect(values.countries).toEqual([]);
    expect(values.continentId).toBeNull();
    expect(values.inclExcl).toBeNull();
    const input = valuationInputOf(values);
    expect(input.studyLocation).toBeNull();
    expect(input.siteArea).toBeNull();
    expect(input.codedDate).toBeNull();
    expect(isSavable(values)).toBe(false);
  });

  it('may be saved once anything beyond the coded date is filled, a zero or an Excluded too', () => {
    const empty = formValuesOf(null);
    expect(isSavable({ ...empty, codedDate: '2026-03-05T00:00:00.000Z' })).toBe(false);
    expect(isSavable({ ...empty, studyLocation: '   ' })).toBe(false);
    expect(isSavable({ ...empty, studyLocation: 'Gazi Bay' })).toBe(true);
    expect(isSavable({ ...empty, originalValue: 0 })).toBe(true);
    expect(isSavable({ ...empty, countries: [44] })).toBe(true);
    expect(isSavable({ ...empty, inclExcl: false })).toBe(true);
  });

  it('starts a copy from the fields the copy has and leaves the rest empty', () => {
    const values = formValuesOf({ valueId: 123400003, countries: [44], siteArea: 3 });
    expect(values.countries).toEqual([44]);
    expect(values.siteArea).toBe(3);
    expect(values.notes).toBe('');
    expect(values.ecosystemServices).toEqual([]);
  });

  it('trims texts and sends empty texts and numbers as null', () => {
    const values: ValuationFormValues = {
      ...formValuesOf(null),
      studyLocation: '  Gazi Bay ',
      notes: '   ',
      siteArea: '   ',
      valueYear: 2019,
      latitude: '-4.5',
    };
    const input = valuationInputOf(values);
    expect(input.studyLocation).toBe('Gazi Bay');
    expect(input.notes).toBeNull();
    expect(input.siteArea).toBeNull();
    expect(input.valueYear).toBe(2019);
    expect(input.latitude).toBe(-4.5);
  });

  it('keeps zero, which is a value and not an empty field', () => {
    expect(valuationInputOf({ ...formValuesOf(null), originalValue: 0 }).originalValue).toBe(0);
  });

  it('keeps the links in the order they were chosen', () => {
    const input = valuationInputOf({ ...formValuesOf(stored), countries: [45, 3, 44] });
    expect(input.countries).toEqual([45, 3, 44]);
    expect(input.biomeV2EcosystemV2Ecozones).toEqual([14, 12]);
  });

  it('sends a reviewed date only with Reviewed ticked, and an empty one as null', () => {
    expect(valuationInputOf({ ...formValuesOf(stored), reviewed: false })).toMatchObject({
      reviewed: false,
      reviewedDate: null,
    });
    expect(valuationInputOf({ ...formValuesOf(stored), reviewedDate: '' })).toMatchObject({
      reviewed: true,
      reviewedDate: null,
    });
    const fresh = formValuesOf(null);
    expect(fresh).toMatchObject({ reviewed: false, reviewedDate: '' });
    // Not reviewed is no content: a new valuation still needs a field filled.
    expect(isSavable(fresh)).toBe(false);
  });

  it('drops the inclusion comments while the inclusion is Unread', () => {
    const unread = valuationInputOf({ ...formValuesOf(stored), inclExcl: null });
    expect(unread.inclExcl).toBeNull();
    expect(unread.inclExclComments).toBeNull();
    const excluded = valuationInputOf(formValuesOf(stored));
    expect(excluded.inclExclComments).toBe('Double counted');
  });

  it("lets the shared rule refuse a bad number with the spec's message for the form's label", () => {
    const input = valuationInputOf({ ...formValuesOf(stored), siteArea: -3, valueYear: 20, siteLength: '-' });
    const result = valuationInput.safeParse({ studyRecordId: 3, ...input });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'siteArea: Site Area must be a positive number.',
        'valueYear: Value Year is not a valid year.',
        'siteLength: Site Length must be a positive number.',
      ]),
    );
  });

  it('has a label for every field it edits', () => {
    for (const field of Object.keys(formValuesOf(null))) {
      expect(valuationLabels[field as keyof ValuationFormValues], field).toBeTruthy();
    }
    expect(valuationNumberFields).toContain('valueYear');
  });
});
