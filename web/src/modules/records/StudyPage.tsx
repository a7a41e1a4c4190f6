import { skipToken, useQuery } from '@apollo/client/react';
import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';

import { StudyRecordsDocument } from './records.generated.ts';
import { formatCount, formatStandardisedValue } from '../common/format.ts';
import { LoadingState } from '../common/LoadingState.tsx';
import { PageFrame } from '../common/PageFrame.tsx';
import { recordPath } from './paths.ts';
import { pathNumber } from './RecordPage.tsx';
import { CopyLinkButton, DraftNotice, Reference } from './RecordParts.tsx';
import { RecordsMap } from './RecordsMap.tsx';

/** The median of some numbers (the mean of the middle two for an even count). */
function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * /studies/{studyId} (issue 38): a published study's title, authors, year and full reference, the summary of its
 * standardised values, and its value records, each a link to its record page; its map is on the public study page.
 */
export function StudyPage() {
  const { studyId: asked } = useParams();
  const studyId = pathNumber(asked);
  const { data, error } = useQuery(StudyRecordsDocument, studyId ? { variables: { studyId } } : skipToken);
  const records = data?.studyRecords;
  const values = useMemo(
    () =>
      (records ?? [])
        .map((record) => record.intPerHectarePerYear)
        .filter((value): value is number => value !== null)
        .sort((a, b) => a - b),
    [records],
  );

  if (studyId === null || records?.length === 0) {
    return (
      <PageFrame size="lg" title="No such study" intro="">
        <Text>
          There is no published study {asked}.{' '}
          <Anchor component={Link} to="/esvd">
            Search the database
          </Anchor>
        </Text>
      </PageFrame>
    );
  }
  if (!records) return <LoadingState loaded={false} error={error} what="The study" />;

  const [study] = records;
  return (
    <PageFrame
      size="xl"
      title={study.title}
      intro={`${study.authors} (${study.yearOfPublication}), StudyID ${study.studyId}`}
    >
      {!study.studyPublished && <DraftNotice studyId={study.studyId} />}
      <Paper withBorder radius="md" p="md" component="section" aria-label="Reference">
        <Stack gap="xs">
          <Text size="sm" data-testid="study-reference" style={{ overflowWrap: 'anywhere' }}>
            <Reference text={study.reference} />
          </Text>
          <Group gap="sm">
            <CopyLinkButton />
            {study.studyPublished && (
              <Anchor component={Link} to={`/studyvaluations?studyId=${study.studyId}`} size="sm">
                Its valuations on a map
              </Anchor>
            )}
          </Group>
        </Stack>
      </Paper>
      <Text data-testid="study-summary">
        {records.length === 1 ? '1 value record' : `${formatCount(records.length)} value records`}
        {values.length > 0 &&
          `; standardised values (Int$/ha/year, 2020) from ${formatStandardisedValue(values[0])} to ${formatStandardisedValue(values.at(-1))}, median ${formatStandardisedValue(median(values))}`}
        .
      </Text>
      <RecordsMap records={records} />
      <Table.ScrollContainer minWidth={800}>
        <Table striped highlightOnHover fz="sm" aria-label={`Value records of study ${study.studyId}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Value ID</Table.Th>
              <Table.Th scope="col" ta="right">
                Int$/ha/year (2020)
              </Table.Th>
              <Table.Th scope="col">Ecozones</Table.Th>
              <Table.Th scope="col">Ecosystem services (TEEB)</Table.Th>
              <Table.Th scope="col">Countries</Table.Th>
              <Table.Th scope="col">Study location</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((record) => (
              <Table.Tr key={record.valueId}>
                <Table.Td>
                  <Anchor component={Link} to={recordPath(record.valueId)}>
                    {record.valueId}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatStandardisedValue(record.intPerHectarePerYear)}
                </Table.Td>
                <Table.Td>{record.ecozones.join('; ')}</Table.Td>
                <Table.Td>{record.ecosystemServices.join('; ')}</Table.Td>
                <Table.Td>{record.countries.join('; ')}</Table.Td>
                <Table.Td>{record.studyLocation}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </PageFrame>
  );
}
