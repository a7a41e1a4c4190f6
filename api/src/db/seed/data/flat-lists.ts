import type { ReferenceSeedEntry } from '../hierarchy.ts';

/**
 * The flat reference lists, in the order a person picks from them. Codes are the export's own short
 * codes where it has them (valuation methods, unit symbols) and otherwise short stable slugs. Entries
 * whose label appears verbatim in the ESVD export are marked observed; the rest are curated for this
 * product so that an ESVD-style record can be coded fully.
 */
const exportSource = 'ESVD export (value seen verbatim)';
const curatedSource = 'Curated for this product after ESVD coding practice';

type FlatRow = [code: string, label: string, observed?: boolean];

const flatList = (rows: FlatRow[], curated = curatedSource): ReferenceSeedEntry[] =>
  rows.map(([code, label, observed]) => ({ code, label, source: observed ? exportSource : curated }));

/** The short codes of the export's "Valuation Methods" column; the expansions are our reading of them. */
export const valuationMethodEntries = flatList(
  [
    ['MP', 'Market prices', true],
    ['FI', 'Factor income', true],
    ['PF', 'Production function', true],
    ['DC', 'Damage cost avoided', true],
    ['RC', 'Replacement cost', true],
    ['SC', 'Social cost of carbon', true],
    ['TC', 'Travel cost', true],
    ['HP', 'Hedonic pricing'],
    ['CV', 'Contingent valuation', true],
    ['CE', 'Choice experiment', true],
    ['GV', 'Group valuation', true],
    ['VT', 'Value transfer', true],
    ['OT', 'Other', true],
  ],
  'Standard environmental valuation method, not among the export codes seen',
);

export const protectionStatusEntries = flatList([
  ['protected', 'Protected', true],
  ['partially-protected', 'Partially protected'],
  ['no-protection', 'No protection', true],
  ['unknown', 'Unknown'],
]);

export const scaleOfStudySiteEntries = flatList([
  ['local', 'Local', true],
  ['sub-national', 'Sub-national', true],
  ['national', 'National'],
  ['multi-national', 'Multi-national (regional)'],
  ['continental', 'Continental'],
  ['global', 'Global'],
]);

/**
 * Area and length units of a site, and the spatial units a value is expressed per. The export writes a site's
 * area unit short ("ha") and a value's spatial unit in words ("hectare", "total"), so both forms are entries.
 */
export const unitOfMeasureEntries = flatList([
  ['ha', 'ha', true],
  ['hectare', 'hectare', true],
  ['km2', 'km2', true],
  ['m2', 'm2'],
  ['acre', 'acre'],
  ['mi2', 'square mile'],
  ['km', 'km'],
  ['m', 'm'],
  ['mile', 'mile'],
  ['total', 'total', true],
  ['total-area', 'total area', true],
  ['total-length', 'total length'],
  ['site', 'per site'],
]);

export const siteConditionEntries = flatList([
  ['pristine', 'Pristine or undisturbed'],
  ['near-natural', 'Near-natural, little human use'],
  ['sustainably-used', 'Sustainably used'],
  ['moderately-modified', 'Moderately modified'],
  ['heavily-modified', 'Heavily modified or degraded'],
  ['under-restoration', 'Under restoration'],
  ['converted', 'Converted to another land use'],
  ['not-reported', 'Not reported'],
]);

/** The ESVD's three grades of condition, and Unknown. */
export const ecosystemConditionEntries = flatList([
  ['well-functioning', 'Well-functioning (or extensively managed)', true],
  ['intermediate', 'Intermediate', true],
  ['highly-degraded', 'Highly degraded (or intensively managed)', true],
  ['unknown', 'Unknown'],
]);

export const valuedChangeEntries = flatList([
  ['total-current', 'Total value of the current state'],
  ['average-wtp', 'Average willingness to pay'],
  ['marginal-improvement', 'Marginal improvement in quality or quantity'],
  ['marginal-loss', 'Marginal loss or degradation'],
  ['avoided-loss', 'Avoided loss (conservation or protection)'],
  ['restoration', 'Restoration of a degraded ecosystem'],
  ['complete-loss', 'Complete loss (conversion)'],
  ['access-change', 'Change in access or management'],
  ['npv', 'Net present value of a management scenario'],
]);

export const temporalUnitEntries = flatList([
  ['year', 'year', true],
  ['month', 'month'],
  ['week', 'week'],
  ['day', 'day'],
  ['season', 'season'],
  ['visit', 'trip/visit', true],
  ['one-time', 'one time payment', true],
  ['present-value', 'present value', true],
]);

export const beneficiaryUnitEntries = flatList([
  ['household', 'household', true],
  ['households', 'households', true],
  ['person', 'person'],
  ['visitor', 'visitor'],
  ['visit', 'visit'],
  ['farm', 'farm'],
  ['fisher', 'fisher'],
  ['firm', 'firm'],
  ['community', 'community or village'],
  ['total', 'total', true],
]);

export const typeOfBeneficiaryEntries = flatList([
  ['local-residents', 'Local residents'],
  ['rural-households', 'Rural households'],
  ['urban-households', 'Urban households'],
  ['smallholder-farmers', 'Smallholder farmers'],
  ['commercial-farmers', 'Commercial farmers'],
  ['fishers', 'Artisanal and commercial fishers'],
  ['tourists', 'Tourists and visitors'],
  ['recreational-users', 'Recreational users'],
  ['indigenous-communities', 'Indigenous and local communities'],
  ['downstream-water-users', 'Downstream water users'],
  ['industry', 'Industry and private companies'],
  ['government', 'Government agencies'],
  ['national-population', 'National population'],
  ['global-society', 'Global society'],
]);
