import { valuationFieldLabels as labels } from '@esvd/schema/rules/valuation-fields';

import type { RecordFieldsFragment } from '../../gql/graphql.ts';
import { formatStandardisedValue } from '../common/format.ts';
import { markerKey, medianOf, type ValuationMarker } from '../common/map/markers.ts';
import { codedList } from '../common/reference-lists/reference-tree.ts';

/** One line of a record page: a field's label and its value as text ('' when the record has none). */
export interface RecordField {
  label: string;
  text: string;
}

export interface RecordSection {
  title: string;
  fields: RecordField[];
}

/** A number as it was entered: no rounding, thousands separated. */
const exact = (value: number | null) =>
  value === null ? '' : value.toLocaleString('en-US', { maximumFractionDigits: 20 });

const withUnit = (value: number | null, unit: string | null) =>
  value === null ? '' : [exact(value), unit].filter(Boolean).join(' ');

const yesOrNo = (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No');

/** A stored date as its day (YYYY-MM-DD). */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

const field = (label: string, text: string | null | undefined): RecordField => ({ label, text: text ?? '' });

/**
 * Every field of a value record, grouped as a reader looks for them: the ecosystem, its services, the place, the
 * valuation and its standardisation inputs, then notes and review. Labels are the valuation field catalogue's.
 */
export function recordSections(record: RecordFieldsFragment): RecordSection[] {
  return [
    {
      title: 'Ecosystem',
      fields: [
        field('ESVD 2.0 Biomes', codedList(record.biomeCodes, record.biomes)),
        field('ESVD 2.0 Ecozones', codedList(record.ecozoneCodes, record.ecozones)),
        field('ESVD 2.0 Ecosystems', codedList(record.ecosystemCodes, record.ecosystems)),
        field(labels.ecosystemDescription, record.ecosystemDescription),
        field(labels.ecosystemConditionId, record.ecosystemCondition),
        field(labels.siteCondition, record.siteCondition),
        field(labels.protectionStatusId, record.protectionStatus),
      ],
    },
    {
      title: 'Ecosystem services',
      fields: [
        field(labels.ecosystemServices, record.ecosystemServices.join('; ')),
        field('TEEB services', codedList(record.teebCodes, record.teebServices)),
        field('TEEB sub-codes', record.teebSubCodes.join('; ')),
        field(labels.ciceses, codedList(record.cicesCodes, record.ciceses)),
        field(labels.seeas, codedList(record.seeaCodes, record.seeas)),
        field(labels.ecosystemServiceDescription, record.ecosystemServiceDescription),
      ],
    },
    {
      title: 'Place',
      fields: [
        field(labels.countries, codedList(record.countryCodes, record.countries)),
        field(labels.continentId, record.continent),
        field(labels.studyLocation, record.studyLocation),
        field(labels.scaleOfStudySiteId, record.scaleOfStudySite),
        field(labels.latitude, exact(record.latitude)),
        field(labels.longitude, exact(record.longitude)),
        field(labels.siteArea, withUnit(record.siteArea, record.siteAreaUnit)),
        field(labels.siteAreaInHectares, exact(record.siteAreaInHectares)),
        field(labels.siteLength, withUnit(record.siteLength, record.siteLengthUnit)),
        field(labels.siteLengthKm, exact(record.siteLengthKm)),
      ],
    },
    {
      title: 'Valuation',
      fields: [
        field(labels.valuationMethods, codedList(record.valuationMethodCodes, record.valuationMethods)),
        field(labels.valuedChange, record.valuedChange),
        field(labels.valueMeasure, record.valueMeasure),
        field(labels.originalValue, exact(record.originalValue)),
        field(labels.currencyId, record.currency),
        field(labels.valueYear, record.valueYear === null ? '' : String(record.valueYear)),
        field(labels.spatialUnitId, record.spatialUnit),
        field(labels.temporalUnitId, record.temporalUnit),
        field(labels.presentValueYear, record.presentValueYear === null ? '' : String(record.presentValueYear)),
        field(labels.presentValueDiscountRate, exact(record.presentValueDiscountRate)),
        field(labels.beneficiaryUnitId, record.beneficiaryUnit),
        field(labels.numberOfBeneficiaries, exact(record.numberOfBeneficiaries)),
        field(labels.typeOfBeneficiary, record.typeOfBeneficiary),
        field(`${labels.intPerHectarePerYear} (2020)`, formatStandardisedValue(record.intPerHectarePerYear)),
      ],
    },
    {
      title: 'Notes and review',
      fields: [
        field(labels.notes, record.notes),
        field(labels.secondaryDataSources, record.secondaryDataSources),
        field(labels.inclExcl, yesOrNo(record.inclExcl)),
        field(labels.inclExclComments, record.inclExclComments),
        field(labels.reviewed, record.reviewed ? 'Reviewed' : 'Not reviewed'),
        field(labels.reviewedDate, day(record.reviewedDate)),
        field(labels.codedDate, day(record.codedDate)),
      ],
    },
  ];
}

/** A piece of a reference: plain text, or a DOI or web address made a link. */
export interface ReferencePart {
  text: string;
  href?: string;
}

/** A DOI (10.xxxx/...) or a web address; the punctuation that ends a sentence is not part of it. */
const linkPattern = /\b(?:https?:\/\/[^\s<>"]+|doi:\s*10\.\d{4,9}\/[^\s<>"]+|10\.\d{4,9}\/[^\s<>"]+)/gi;
const trailingPunctuation = /[.,;:)\]]+$/;

/** A reference split into text and links: a DOI links to doi.org, a web address to itself. */
export function referenceParts(reference: string): ReferencePart[] {
  const parts: ReferencePart[] = [];
  let last = 0;
  for (const match of reference.matchAll(linkPattern)) {
    const found = match[0].replace(trailingPunctuation, '');
    const start = match.index;
    if (start > last) parts.push({ text: reference.slice(last, start) });
    const doi = /^(?:doi:\s*)?(10\.\d{4,9}\/.+)$/i.exec(found)?.[1];
    parts.push({ text: found, href: doi ? `https://doi.org/${doi}` : found });
    last = start + found.length;
  }
  if (last < reference.length) parts.push({ text: reference.slice(last) });
  return parts;
}

/** What the standardisation chain is computed from: the record's inputs, in the forms the engine reads. */
export function chainInputsOf(record: RecordFieldsFragment) {
  return {
    originalValue: record.originalValue,
    currency: record.currency,
    valueYear: record.valueYear,
    countries: record.countryCodes,
    spatialUnit: record.spatialUnit,
    siteAreaInHectares: record.siteAreaInHectares,
    temporalUnit: record.temporalUnit,
    presentValueYear: record.presentValueYear,
    presentValueDiscountRate: record.presentValueDiscountRate,
    beneficiaryUnit: record.beneficiaryUnit,
    numberOfBeneficiaries: record.numberOfBeneficiaries,
    intPerHectarePerYear: record.intPerHectarePerYear,
  };
}

/** Records' places as map markers: one per pair of coordinates, as the api groups them; records without are left out. */
export function markersOfRecords(
  records: readonly Pick<
    RecordFieldsFragment,
    'valueId' | 'latitude' | 'longitude' | 'studyLocation' | 'intPerHectarePerYear'
  >[],
): ValuationMarker[] {
  const byPlace = new Map<string, ValuationMarker & { values: number[] }>();
  for (const { valueId, latitude, longitude, studyLocation, intPerHectarePerYear } of records) {
    if (latitude === null || longitude === null) continue;
    const key = markerKey({ latitude, longitude });
    const marker = byPlace.get(key) ?? {
      latitude,
      longitude,
      count: 0,
      valueIds: [],
      studyLocations: [],
      median: null,
      values: [],
    };
    marker.count++;
    marker.valueIds.push(valueId);
    if (studyLocation && !marker.studyLocations.includes(studyLocation)) marker.studyLocations.push(studyLocation);
    if (intPerHectarePerYear !== null) marker.values.push(intPerHectarePerYear);
    byPlace.set(key, marker);
  }
  return [...byPlace.values()].map(({ values, ...marker }) => ({ ...marker, median: medianOf(values) }));
}
