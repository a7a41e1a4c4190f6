import { skipToken, useQuery } from '@apollo/client/react';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';

import { ValuationRecordDocument } from './records.generated.ts';
import { isGranted, useViewer } from '../access/index.ts';
import { formatStandardisedValue } from '../common/format.ts';
import { LoadingState } from '../common/LoadingState.tsx';
import { PageFrame } from '../common/PageFrame.tsx';
import { RecordHistory } from '../record-history/index.ts';
import { StandardisationChain } from '../standardisation/index.ts';
import { studyPath } from './paths.ts';
import { chainInputsOf, recordSections } from './record-fields.ts';
import { CopyLinkButton, DraftNotice, RecordSectionTable, Reference } from './RecordParts.tsx';
import { RecordsMap } from './RecordsMap.tsx';

/** A path's number, or null when it is not a positive whole number. */
export function pathNumber(text: string | undefined): number | null {
  const value = Number(text);
  return text && /^\d+$/.test(text) && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * /valuations/{valueId} (issue 38): every field of a value record (published, or a draft for those who may edit it)
 * with its labels, codes and names; its
 * study with the full reference (a DOI a link) and a link to the study page; the standardisation chain of its
 * value; its saved versions for those who edit data; and its address to copy. Opened from a row of the results table, a map marker's panel and the study page.
 */
export function RecordPage() {
  const { valueId: asked } = useParams();
  const valueId = pathNumber(asked);
  const { data, error } = useQuery(ValuationRecordDocument, valueId ? { variables: { valueId } } : skipToken);
  const record = data?.valuationRecord;
  const { viewer } = useViewer();
  const editsData = !!viewer && isGranted(viewer, 'editData');

  if (valueId === null || (data && !record)) {
    return (
      <PageFrame size="lg" title="No such value record" intro="">
        <Text>
          There is no published value record {asked}.{' '}
          <Anchor component={Link} to="/esvd">
            Search the database
          </Anchor>
        </Text>
      </PageFrame>
    );
  }
  if (!record) return <LoadingState loaded={false} error={error} what="The value record" />;

  return (
    <PageFrame
      size="lg"
      title={`Value record ${record.valueId}`}
      intro={
        <>
          From study{' '}
          <Anchor component={Link} to={studyPath(record.studyId)}>
            {record.studyId}
          </Anchor>
          : {record.title}
        </>
      }
    >
      {!record.studyPublished && <DraftNotice studyId={record.studyId} />}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Paper withBorder radius="md" px="md" py="xs">
          <Text size="sm" c="dimmed">
            Int$/ha/year at 2020 prices
          </Text>
          <Text fz={28} fw={700} data-testid="record-value">
            {formatStandardisedValue(record.intPerHectarePerYear) || 'Not standardised'}
          </Text>
        </Paper>
        <CopyLinkButton />
      </Group>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Study">
        <Stack gap={4}>
          <Text fw={600}>
            <Anchor component={Link} to={studyPath(record.studyId)}>
              {record.title}
            </Anchor>
          </Text>
          <Text size="sm">
            {record.authors} ({record.yearOfPublication}), StudyID {record.studyId}
          </Text>
          <Text size="sm" data-testid="record-reference" style={{ overflowWrap: 'anywhere' }}>
            <Reference text={record.reference} />
          </Text>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {recordSections(record).map((section) => (
          <RecordSectionTable key={section.title} section={section} />
        ))}
        <StandardisationChain record={chainInputsOf(record)} />
      </SimpleGrid>
      <RecordsMap records={[record]} />
      {editsData && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="record-history">
          <Stack gap="xs">
            <Title order={2} size="h4" id="record-history">
              History
            </Title>
            <RecordHistory entityType="valuation" id={record.id} />
          </Stack>
        </Paper>
      )}
    </PageFrame>
  );
}
