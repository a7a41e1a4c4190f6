import { inclusionOptions, type ValuationLinkField, type ValuationReferenceField } from '@esvd/schema/rules/studies';
import {
  Autocomplete,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  Text,
  TextInput,
  Textarea,
  type NumberInputProps,
} from '@mantine/core';
import { useMemo } from 'react';
import { useController, type FieldPath } from 'react-hook-form';

import type { ReferenceListName } from '../../gql/graphql.ts';
import { ReferenceFilter } from '../common/filters/ReferenceFilter.tsx';
import { codedLabel } from '../common/reference-lists/reference-tree.ts';
import { useReferenceList } from '../common/reference-lists/use-reference-list.ts';
import {
  referenceListOf,
  suggestionListOf,
  valuationLabels,
  type ValuationFieldName,
  type ValuationFormValues,
} from '../common/valuation-values.ts';

const listFailedMessage = 'This list could not be loaded. Please reload the page.';

/** A field of the valuation form with its label and its message (the shared rule's, or the server's). */
function useValuationField<Name extends ValuationFieldName & FieldPath<ValuationFormValues>>(name: Name) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController<ValuationFormValues, Name>({ name });
  return { field, ref, label: valuationLabels[name], error: fieldState.error?.message };
}

type TextFieldName = {
  [Name in keyof ValuationFormValues]: ValuationFormValues[Name] extends string ? Name : never;
}[keyof ValuationFormValues];

/** A short text; `long` makes it a text area that grows with its text. */
export function ValuationTextField({ name, long = false }: { name: TextFieldName; long?: boolean }) {
  const { field, ref, label, error } = useValuationField(name);
  const common = { ...field, ref, label, error };
  return long ? <Textarea {...common} autosize minRows={2} maxRows={10} /> : <TextInput {...common} />;
}

type NumberFieldName = {
  [Name in keyof ValuationFormValues]: ValuationFormValues[Name] extends number | string
    ? ValuationFormValues[Name] extends string
      ? never
      : Name
    : never;
}[keyof ValuationFormValues];

interface ValuationNumberFieldProps {
  name: NumberFieldName;
  /** A fixed unit shown inside the input ('ha', 'km'). */
  unit?: string;
  /** A unit the user chooses, shown beside the number. */
  unitField?: ValuationReferenceField;
  /** Whole numbers only (years). */
  whole?: boolean;
}

/**
 * A number with its unit next to it. The browser's own checks are off (the form is `noValidate`), so a negative or
 * half-typed number reaches the shared rules, which answer with the spec's message.
 */
export function ValuationNumberField({ name, unit, unitField, whole = false }: ValuationNumberFieldProps) {
  const { field, ref, label, error } = useValuationField(name);
  const unitProps: Partial<NumberInputProps> = unit
    ? {
        rightSection: (
          <Text size="sm" c="dimmed" aria-hidden>
            {unit}
          </Text>
        ),
        rightSectionWidth: 24 + unit.length * 7,
        rightSectionPointerEvents: 'none',
      }
    : {};
  const input = (
    <NumberInput
      {...field}
      ref={ref}
      {...unitProps}
      label={label}
      error={error}
      hideControls
      allowDecimal={!whole}
      thousandSeparator={false}
      flex={1}
    />
  );
  if (!unitField) return input;
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      {input}
      <ValuationReferenceSelect name={unitField} w={150} />
    </Group>
  );
}

/** Lists whose codes are what people know an entry by (ISO currency codes). */
const listsShownWithCodes: ReferenceListName[] = ['CURRENCIES'];

/** One entry of a reference list, searchable by typing. */
export function ValuationReferenceSelect({ name, w }: { name: ValuationReferenceField; w?: number }) {
  const { field, ref, label, error } = useValuationField(name);
  const list = referenceListOf[name];
  const { options, loading, failed } = useReferenceList(list);
  const data = useMemo(
    () =>
      options.map((entry) => ({
        value: String(entry.id),
        label: listsShownWithCodes.includes(list) ? codedLabel(entry) : entry.label,
      })),
    [options, list],
  );
  return (
    <Select
      ref={ref}
      name={field.name}
      onBlur={field.onBlur}
      label={label}
      w={w}
      data={data}
      value={field.value === null ? null : String(field.value)}
      onChange={(value) => field.onChange(value === null ? null : Number(value))}
      // Until the list is here, a chosen id would show as a bare number.
      disabled={field.disabled || loading}
      placeholder={loading ? 'Loading…' : 'Choose'}
      error={failed ? listFailedMessage : error}
      searchable
      clearable
      nothingFoundMessage="Nothing matches"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The many-valued links: trees for the classifications, flat lists for countries and methods. */
const linkLists: Record<ValuationLinkField, { list: ReferenceListName; shape: 'tree' | 'flat'; withCodes?: boolean }> =
  {
    biomeV2EcosystemV2Ecozones: { list: 'BIOME_V2_ECOSYSTEM_V2_ECOZONES', shape: 'tree' },
    ecosystemServices: { list: 'ECOSYSTEM_SERVICES', shape: 'tree' },
    ciceses: { list: 'CICES_CLASSES', shape: 'tree' },
    seeas: { list: 'SEEAS', shape: 'tree' },
    countries: { list: 'COUNTRIES', shape: 'flat' },
    valuationMethods: { list: 'VALUATION_METHODS', shape: 'flat', withCodes: true },
  };

/**
 * Several entries of a reference list: the search page's choice, where each tree entry is chosen on its own (a
 * valuation names exactly the services, classes or ecozones it values).
 */
export function ValuationLinkSelect({ name }: { name: ValuationLinkField }) {
  const { field, label, error } = useValuationField(name);
  return (
    <ReferenceFilter
      {...linkLists[name]}
      label={label}
      value={field.value}
      onChange={(ids) => {
        field.onChange(ids);
        field.onBlur();
      }}
      disabled={field.disabled}
      emptyPlaceholder="Choose"
      independentChoices
      error={error}
    />
  );
}

/**
 * A free text with its reference list's entries offered while typing: the study location (the well-known sites),
 * and the site condition, valued change and type of beneficiary, which the ESVD writes freely.
 */
export function SuggestedTextField({ name }: { name: keyof typeof suggestionListOf }) {
  const { field, ref, label, error } = useValuationField(name);
  const { options } = useReferenceList(suggestionListOf[name]);
  // Autocomplete's options are texts, and two entries may share a name.
  const names = useMemo(() => [...new Set(options.map((entry) => entry.label))], [options]);
  return <Autocomplete {...field} ref={ref} label={label} error={error} data={names} limit={20} />;
}

/**
 * A day of a stored timestamp (the coded date, the reviewed date); empty means the api's choice, which
 * `description` says. The input shows the stored timestamp's day, which is kept whole unless the day is changed.
 */
function DayField({
  name,
  description,
  disabled,
}: {
  name: 'codedDate' | 'reviewedDate';
  description: string;
  disabled?: boolean;
}) {
  const { field, ref, label, error } = useValuationField(name);
  return (
    <TextInput
      ref={ref}
      name={field.name}
      onBlur={field.onBlur}
      disabled={field.disabled || disabled}
      type="date"
      label={label}
      description={description}
      error={error}
      value={field.value.slice(0, 10)}
      onChange={(event) => {
        const day = event.currentTarget.value;
        field.onChange(day ? `${day}T00:00:00.000Z` : '');
      }}
    />
  );
}

/** When the valuation was coded; empty means the day it is first saved. */
export function CodedDateField() {
  return <DayField name="codedDate" description="Empty: the day it is first saved" />;
}

/**
 * Reviewed (spec 000 §1: every record shows whether it is reviewed), which editors in chief and administrators
 * set; ticked, it shows since when. Others see it without changing it.
 */
export function ReviewFields({ mayReview }: { mayReview: boolean }) {
  const { field, ref, label } = useValuationField('reviewed');
  const { field: date } = useValuationField('reviewedDate');
  return (
    <>
      <Checkbox
        ref={ref}
        name={field.name}
        onBlur={field.onBlur}
        disabled={field.disabled || !mayReview}
        label={label}
        description={mayReview ? undefined : 'Set by editors in chief'}
        checked={field.value}
        onChange={(event) => {
          const reviewed = event.currentTarget.checked;
          field.onChange(reviewed);
          if (!reviewed) date.onChange('');
        }}
      />
      {field.value && (
        <DayField
          name="reviewedDate"
          description="Empty: the day it is first saved as reviewed"
          disabled={!mayReview}
        />
      )}
    </>
  );
}

const decisions = inclusionOptions.filter((option) => option.value !== null);
const unread = inclusionOptions.find((option) => option.value === null)!.label;

/**
 * Incl/Excl (spec 000 §3, §4): the checkbox says whether the valuation's inclusion is decided (unticked is
 * Unread); ticked, it shows the decision, Included or Excluded, and the comments on it.
 */
export function InclusionFields() {
  const { field, ref, label } = useValuationField('inclExcl');
  const decided = field.value !== null;
  return (
    <>
      <Checkbox
        ref={ref}
        name={field.name}
        onBlur={field.onBlur}
        disabled={field.disabled}
        label={`${label}: inclusion decided`}
        description={decided ? undefined : `Unticked: ${unread}`}
        checked={decided}
        onChange={(event) => field.onChange(event.currentTarget.checked ? true : null)}
      />
      {decided && (
        <>
          <Radio.Group
            label="Decision"
            value={String(field.value)}
            onChange={(value) => field.onChange(value === 'true')}
          >
            <Group mt={4}>
              {decisions.map((option) => (
                <Radio key={option.label} value={String(option.value)} label={option.label} disabled={field.disabled} />
              ))}
            </Group>
          </Radio.Group>
          <ValuationTextField name="inclExclComments" long />
        </>
      )}
    </>
  );
}
