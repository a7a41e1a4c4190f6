import type { ValuationReferenceField } from '@esvd/schema/rules/studies';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { useReferenceList } from '../common/reference-lists/use-reference-list.ts';
import { referenceListOf, type ValuationFormValues } from '../common/valuation-values.ts';
import { StandardisationChain, type ChainRecord } from '../standardisation/index.ts';

/** A number field's value as the form holds it: a number, or a string while empty or half typed. */
const numberOf = (value: number | string): number | null => (typeof value === 'number' ? value : null);

/** An entry of a reference field's list, by the form's id: its code or its label, as the engine reads it. */
function useEntryText(field: ValuationReferenceField, id: number | null, by: 'code' | 'label'): string | null {
  const { options } = useReferenceList(referenceListOf[field]);
  const entry = id === null ? undefined : options.find((option) => option.id === id);
  return entry?.[by] ?? null;
}

/**
 * The valuation's standardised value as it is typed, from the form's values: currencies go by their ISO code,
 * countries by theirs, units by their names. "Use the computed value" fills Int$/ha/year.
 */
export function ValuationStandardisation({ readOnly }: { readOnly: boolean }) {
  const { setValue } = useFormContext<ValuationFormValues>();
  const values = useWatch<ValuationFormValues>() as ValuationFormValues;
  const currency = useEntryText('currencyId', values.currencyId, 'code');
  const spatialUnit = useEntryText('spatialUnitId', values.spatialUnitId, 'label');
  const temporalUnit = useEntryText('temporalUnitId', values.temporalUnitId, 'label');
  const beneficiaryUnit = useEntryText('beneficiaryUnitId', values.beneficiaryUnitId, 'label');
  const countryList = useReferenceList('COUNTRIES').options;
  const countryIds = values.countries;
  const countries = useMemo(
    () =>
      countryIds.flatMap((id) => {
        const code = countryList.find((entry) => entry.id === id)?.code;
        return code ? [code] : [];
      }),
    [countryIds, countryList],
  );

  const record: ChainRecord = {
    originalValue: numberOf(values.originalValue),
    currency,
    valueYear: numberOf(values.valueYear),
    countries,
    spatialUnit,
    siteAreaInHectares: numberOf(values.siteAreaInHectares),
    temporalUnit,
    presentValueYear: numberOf(values.presentValueYear),
    presentValueDiscountRate: numberOf(values.presentValueDiscountRate),
    beneficiaryUnit,
    numberOfBeneficiaries: numberOf(values.numberOfBeneficiaries),
    intPerHectarePerYear: numberOf(values.intPerHectarePerYear),
  };
  return (
    <StandardisationChain
      record={record}
      onUse={
        readOnly
          ? undefined
          : (value) =>
              setValue('intPerHectarePerYear', value, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
      }
    />
  );
}
