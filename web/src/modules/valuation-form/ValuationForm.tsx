import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { emptyValuationMessage, valuationInput } from '@esvd/schema/rules/studies';
import { Alert, Button, Fieldset, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormState,
  useWatch,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';

import type { ValuationEntryInput, ValuationFormEntryFragment } from '../../gql/graphql.ts';
import {
  ValuationFormCreateDocument,
  ValuationFormEntryDocument,
  ValuationFormUpdateDocument,
} from './valuation-form.generated.ts';
import { describeError } from '../common/errors.ts';
import { FormError } from '../common/form/FormError.tsx';
import {
  formValuesOf,
  isSavable,
  valuationInputOf,
  type ValuationDraft,
  type ValuationFormValues,
} from '../common/valuation-values.ts';
import {
  CodedDateField,
  InclusionFields,
  ReviewFields,
  SuggestedTextField,
  ValuationLinkSelect,
  ValuationNumberField,
  ValuationReferenceSelect,
  ValuationTextField,
} from './ValuationFields.tsx';
import { ValuationStandardisation } from './ValuationStandardisation.tsx';

export type { ValuationDraft } from '../common/valuation-values.ts';

interface ValuationFormProps {
  /** The study's record id (Study.id, not its StudyID): a new valuation is added to it. */
  studyRecordId: number;
  /** The valuation to edit, by its id; null for a new one. */
  valuationId: number | null;
  /** For a new valuation: an unsaved copy to start from. */
  draft?: ValuationDraft;
  /** Shows the valuation without letting it change (no Save). */
  readOnly: boolean;
  /** Whether the user may mark it reviewed (editors in chief and administrators; the api checks the same). */
  mayReview: boolean;
  onSaved: (valuationId: number) => void;
  onCancel: () => void;
}

/**
 * The valuation form (spec 000 §3, §4, §5): every field of a valuation in sections, checked by the shared rules
 * with the spec's messages, saved as a new valuation of the study or as an edit of the loaded one.
 */
export function ValuationForm({
  studyRecordId,
  valuationId,
  draft,
  readOnly,
  mayReview,
  onSaved,
  onCancel,
}: ValuationFormProps): ReactElement {
  // Always from the server: an edit must start from, and send back, the version stored now.
  const { data, error, refetch } = useQuery(ValuationFormEntryDocument, {
    variables: { id: valuationId ?? 0 },
    skip: valuationId === null,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const loaded = data?.valuation.id === valuationId ? data.valuation : null;

  if (valuationId !== null && !loaded) {
    if (error) {
      return (
        <Alert color="red" title="The valuation could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{describeError(error).message}</Text>
            <Button size="xs" variant="default" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      );
    }
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading the valuation…</Text>
      </Group>
    );
  }

  // A new form for each valuation and each stored version of it (what it shows is what it saves over), and for each
  // copy: two copies share the next valueId, so a copy is told apart by what it holds.
  const key = loaded ? `${loaded.id}:${loaded.version}` : `new:${JSON.stringify(draft ?? null)}`;
  return (
    <ValuationEditor
      key={key}
      studyRecordId={studyRecordId}
      entry={loaded}
      // A copy is a new valuation, coded when it is saved.
      draft={draft ? { ...draft, codedDate: null } : null}
      readOnly={readOnly}
      mayReview={mayReview}
      onSaved={onSaved}
      onCancel={onCancel}
      onReload={() => void refetch()}
    />
  );
}

/** The shared rule, run over what the form would send: its messages land on the fields they name. */
function valuationResolver(studyRecordId: number): Resolver<ValuationFormValues, unknown, ValuationEntryInput> {
  const validate = zodResolver(valuationInput as unknown as z.ZodType<FieldValues, FieldValues>);
  return async (values, context, options) => {
    const input = valuationInputOf(values);
    const { errors } = await validate({ studyRecordId, ...input }, context, options as never);
    return Object.keys(errors).length ? { values: {}, errors } : { values: input, errors: {} };
  };
}

/** Someone else saved the valuation since it was loaded (the api's stale-edit refusal). */
const isStaleEdit = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((problem) => problem.extensions?.code === 'CONFLICT');

interface ServerError {
  message: string;
  stale: boolean;
}

interface ValuationEditorProps extends Omit<ValuationFormProps, 'valuationId' | 'draft'> {
  entry: ValuationFormEntryFragment | null;
  draft: ValuationDraft | null;
  onReload: () => void;
}

const sections = [
  { id: 'site', legend: 'Study site' },
  { id: 'ecosystem', legend: 'Ecosystem & services' },
  { id: 'valuation', legend: 'Valuation' },
  { id: 'values', legend: 'Values & units' },
  { id: 'notes', legend: 'Notes & inclusion' },
] as const;
type SectionId = (typeof sections)[number]['id'];

function ValuationEditor({
  studyRecordId,
  entry,
  draft,
  readOnly,
  mayReview,
  onSaved,
  onCancel,
  onReload,
}: ValuationEditorProps) {
  const form = useForm<ValuationFormValues, unknown, ValuationEntryInput>({
    defaultValues: formValuesOf(entry ?? draft),
    resolver: valuationResolver(studyRecordId),
    // A long form: a field's message shows as soon as it is left, then follows each keystroke.
    mode: 'onTouched',
    disabled: readOnly,
  });
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [createValuation] = useMutation(ValuationFormCreateDocument);
  const [updateValuation] = useMutation(ValuationFormUpdateDocument);
  const sectionIds = useId();
  const sectionId = (id: SectionId) => `${sectionIds}-${id}`;

  const save = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      const saved =
        entry?.id != null && entry.version != null
          ? (await updateValuation({ variables: { id: entry.id, version: entry.version, input } })).data
              ?.updateValuation
          : (await createValuation({ variables: { studyRecordId, input } })).data?.createValuation;
      if (!saved?.id) throw new Error('The valuation was not saved.');
      notifications.show({ color: 'green', message: `Valuation ${saved.valueId} saved.` });
      onSaved(saved.id);
    } catch (error) {
      const described = describeError(error);
      // A problem of the whole valuation (no path) is the message under the form.
      for (const problem of described.problems.filter(({ path }) => path)) {
        form.setError(problem.path as FieldPath<ValuationFormValues>, { message: problem.message });
      }
      setServerError({ message: described.message, stale: isStaleEdit(error) });
    }
  });

  const valueId = entry?.valueId ?? draft?.valueId;
  const heading = entry ? `Valuation ${entry.valueId}` : draft ? 'Copy of a valuation' : 'New valuation';

  const section = (id: SectionId, children: ReactNode) => (
    <Fieldset
      id={sectionId(id)}
      tabIndex={-1}
      legend={sections.find((candidate) => candidate.id === id)!.legend}
      variant="filled"
      style={{ scrollMarginTop: 72 }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Fieldset>
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate aria-label={heading}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="xs">
            <div>
              <Title order={3} size="h4">
                {heading}
              </Title>
              <Text size="sm" c="dimmed" data-testid="valuation-value-id">
                Value ID: {valueId ?? 'assigned on save'}
                {draft && ' (not saved yet)'}
              </Text>
            </div>
            <Group gap={4} component="nav" aria-label="Valuation form sections">
              {sections.map(({ id, legend }) => (
                <Button
                  key={id}
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => {
                    const target = document.getElementById(sectionId(id));
                    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                    // The section itself takes the focus: Tab goes on to its first field, whose dropdown stays shut.
                    target?.focus({ preventScroll: true });
                  }}
                >
                  {legend}
                </Button>
              ))}
            </Group>
          </Group>

          {section(
            'site',
            <>
              <ValuationLinkSelect name="countries" />
              <ValuationReferenceSelect name="continentId" />
              <SuggestedTextField name="studyLocation" />
              <ValuationReferenceSelect name="scaleOfStudySiteId" />
              <ValuationNumberField name="latitude" unit="°" />
              <ValuationNumberField name="longitude" unit="°" />
              <ValuationReferenceSelect name="protectionStatusId" />
              <SuggestedTextField name="siteCondition" />
              <ValuationNumberField name="siteArea" unitField="siteAreaUnitId" />
              <ValuationNumberField name="siteAreaInHectares" unit="ha" />
              <ValuationNumberField name="siteLength" unitField="siteLengthUnitId" />
              <ValuationNumberField name="siteLengthKm" unit="km" />
              <ValuationReferenceSelect name="ecosystemConditionId" />
            </>,
          )}
          {section(
            'ecosystem',
            <>
              <ValuationLinkSelect name="biomeV2EcosystemV2Ecozones" />
              <ValuationTextField name="ecosystemDescription" long />
              <ValuationLinkSelect name="ecosystemServices" />
              <ValuationLinkSelect name="ciceses" />
              <ValuationLinkSelect name="seeas" />
              <ValuationTextField name="ecosystemServiceDescription" long />
            </>,
          )}
          {section(
            'valuation',
            <>
              <ValuationLinkSelect name="valuationMethods" />
              <SuggestedTextField name="valuedChange" />
              <ValuationTextField name="valueMeasure" />
              <SuggestedTextField name="typeOfBeneficiary" />
              <ValuationNumberField name="numberOfBeneficiaries" unitField="beneficiaryUnitId" />
            </>,
          )}
          {section(
            'values',
            <>
              <ValuationNumberField name="originalValue" unitField="currencyId" />
              <ValuationNumberField name="valueYear" whole />
              <ValuationReferenceSelect name="spatialUnitId" />
              <ValuationReferenceSelect name="temporalUnitId" />
              <ValuationNumberField name="presentValueYear" whole />
              <ValuationNumberField name="presentValueDiscountRate" />
              <ValuationNumberField name="intPerHectarePerYear" unit="Int$/ha/year" />
            </>,
          )}
          <ValuationStandardisation readOnly={readOnly} />
          {section(
            'notes',
            <>
              <ValuationTextField name="notes" long />
              <ValuationTextField name="secondaryDataSources" long />
              <CodedDateField />
              <Stack gap="sm">
                <InclusionFields />
              </Stack>
              <Stack gap="sm">
                <ReviewFields mayReview={mayReview} />
              </Stack>
            </>,
          )}

          {serverError && (
            <FormError message={serverError.message}>
              {serverError.stale && (
                <Button size="xs" variant="default" mt="xs" onClick={onReload}>
                  Reload the valuation (your changes here are dropped)
                </Button>
              )}
            </FormError>
          )}
          <FormActions readOnly={readOnly} onCancel={onCancel} />
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * Cancel and Save, kept in view at the bottom of the long form. Save waits until more than the valuation's identity
 * is filled in (spec 000 §4), and says so.
 */
function FormActions({ readOnly, onCancel }: { readOnly: boolean; onCancel: () => void }) {
  const values = useWatch<ValuationFormValues>() as ValuationFormValues;
  const { isSubmitting } = useFormState();
  const savable = isSavable(values);
  return (
    <Group
      justify="flex-end"
      gap="sm"
      py="xs"
      style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)', zIndex: 1 }}
      data-sticky-actions
    >
      {!readOnly && !savable && (
        <Text size="sm" c="dimmed" mr="auto">
          {emptyValuationMessage}
        </Text>
      )}
      <Button variant="default" onClick={onCancel}>
        {readOnly ? 'Close' : 'Cancel'}
      </Button>
      {!readOnly && (
        <Button type="submit" disabled={!savable} loading={isSubmitting}>
          Save
        </Button>
      )}
    </Group>
  );
}
