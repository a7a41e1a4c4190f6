import { skipToken, useQuery } from '@apollo/client/react';
import { formatNumber, type StandardisationInput } from '@esvd/schema/rules/standardisation/engine';
import { standardiseValueInput } from '@esvd/schema/rules/standardisation/input';
import { valuationFieldLabels } from '@esvd/schema/rules/valuation-fields';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useMemo } from 'react';

import type { StandardiseValueInput } from '../../gql/graphql.ts';
import { StandardiseValuePreviewDocument } from './standardise-value.generated.ts';
import { describeError } from '../common/errors.ts';
import { StatusLoader } from '../common/StatusLoader.tsx';

/** What the chain is computed from: the valuation's inputs as typed so far, and its stored value to check. */
export interface ChainRecord extends StandardisationInput {
  intPerHectarePerYear: number | null;
}

/** Waits for the typing to pause before asking the api. */
const typingPause = 400;

const required = ['originalValue', 'currency', 'valueYear', 'spatialUnit', 'temporalUnit'] as const;

const requiredLabels: Record<(typeof required)[number], string> = {
  originalValue: valuationFieldLabels.originalValue,
  currency: valuationFieldLabels.currencyId,
  valueYear: valuationFieldLabels.valueYear,
  spatialUnit: valuationFieldLabels.spatialUnitId,
  temporalUnit: valuationFieldLabels.temporalUnitId,
};

type ChainRequest = { input: StandardiseValueInput } | { missing: string[] } | { refused: string[] };

/**
 * The query's input; or the labels of the fields it still needs; or, checked by the api's own rule, why it would be
 * refused (a half-typed year, a negative area), which is then said here instead of asking.
 */
function requestOf(record: ChainRecord): ChainRequest {
  const missing = required.filter((name) => record[name] === null).map((name) => requiredLabels[name]);
  if (missing.length > 0) return { missing };
  const input: StandardiseValueInput = {
    originalValue: record.originalValue!,
    currency: record.currency!,
    valueYear: record.valueYear!,
    countries: [...record.countries],
    spatialUnit: record.spatialUnit!,
    siteAreaInHectares: record.siteAreaInHectares,
    temporalUnit: record.temporalUnit!,
    presentValueYear: record.presentValueYear,
    presentValueDiscountRate: record.presentValueDiscountRate,
    beneficiaryUnit: record.beneficiaryUnit,
    numberOfBeneficiaries: record.numberOfBeneficiaries,
    intPerHectarePerYear: record.intPerHectarePerYear,
  };
  const checked = standardiseValueInput.safeParse(input);
  return checked.success ? { input } : { refused: checked.error.issues.map((issue) => issue.message) };
}

const fieldLabel = (field: string): string => valuationFieldLabels[field as keyof typeof valuationFieldLabels] ?? field;

interface StandardisationChainProps {
  record: ChainRecord;
  /** Fills Int$/ha/year with the computed value; absent when the form cannot change. */
  onUse?: (value: number) => void;
}

/**
 * The standardised value of a valuation as it is typed (issue 37): Int$/ha/year at 2020 prices with each step and
 * its factor, the World Bank vintage and its attribution, the checks' warnings naming their fields, or why the value
 * cannot be computed; and a button that puts the computed value into Int$/ha/year.
 */
export function StandardisationChain({ record, onUse }: StandardisationChainProps) {
  const headingId = useId();
  // Debounced as text: a caller builds a new record at each render, equal or not.
  const [settled] = useDebouncedValue(JSON.stringify(record), typingPause);
  const request = useMemo(() => requestOf(JSON.parse(settled) as ChainRecord), [settled]);
  const { data, previousData, error, loading } = useQuery(
    StandardiseValuePreviewDocument,
    'input' in request ? { variables: { input: request.input } } : skipToken,
  );
  const result = 'input' in request ? (data ?? previousData)?.standardiseValue : undefined;
  const computed = result?.computable && result.value !== null ? Number(formatNumber(result.value)) : null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={4} size="h5" id={headingId}>
            Standardised value (Int$/ha/year, 2020 prices)
          </Title>
          {loading && <StatusLoader size="xs" label="Computing the standardised value" />}
        </Group>
        <div aria-live="polite">
          {'missing' in request ? (
            <Text size="sm" c="dimmed">
              Not computable yet: fill in {request.missing.join(', ')}.
            </Text>
          ) : 'refused' in request ? (
            <Alert color="yellow" variant="light" title="Not computable">
              {request.refused.join('. ')}.
            </Alert>
          ) : error ? (
            <Alert color="red" variant="light" title="Not computable">
              {describeError(error).message}
            </Alert>
          ) : result ? (
            <Stack gap="xs">
              {computed !== null ? (
                <Group gap="sm" align="center">
                  <Text fw={700} data-testid="computed-value">
                    {computed.toLocaleString('en-US', { maximumFractionDigits: 6 })} Int$/ha/year
                  </Text>
                  {onUse && (
                    <Button size="xs" variant="light" onClick={() => onUse(computed)}>
                      Use the computed value
                    </Button>
                  )}
                </Group>
              ) : (
                <>
                  <Text size="sm" fw={600}>
                    Not computable:
                  </Text>
                  <List size="sm">
                    {result.reasons.map((reason) => (
                      <List.Item key={reason.code}>
                        {fieldLabel(reason.field)}: {reason.message}
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
              {result.steps.length > 0 && (
                <List type="ordered" size="sm" aria-label="The steps of the computation">
                  {result.steps.map((step) => (
                    <List.Item key={step.step}>
                      {step.description}: × {formatNumber(step.factor)} = {formatNumber(step.value)}
                    </List.Item>
                  ))}
                </List>
              )}
              {result.warnings.length > 0 && (
                <Alert color="yellow" variant="light" title="Checks">
                  <List size="sm">
                    {result.warnings.map((warning) => (
                      <List.Item key={warning.code}>
                        {fieldLabel(warning.field)}: {warning.message}
                      </List.Item>
                    ))}
                  </List>
                </Alert>
              )}
              <Text size="xs">
                {result.attribution}; series {result.series.join(', ')}
                {result.economy ? `; economy ${result.economy}` : ''}.
              </Text>
            </Stack>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
