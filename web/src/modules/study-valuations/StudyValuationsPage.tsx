import { useQuery } from '@apollo/client/react';
import { formatDatabaseVersion } from '@esvd/schema/rules/database-version-label';
import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconMap, IconTable, IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { DatabaseValuationTotalsDocument, StudyValuationsDocument } from './study-valuations.generated.ts';
import { isGranted, useViewer } from '../access/index.ts';
import { describeError } from '../common/errors.ts';
import { formatCount } from '../common/format.ts';
import { mapHeight } from '../common/map/map-view.ts';
import { productName, productTitle } from '../common/product.ts';
import { studyPath } from '../records/index.ts';
import { useCurrentDatabaseVersion } from '../reference-info/index.ts';
import { parseStudyId, type StudyOfPage } from './study-valuations.ts';
import { StudyValuationTable } from './StudyValuationTable.tsx';

// The map stack loads only when someone asks for the map.
const StudyMap = lazy(() => import('./StudyMap.tsx').then((module) => ({ default: module.StudyMap })));

type View = 'table' | 'map';

/** /studyvaluations?studyId= (spec 000 §2, spec 001 §2): the valuations of one published study, open to all. */
export function StudyValuationsPage() {
  const [searchParams] = useSearchParams();
  const studyIdText = searchParams.get('studyId');
  const studyId = parseStudyId(studyIdText);
  const { viewer } = useViewer();

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" fw={700} c="forest.8" tt="uppercase">
            SELINA View
          </Text>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Study valuations
          </Title>
          <Text maw={820}>
            The value records that the {productTitle} holds for one study, as a table or on a world map. Values are
            standardised to international dollars per hectare per year at 2020 prices (Int$/ha/year).
          </Text>
        </Stack>
        {studyId === null ? <MissingStudy studyIdText={studyIdText} /> : <StudyValuations studyId={studyId} />}
        {!viewer?.signedIn && <FreeAccountInvitation />}
      </Stack>
    </Container>
  );
}

function MissingStudy({ studyIdText }: { studyIdText: string | null }) {
  return (
    <Alert color="orange" title="No study chosen" icon={<IconInfoCircle size={20} aria-hidden />}>
      {studyIdText
        ? `"${studyIdText}" is not a study number. A study number is a whole number, such as 1001.`
        : 'This page shows the valuations of one study. Open it from a link to a study, or add the study number to the address, for example /studyvaluations?studyId=1001.'}
    </Alert>
  );
}

function StudyValuations({ studyId }: { studyId: number }) {
  const { data, error } = useQuery(StudyValuationsDocument, { variables: { studyId } });

  if (error) {
    return (
      <Alert color="orange" title="This study cannot be shown" icon={<IconInfoCircle size={20} aria-hidden />}>
        {describeError(error).message}
      </Alert>
    );
  }
  if (!data) return <Skeleton height={mapHeight} aria-label="Loading the study" />;
  return <StudyValuationsCard study={data.studyValuations} />;
}

/** Those who may read the database go on to the study page, with its full reference and each record (issue 38). */
function StudyPageLink({ studyId }: { studyId: number }) {
  const { viewer } = useViewer();
  if (!viewer || !isGranted(viewer, 'esvd')) return null;
  return (
    <Anchor component={Link} to={studyPath(studyId)} size="sm">
      The study page, with its reference and each record
    </Anchor>
  );
}

function StudyValuationsCard({ study }: { study: StudyOfPage }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'map' ? 'map' : 'table';
  const showView = (next: View) =>
    setSearchParams(
      (params) => {
        if (next === 'map') params.set('view', 'map');
        else params.delete('view');
        return params;
      },
      { replace: true },
    );

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-labelledby="study-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            Study {study.studyId}
          </Text>
          <Title order={2} size="h3" id="study-title">
            {study.title}
          </Title>
          <Text size="sm">
            {study.authors} ({study.yearOfPublication})
          </Text>
          <StudyPageLink studyId={study.studyId} />
        </Stack>
        <Group justify="space-between" gap="sm">
          <Group gap="lg">
            <ValuationCounts study={study} view={view} />
            <DatabaseVersion />
          </Group>
          {view === 'table' ? (
            <Button variant="light" leftSection={<IconMap size={18} aria-hidden />} onClick={() => showView('map')}>
              Show Map
            </Button>
          ) : (
            <Button variant="light" leftSection={<IconTable size={18} aria-hidden />} onClick={() => showView('table')}>
              Show Table
            </Button>
          )}
        </Group>
        {view === 'table' ? (
          <StudyValuationTable rows={study.valuations} />
        ) : (
          <Suspense fallback={<Skeleton height={mapHeight} aria-label="Loading the map" />}>
            {study.markers.length === 0 && (
              <Text size="sm">None of this study&apos;s valuations has coordinates, so the map has no markers.</Text>
            )}
            <StudyMap study={study} />
          </Suspense>
        )}
        <Text size="sm" c="dimmed">
          Values that cannot be standardised to Int$/ha/year are left empty.
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * 'Valuations: X of Y' (spec 000 §2): the study's records of all records in the database, the same in both views,
 * each number said for what it counts; the map adds how many of the study's records it can show (those with
 * coordinates).
 */
function ValuationCounts({ study, view }: { study: StudyOfPage; view: View }) {
  const { data } = useQuery(DatabaseValuationTotalsDocument);
  const total = data?.totalValuationCount;
  const mapped = study.markers.reduce((sum, marker) => sum + marker.count, 0);

  return (
    <Stack gap={0} aria-live="polite">
      <Text fw={600} data-testid="study-valuation-count">
        Valuations: {formatCount(study.valuations.length)} of {total === undefined ? '…' : formatCount(total)}
      </Text>
      <Text size="xs" c="dimmed">
        this study&apos;s value records, of all in the database
      </Text>
      {view === 'map' && (
        <Text size="sm" data-testid="study-mapped-count">
          On the map: {formatCount(mapped)} with coordinates
        </Text>
      )}
    </Stack>
  );
}

function DatabaseVersion() {
  const { databaseVersion } = useCurrentDatabaseVersion();
  if (!databaseVersion) return null;
  return (
    <Text size="sm" c="dimmed">
      Database version{' '}
      <Text span fw={600} c="var(--mantine-color-text)" data-testid="study-database-version">
        {formatDatabaseVersion(databaseVersion)}
      </Text>
    </Text>
  );
}

function FreeAccountInvitation() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="forest.0">
      <Group justify="space-between" gap="md">
        <Stack gap={4} maw={680}>
          <Title order={2} size="h4">
            Explore the full database
          </Title>
          <Text size="sm">
            This page shows one study. With a free account you can search all value records of the {productName} with
            filters, see them on a map, compute summary statistics by biome and ecozone, and download them.
          </Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to="/signup" leftSection={<IconUserPlus size={18} aria-hidden />}>
            Create a free account
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Already registered? Log in
          </Anchor>
        </Group>
      </Group>
    </Paper>
  );
}
