/**
 * THE valuation field catalogue: every field of a value record, declared once, in the form's order (spec 000 §3).
 * The form's rules and labels (studies.ts, the web's valuation form), the GraphQL fields, the SQL that reads rows and
 * saves a record, the dataset upload's reader and checks and the download's cells all derive from it, and
 * test/api/valuation-fields.test.ts holds the MikroORM entity to it. Adding a column is an entry here and a migration
 * (ARCHITECTURE.md, "Adding a valuation field").
 *
 * Three kinds of field:
 * - `own`: a column of the valuation table (`column`, stored as `type`), its values of kind `value`;
 * - `reference`: one entry of a reference list, the valuation's `column` naming the entry of table `list`; the entity's
 *   property and the rows' name field are `property` (`continentId` is the entity's `continent`);
 * - `link`: entries of a reference list in a join table (`pivot`, the entry in `column`), kept in the order entered.
 *
 * `heading` is the column of the ESVD export the field is read from and written to (`esvd: false`: a column the
 * ESVD's 126 lack, written after them and read when a file has it). The many-valued links are spread over several
 * ESVD columns (joined codes, names, numbered columns): their headings stand with the dataset reader.
 */

/** How an own field is stored in PostgreSQL. */
export type ValuationColumnType = 'text' | 'float8' | 'int2' | 'bool' | 'timestamptz';

/** What an own field's values are: picks its form rule, its upload reader and check, and its download cell. */
export type ValuationValueKind =
  /** Free text. */
  | 'text'
  /** Any number. */
  | 'number'
  /** A number greater than zero (spec 000 §5). */
  | 'positive'
  | 'latitude'
  | 'longitude'
  /** A four-digit year. */
  | 'year'
  /** A point in time; the download writes DD-MM-YYYY HH:mm:ss. */
  | 'date'
  /** true Included, false Excluded, null Unread; the download writes 1, 0 or nothing. */
  | 'inclusion'
  /** Reviewed or not; the download writes Yes or nothing. */
  | 'review';

/** The reference lists by their GraphQL name (the `ReferenceListName` enum). */
export type ValuationReferenceList =
  | 'BIOME_V2_ECOSYSTEM_V2_ECOZONES'
  | 'ECOSYSTEM_SERVICES'
  | 'CICES_CLASSES'
  | 'SEEAS'
  | 'COUNTRIES'
  | 'CONTINENTS'
  | 'SCALE_OF_STUDY_SITES'
  | 'PROTECTION_STATUSES'
  | 'UNIT_OF_MEASURES'
  | 'ECOSYSTEM_CONDITIONS'
  | 'VALUATION_METHODS'
  | 'CURRENCIES'
  | 'TEMPORAL_UNITS'
  | 'BENEFICIARY_UNITS';

interface FieldBase {
  name: string;
  /** The form's label; a rule's message names the field by it. */
  label: string;
}

export interface OwnValuationField extends FieldBase {
  kind: 'own';
  column: string;
  type: ValuationColumnType;
  value: ValuationValueKind;
  heading: string;
  /** False: not among the ESVD's 126 columns. */
  esvd?: false;
}

export interface ReferenceValuationField extends FieldBase {
  kind: 'reference';
  /** The entity's many-to-one and the rows' field with the entry's name. */
  property: string;
  column: string;
  /** The reference table. */
  table: string;
  list: ValuationReferenceList;
  heading: string;
}

export interface LinkValuationField extends FieldBase {
  kind: 'link';
  pivot: string;
  /** The join table's column naming the entry. */
  column: string;
  table: string;
  list: ValuationReferenceList;
}

export type ValuationFieldEntry = OwnValuationField | ReferenceValuationField | LinkValuationField;

export const valuationFieldCatalogue = [
  {
    kind: 'own',
    name: 'codedDate',
    label: 'Coded Date',
    column: 'coded_date',
    type: 'timestamptz',
    value: 'date',
    heading: 'Coded Date',
    esvd: false,
  },
  {
    kind: 'link',
    name: 'biomeV2EcosystemV2Ecozones',
    label: 'ESVD 2.0 Biome / Ecozone / Ecosystem',
    pivot: 'valuation_biome_v2',
    column: 'biome_v2ecosystem_v2ecozone_id',
    table: 'ref_biome_v2_ecosystem_v2_ecozone',
    list: 'BIOME_V2_ECOSYSTEM_V2_ECOZONES',
  },
  {
    kind: 'own',
    name: 'ecosystemDescription',
    label: 'Ecosystem Description',
    column: 'ecosystem_description',
    type: 'text',
    value: 'text',
    heading: 'Ecosystem Text',
  },
  {
    kind: 'own',
    name: 'ecosystemServiceDescription',
    label: 'Ecosystem Service Description',
    column: 'ecosystem_service_description',
    type: 'text',
    value: 'text',
    heading: 'ES_Text',
  },
  {
    kind: 'link',
    name: 'ecosystemServices',
    label: 'Ecosystem Services (TEEB)',
    pivot: 'valuation_ecosystem_service',
    column: 'ecosystem_service_id',
    table: 'ref_ecosystem_service',
    list: 'ECOSYSTEM_SERVICES',
  },
  {
    kind: 'link',
    name: 'ciceses',
    label: 'CICES Classes',
    pivot: 'valuation_cices',
    column: 'cices_class_id',
    table: 'ref_cices_class',
    list: 'CICES_CLASSES',
  },
  {
    kind: 'link',
    name: 'seeas',
    label: 'SEEA Ecosystem Services',
    pivot: 'valuation_seea',
    column: 'seea_id',
    table: 'ref_seea',
    list: 'SEEAS',
  },
  {
    kind: 'link',
    name: 'countries',
    label: 'Countries',
    pivot: 'valuation_country',
    column: 'country_id',
    table: 'ref_country',
    list: 'COUNTRIES',
  },
  {
    kind: 'reference',
    name: 'continentId',
    label: 'Continent',
    property: 'continent',
    column: 'continent_id',
    table: 'ref_continent',
    list: 'CONTINENTS',
    heading: 'Continent',
  },
  {
    kind: 'reference',
    name: 'scaleOfStudySiteId',
    label: 'Scale of Study Site',
    property: 'scaleOfStudySite',
    column: 'scale_of_study_site_id',
    table: 'ref_scale_of_study_site',
    list: 'SCALE_OF_STUDY_SITES',
    heading: 'Scale Of Site',
  },
  {
    kind: 'own',
    name: 'studyLocation',
    label: 'Study Location',
    column: 'study_location',
    type: 'text',
    value: 'text',
    heading: 'Study Location',
  },
  {
    kind: 'reference',
    name: 'protectionStatusId',
    label: 'Protection Status',
    property: 'protectionStatus',
    column: 'protection_status_id',
    table: 'ref_protection_status',
    list: 'PROTECTION_STATUSES',
    heading: 'Protection Status',
  },
  {
    kind: 'own',
    name: 'siteArea',
    label: 'Site Area',
    column: 'site_area',
    type: 'float8',
    value: 'positive',
    heading: 'Site Area',
  },
  {
    kind: 'reference',
    name: 'siteAreaUnitId',
    label: 'Site Area Unit',
    property: 'siteAreaUnit',
    column: 'site_area_unit_id',
    table: 'ref_unit_of_measure',
    list: 'UNIT_OF_MEASURES',
    heading: 'Site Area Unit',
  },
  {
    kind: 'own',
    name: 'siteAreaInHectares',
    label: 'Site Area in Hectares',
    column: 'site_area_in_hectares',
    type: 'float8',
    value: 'positive',
    heading: 'Site Area In Hectares',
  },
  {
    kind: 'own',
    name: 'siteLength',
    label: 'Site Length',
    column: 'site_length',
    type: 'float8',
    value: 'positive',
    heading: 'Site Length',
  },
  {
    kind: 'reference',
    name: 'siteLengthUnitId',
    label: 'Site Length Unit',
    property: 'siteLengthUnit',
    column: 'site_length_unit_id',
    table: 'ref_unit_of_measure',
    list: 'UNIT_OF_MEASURES',
    heading: 'Site Length Unit',
  },
  {
    kind: 'own',
    name: 'siteLengthKm',
    label: 'Site Length in km',
    column: 'site_length_km',
    type: 'float8',
    value: 'positive',
    heading: 'Site Length Km',
  },
  {
    kind: 'own',
    name: 'siteCondition',
    label: 'Site Condition',
    column: 'site_condition',
    type: 'text',
    value: 'text',
    heading: 'Site Condition',
  },
  {
    kind: 'reference',
    name: 'ecosystemConditionId',
    label: 'Ecosystem Condition',
    property: 'ecosystemCondition',
    column: 'ecosystem_condition_id',
    table: 'ref_ecosystem_condition',
    list: 'ECOSYSTEM_CONDITIONS',
    heading: 'Ecosystem Condition',
  },
  {
    kind: 'own',
    name: 'latitude',
    label: 'Latitude',
    column: 'latitude',
    type: 'float8',
    value: 'latitude',
    heading: 'Latitude',
  },
  {
    kind: 'own',
    name: 'longitude',
    label: 'Longitude',
    column: 'longitude',
    type: 'float8',
    value: 'longitude',
    heading: 'Longitude',
  },
  {
    kind: 'link',
    name: 'valuationMethods',
    label: 'Valuation Methods',
    pivot: 'valuation_valuation_method',
    column: 'valuation_method_id',
    table: 'ref_valuation_method',
    list: 'VALUATION_METHODS',
  },
  {
    kind: 'own',
    name: 'valuedChange',
    label: 'Valued Change',
    column: 'valued_change',
    type: 'text',
    value: 'text',
    heading: 'Valued Change',
  },
  {
    kind: 'own',
    name: 'valueMeasure',
    label: 'Value Measure',
    column: 'value_measure',
    type: 'text',
    value: 'text',
    heading: 'Value Measure',
    esvd: false,
  },
  {
    kind: 'own',
    name: 'originalValue',
    label: 'Original Value',
    column: 'original_value',
    type: 'float8',
    value: 'number',
    heading: 'Original Value',
  },
  {
    kind: 'reference',
    name: 'currencyId',
    label: 'Currency',
    property: 'currency',
    column: 'currency_id',
    table: 'ref_currency',
    list: 'CURRENCIES',
    heading: 'Currency',
  },
  {
    kind: 'own',
    name: 'valueYear',
    label: 'Value Year',
    column: 'value_year',
    type: 'int2',
    value: 'year',
    heading: 'Value Year',
  },
  {
    kind: 'reference',
    name: 'spatialUnitId',
    label: 'Spatial Unit',
    property: 'spatialUnit',
    column: 'spatial_unit_id',
    table: 'ref_unit_of_measure',
    list: 'UNIT_OF_MEASURES',
    heading: 'Spatial Unit',
  },
  {
    kind: 'reference',
    name: 'temporalUnitId',
    label: 'Temporal Unit',
    property: 'temporalUnit',
    column: 'temporal_unit_id',
    table: 'ref_temporal_unit',
    list: 'TEMPORAL_UNITS',
    heading: 'Temporal Unit',
  },
  {
    kind: 'own',
    name: 'presentValueYear',
    label: 'Present Value Year',
    column: 'present_value_year',
    type: 'int2',
    value: 'positive',
    heading: 'Present Value Year',
  },
  {
    kind: 'own',
    name: 'presentValueDiscountRate',
    label: 'Present Value Discount Rate',
    column: 'present_value_discount_rate',
    type: 'float8',
    value: 'positive',
    heading: 'Present Value Discount Rate',
  },
  {
    kind: 'reference',
    name: 'beneficiaryUnitId',
    label: 'Beneficiary Unit',
    property: 'beneficiaryUnit',
    column: 'beneficiary_unit_id',
    table: 'ref_beneficiary_unit',
    list: 'BENEFICIARY_UNITS',
    heading: 'Beneficiary Unit',
  },
  {
    kind: 'own',
    name: 'numberOfBeneficiaries',
    label: 'Number of Beneficiaries',
    column: 'number_of_beneficiaries',
    type: 'float8',
    value: 'positive',
    heading: 'Number Of Beneficiaries',
  },
  {
    kind: 'own',
    name: 'typeOfBeneficiary',
    label: 'Type of Beneficiary',
    column: 'type_of_beneficiary',
    type: 'text',
    value: 'text',
    heading: 'Type Of Beneficiary',
  },
  {
    kind: 'own',
    name: 'intPerHectarePerYear',
    label: 'Int$/ha/year',
    column: 'int_per_hectare_per_year',
    type: 'float8',
    value: 'positive',
    heading: 'Int$ Per Hectare Per Year',
  },
  {
    kind: 'own',
    name: 'notes',
    label: 'Notes',
    column: 'notes',
    type: 'text',
    value: 'text',
    heading: 'Notes',
  },
  {
    kind: 'own',
    name: 'secondaryDataSources',
    label: 'Secondary Data Sources',
    column: 'secondary_data_sources',
    type: 'text',
    value: 'text',
    heading: 'Secondary Data Sources',
  },
  {
    kind: 'own',
    name: 'inclExcl',
    label: 'Incl/Excl',
    column: 'incl_excl',
    type: 'bool',
    value: 'inclusion',
    heading: 'InclExcl',
    esvd: false,
  },
  {
    kind: 'own',
    name: 'inclExclComments',
    label: 'Incl/Excl Comments',
    column: 'incl_excl_comments',
    type: 'text',
    value: 'text',
    heading: 'InclExcl Comments',
    esvd: false,
  },
  {
    kind: 'own',
    name: 'reviewed',
    label: 'Reviewed',
    column: 'reviewed',
    type: 'bool',
    value: 'review',
    heading: 'Reviewed',
  },
  {
    kind: 'own',
    name: 'reviewedDate',
    label: 'Reviewed Date',
    column: 'reviewed_date',
    type: 'timestamptz',
    value: 'date',
    heading: 'Reviewed Date',
    esvd: false,
  },
] as const satisfies readonly ValuationFieldEntry[];

type Catalogued = (typeof valuationFieldCatalogue)[number];

/** The names of the catalogue's fields that match `Shape`. */
export type ValuationFieldNameOf<Shape> = Extract<Catalogued, Shape>['name'];

export type ValuationLinkField = ValuationFieldNameOf<{ kind: 'link' }>;
export type ValuationReferenceField = ValuationFieldNameOf<{ kind: 'reference' }>;
export type ValuationOwnField = ValuationFieldNameOf<{ kind: 'own' }>;

const namesOf = <Name extends string>(test: (field: ValuationFieldEntry) => boolean) =>
  (valuationFieldCatalogue as readonly ValuationFieldEntry[]).filter(test).map((field) => field.name as Name);

export const ownValuationFields = (valuationFieldCatalogue as readonly ValuationFieldEntry[]).filter(
  (field): field is OwnValuationField => field.kind === 'own',
);
export const referenceValuationFields = (valuationFieldCatalogue as readonly ValuationFieldEntry[]).filter(
  (field): field is ReferenceValuationField => field.kind === 'reference',
);
export const linkValuationFields = (valuationFieldCatalogue as readonly ValuationFieldEntry[]).filter(
  (field): field is LinkValuationField => field.kind === 'link',
);

/** The valuation's many-valued links, each a list of reference-list ids. */
export const valuationLinkFields = namesOf<ValuationLinkField>((field) => field.kind === 'link');
/** The valuation's single links to a reference-list entry (its id). */
export const valuationReferenceFields = namesOf<ValuationReferenceField>((field) => field.kind === 'reference');

/** Own fields whose values are of `kind`. */
export const ownFieldsOf = <Kind extends ValuationValueKind>(kind: Kind) =>
  namesOf<ValuationFieldNameOf<{ kind: 'own'; value: Kind }>>((field) => field.kind === 'own' && field.value === kind);

/** Every field's label, by name. */
export const valuationFieldLabels = Object.fromEntries(
  valuationFieldCatalogue.map((field) => [field.name, field.label]),
) as Record<Catalogued['name'], string>;
