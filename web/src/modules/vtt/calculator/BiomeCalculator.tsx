import { useQuery } from '@apollo/client/react';
import {
  vttCalculatorChoicesRule,
  vttChoiceKey,
  vttStandaloneDetails,
  vttSubBiomeGroups,
  vttTermsOf,
  type VttCalculatorChoices,
} from '@esvd/schema/rules/vtt';
import { calculateVttValue, type VttCalculationResult } from '@esvd/schema/rules/vtt-formula';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';

import type { VttBiomeFieldsFragment, VttDetailFieldsFragment } from '../../../gql/graphql.ts';
import { VttBiomeWithDetailsDocument } from '../vtt.generated.ts';
import { LoadingState } from '../../common/LoadingState.tsx';
import { CopyTextButton } from '../../common/CopyTextButton.tsx';
import { IdSelectField, NumberField } from '../../common/form/form-fields.tsx';
import { SchemaForm } from '../../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../../common/form/use-schema-form.ts';
import { formatMoney } from '../../common/format.ts';
import { calculatorSearch, choicesFromAddress, type CalculatorAddress } from './calculator-url.ts';
import { ContributionChart } from './ContributionChart.tsx';

/** The calculator of one biome: its form, loaded with the biome's variable details. */
export function BiomeCalculator({ biomeId, address }: { biomeId: number; address: CalculatorAddress }) {
  const { data, error } = useQuery(VttBiomeWithDetailsDocument, { variables: { id: biomeId } });
  if (!data) return <LoadingState loaded={false} error={error} what="The biome" />;
  return <CalculatorForm biome={data.vttBiome} details={data.vttVariableDetails} address={address} />;
}

interface Calculation {
  result: VttCalculationResult;
  /** The address of the calculation, to share. */
  link: string;
}

function CalculatorForm({
  biome,
  details,
  address,
}: {
  biome: VttBiomeFieldsFragment;
  details: readonly VttDetailFieldsFragment[];
  address: CalculatorAddress;
}) {
  const [, setSearchParams] = useSearchParams();
  const rule = useMemo(() => vttCalculatorChoicesRule(details), [details]);
  const restored = useMemo(() => choicesFromAddress(details, address), [details, address]);
  const { form, serverError, submit } = useSchemaForm(rule, restored);

  const calculationOf = (choices: VttCalculatorChoices): Calculation => ({
    result: calculateVttValue(biome, vttTermsOf(details, choices)),
    link: `${window.location.origin}/vtt/calculations?${calculatorSearch(biome.id, choices)}`,
  });
  // A shared address that holds a complete calculation shows its result at once.
  const [calculation, setCalculation] = useState<Calculation | null>(() => {
    const parsed = rule.safeParse(restored);
    return parsed.success && (address.subBiomes.size > 0 || address.values.size > 0)
      ? calculationOf(parsed.data)
      : null;
  });

  const calculate = submit(async (choices) => {
    setCalculation(calculationOf(choices));
    setSearchParams(calculatorSearch(biome.id, choices), { replace: true });
  });

  const groups = [...vttSubBiomeGroups(details)];
  const standalone = vttStandaloneDetails(details);
  return (
    <Stack gap="lg">
      <SchemaForm form={form} onSubmit={calculate} serverError={serverError}>
        {groups.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {groups.map(([subBiomeId, options]) => (
              <IdSelectField
                key={subBiomeId}
                name={`subBiomes.${vttChoiceKey(subBiomeId)}`}
                label={options[0].vttSubBiome}
                placeholder="Choose one"
                data={options.map((option) => ({ value: String(option.vttVariableId), label: option.vttVariable }))}
                searchable
                withAsterisk
                styles={highlightedWhen(options.some((option) => option.vttVariableId === address.variableId))}
              />
            ))}
          </SimpleGrid>
        )}
        {standalone.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="Variables">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Variable</Table.Th>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>Use default value</Table.Th>
                  <Table.Th>Explanation</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {standalone.map((detail) => (
                  <VariableRow key={detail.id} detail={detail} marked={detail.vttVariableId === address.variableId} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {details.length === 0 && <Text>This biome has no variables: its value is exp(constant).</Text>}
        <Group>
          <Button type="submit">Calculate</Button>
        </Group>
      </SchemaForm>
      {calculation && <CalculationResult biome={biome} details={details} calculation={calculation} />}
    </Stack>
  );
}

const highlightedWhen = (marked: boolean) =>
  marked ? { root: { outline: '2px solid var(--mantine-color-yellow-5)', outlineOffset: 4 } } : undefined;

/** A standalone variable: its number, or its default, and what it means and how far it may go. */
function VariableRow({ detail, marked }: { detail: VttDetailFieldsFragment; marked: boolean }) {
  const { register } = useFormContext();
  const key = vttChoiceKey(detail.vttVariableId);
  const useDefault = useWatch({ name: `variables.${key}.useDefault` }) === true;
  return (
    <Table.Tr
      data-variable-id={detail.vttVariableId}
      data-marked={marked || undefined}
      bg={marked ? 'var(--mantine-color-yellow-light)' : undefined}
    >
      <Table.Td fw={500}>{detail.vttVariable}</Table.Td>
      <Table.Td miw={180}>
        <NumberField
          name={`variables.${key}.value`}
          emptyValue={undefined}
          aria-label={detail.vttVariable}
          placeholder={useDefault ? `Default ${detail.sampleMean}` : `${detail.min} to ${detail.max}`}
          disabled={useDefault}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={`Use default value for ${detail.vttVariable}`}
          {...register(`variables.${key}.useDefault`)}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{detail.vttVariableDescription}</Text>
        <Text size="xs" c="dimmed">
          From {detail.min} to {detail.max}; default {detail.sampleMean}
          {detail.isTransformation ? '; enters as ln(value)' : ''}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function CalculationResult({
  biome,
  details,
  calculation: { result, link },
}: {
  biome: VttBiomeFieldsFragment;
  details: readonly VttDetailFieldsFragment[];
  calculation: Calculation;
}) {
  const nameOf = new Map(details.map((detail) => [detail.vttVariableId, detail.vttVariable]));
  const bars = [
    { label: 'Constant', logContribution: biome.constantValue },
    ...result.contributions.map((contribution) => ({
      label: nameOf.get(contribution.vttVariableId) ?? '',
      logContribution: contribution.logContribution,
    })),
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="vtt-result" data-testid="vtt-result">
      <Title order={2} fz="lg" id="vtt-result">
        Ecosystem service value calculation result
      </Title>
      {Number.isFinite(result.value) ? (
        <>
          <Text fz={28} fw={700} data-testid="vtt-value">
            {formatMoney(result.value)} Int$/ha/year
          </Text>
          {result.interval && (
            <Text data-testid="vtt-interval">
              Confidence interval: {formatMoney(result.interval.low)} - {formatMoney(result.interval.high)} Int$/ha/year
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {biome.name}, at 2020 prices: exp({result.logValue.toFixed(4)}).
          </Text>
          <ContributionChart bars={bars} />
          <CopyTextButton text={link} label="Copy link to this calculation" />
        </>
      ) : (
        <Alert color="red">The result is too large to be shown as a number: check the values entered.</Alert>
      )}
    </Stack>
  );
}
