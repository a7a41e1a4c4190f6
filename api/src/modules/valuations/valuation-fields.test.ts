import { MikroORM, ReferenceKind, type EntityProperty } from '@mikro-orm/postgresql';
import { valuationFieldCatalogue, type ValuationColumnType } from '@esvd/schema/rules/valuation-fields';
import { esvdColumns, esvdExtraColumns } from '@esvd/schema/uploads/esvd-columns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormConfig } from '../../db/orm-config.ts';
import { Valuation } from './valuation.entity.ts';

/** The column type MikroORM gives each catalogue type on PostgreSQL. */
const columnTypeOf: Record<ValuationColumnType, string> = {
  text: 'text',
  float8: 'double precision',
  int2: 'smallint',
  bool: 'boolean',
  timestamptz: 'timestamptz',
};

/** The entity's properties that are about the record, not fields of the valuation it holds. */
const recordProperties = [
  'id',
  'valueId',
  'study',
  'createdOn',
  'updatedOn',
  'updatedBy',
  'version',
  'statisticsUsable',
  'statisticsBiomeId',
  'statisticsEcozoneId',
  'searchDocument',
  'esvdForms',
];

describe('the valuation field catalogue', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init(ormConfig('postgresql://nobody@127.0.0.1:1/none', 1000, { connect: false }));
  });
  afterAll(() => orm.close());

  const properties = () => orm.getMetadata().get(Valuation).properties as Record<string, EntityProperty>;

  it.each(valuationFieldCatalogue.map((field) => [field.name, field] as const))('%s is the entity’s', (_, field) => {
    if (field.kind === 'own') {
      const property = properties()[field.name];
      expect(property?.kind).toBe(ReferenceKind.SCALAR);
      expect(property.fieldNames).toEqual([field.column]);
      expect(property.columnTypes).toEqual([columnTypeOf[field.type]]);
    } else if (field.kind === 'reference') {
      const property = properties()[field.property];
      expect(property?.kind).toBe(ReferenceKind.MANY_TO_ONE);
      expect(property.fieldNames).toEqual([field.column]);
      expect(property.targetMeta?.tableName).toBe(field.table);
    } else {
      const property = properties()[field.name];
      expect(property?.kind).toBe(ReferenceKind.MANY_TO_MANY);
      expect(property.pivotTable).toBe(field.pivot);
      expect(property.inverseJoinColumns).toEqual([field.column]);
      expect(property.targetMeta?.tableName).toBe(field.table);
    }
  });

  it('holds every field of the entity', () => {
    const catalogued = valuationFieldCatalogue.map((field) =>
      field.kind === 'reference' ? field.property : field.name,
    );
    expect(Object.keys(properties()).sort()).toEqual([...catalogued, ...recordProperties].sort());
  });

  it('reads and writes the ESVD’s columns, and after them those the ESVD lacks', () => {
    const headed = valuationFieldCatalogue.filter((field) => 'heading' in field);
    for (const field of headed) {
      const inEsvd = !('esvd' in field && field.esvd === false);
      expect(inEsvd ? esvdColumns : esvdExtraColumns, field.name).toContain(field.heading);
    }
    expect(
      headed
        .filter((field) => 'esvd' in field)
        .map((field) => field.heading)
        .sort(),
    ).toEqual([...esvdExtraColumns].sort());
  });
});
