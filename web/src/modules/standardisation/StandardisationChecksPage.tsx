import { useQuery } from '@apollo/client/react';
import { standardisationCheckCodes, standardisationCheckLabels } from '@esvd/schema/rules/standardisation/checks';
import { valuationFieldLabels } from '@esvd/schema/rules/valuation-fields';
import { Group, List, Select, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';

import {
  StandardisationCheckCountriesDocument,
  StandardisationChecksDocument,
} from './standardisation-checks.generated.ts';
import { CsvDownloadButton } from '../common/CsvDownloadButton.tsx';
import { formatStandardisedValue } from '../common/format.ts';
import { LoadingState } from '../common/LoadingState.tsx';
import { PageFrame } from '../common/PageFrame.tsx';
import { PagePicker } from '../common/PagePicker.tsx';
import { SearchCard } from '../common/SearchCard.tsx';

const pageSize = 50;

const checkChoices = standardisationCheckCodes.map((code) => ({
  value: code,
  label: standardisationCheckLabels[code],
}));

/** A field's label as the form shows it, by the name a warning gives. */
const fieldLabel = (field: string): string => valuationFieldLabels[field as keyof typeof valuationFieldLabels] ?? field;

/** The CSV download's address for the filters chosen. */
function checksCsvUrl(code: string | null, country: string | null): string {
  const query = new URLSearchParams();
  if (code) query.set('code', code);
  if (country) query.set('country', country);
  const text = query.toString();
  return `/api/standardisation-checks/csv${text ? `?${text}` : ''}`;
}

/**
 * /standardisation-checks (issue 37): the records whose standardised value the checks question, across the database,
 * with each warning naming the field to look at, filtered by check and country, and as a CSV download. The values are
 * computed with the World Bank series of the vintage in use, which the page names.
 */
export function StandardisationChecksPage() {
  const [code, setCode] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data, previousData, error, loading } = useQuery(StandardisationChecksDocument, {
    variables: { code, country, limit: pageSize, offset: (page - 1) * pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const countries = useQuery(StandardisationCheckCountriesDocument);
  const countryChoices = useMemo(
    () =>
      (countries.data?.referenceList ?? [])
        .filter((entry) => entry.code)
        .map((entry) => ({ value: entry.code!, label: `${entry.label} (${entry.code})` })),
    [countries.data],
  );
  const result = (data ?? previousData)?.standardisationChecks;
  const pageCount = result ? Math.max(1, Math.ceil(result.totalCount / pageSize)) : 1;

  return (
    <PageFrame
      size="xl"
      title="Standardisation checks"
      intro="Records whose Int$/ha/year the checks question: a discount rate above 1, a stored value that differs from
        the value computed from the original value, a count or site area missing, a published record without a value.
        Stored values are never changed here."
    >
      <SearchCard
        id="standardisation-checks"
        title="Records the checks flag"
        aside={
          <CsvDownloadButton
            label="Download CSV"
            url={checksCsvUrl(code, country)}
            fallbackName="ESVD_standardisation_checks.csv"
          />
        }
      >
        <Stack gap="sm">
          <Group align="flex-end" gap="md">
            <Select
              label="Check"
              placeholder="Every check"
              data={checkChoices}
              value={code}
              onChange={(value) => {
                setCode(value);
                setPage(1);
              }}
              clearable
              w={320}
            />
            <Select
              label="Country"
              placeholder="Every country"
              data={countryChoices}
              value={country}
              onChange={(value) => {
                setCountry(value);
                setPage(1);
              }}
              searchable
              clearable
              w={280}
            />
          </Group>
          <LoadingState loaded={!!result} error={error} what="The checks" />
          {result && (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {result.totalCount.toLocaleString('en-US')} {result.totalCount === 1 ? 'record' : 'records'} flagged.
                Computed with {result.attribution}: series {result.series.join(', ')}.
              </Text>
              {result.items.length === 0 ? (
                <Text c="dimmed" ta="center" py="md">
                  No record is flagged{code || country ? ' with these filters' : ''}: every check passes.
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={1000}>
                  <Table
                    striped
                    verticalSpacing="xs"
                    fz="sm"
                    aria-busy={loading}
                    style={{ opacity: loading ? 0.6 : 1 }}
                    data-testid="standardisation-checks"
                  >
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>ValueId</Table.Th>
                        <Table.Th>Study</Table.Th>
                        <Table.Th>Countries</Table.Th>
                        <Table.Th ta="right">Stored Int$/ha/year</Table.Th>
                        <Table.Th ta="right">Computed</Table.Th>
                        <Table.Th>Warnings</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {result.items.map((record) => (
                        <Table.Tr key={record.valueId}>
                          <Table.Td>{record.valueId}</Table.Td>
                          <Table.Td>
                            {record.studyId} {record.title}
                            {record.published ? '' : ' (not published)'}
                          </Table.Td>
                          <Table.Td>{record.countries.join(', ')}</Table.Td>
                          <Table.Td ta="right">{formatStandardisedValue(record.intPerHectarePerYear)}</Table.Td>
                          <Table.Td ta="right">{formatStandardisedValue(record.computed)}</Table.Td>
                          <Table.Td>
                            <List size="sm" spacing={2}>
                              {record.warnings.map((warning) => (
                                <List.Item key={warning.code}>
                                  <Text span fw={600} size="sm">
                                    {fieldLabel(warning.field)}:
                                  </Text>{' '}
                                  {warning.message}
                                </List.Item>
                              ))}
                            </List>
                            <Text size="xs">{record.summary}</Text>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              {pageCount > 1 && (
                <Group justify="center">
                  <PagePicker page={page} pageCount={pageCount} onChange={setPage} />
                </Group>
              )}
            </>
          )}
        </Stack>
      </SearchCard>
    </PageFrame>
  );
}
