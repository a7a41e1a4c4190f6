import { formatDatabaseVersion } from '@esvd/schema/rules/database-version-label';
import type { ValuationFilter } from '@esvd/schema/rules/search';
import { Alert, Badge, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMap, IconTable } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';

import { SearchCard } from '../../common/SearchCard.tsx';
import { describeError } from '../../common/errors.ts';
import { MapMode } from '../../map/index.ts';
import { useCurrentDatabaseVersion } from '../../reference-info/index.ts';
import type { ResultsView, SearchSort } from '../search-url.ts';
import { useSearchResults, type SearchTotalListener } from '../use-search-results.ts';
import { valuationCountText } from '../valuation-columns.ts';

// The grid and the map stack (MapMode) are the heaviest parts of the page: each loads when it is first shown.
const ValuationsTable = lazy(() => import('./ValuationsTable.tsx'));

interface SearchResultsCardProps {
  /** The filter of the search shown. */
  filter: ValuationFilter;
  view: ResultsView;
  sort: SearchSort;
  onViewChange: (view: ResultsView) => void;
  onSortChange: (sort: SearchSort) => void;
  /** Told the total of the search shown once it is known (null: counting it failed), for the saved filter query. */
  onTotal?: SearchTotalListener;
}

/** The Valuations card (spec 000 §2): the search's records as a table or on a map, with the database version. */
export function SearchResultsCard({ filter, view, sort, onViewChange, onSortChange, onTotal }: SearchResultsCardProps) {
  const { databaseVersion } = useCurrentDatabaseVersion();
  const { searched, total, failure, firstPage } = useSearchResults(filter, view, sort, onTotal);
  const counting = total === undefined && !failure;

  return (
    <SearchCard
      id="valuations"
      title="Valuations"
      aside={
        <Group gap="sm">
          {databaseVersion && (
            <Text size="sm" c="dimmed">
              Database version{' '}
              <Text span fw={600} c="var(--mantine-color-text)">
                {formatDatabaseVersion(databaseVersion)}
              </Text>
            </Text>
          )}
          <SegmentedControl
            aria-label="Show the valuations as"
            value={view}
            onChange={(value) => onViewChange(value as ResultsView)}
            data={[
              { value: 'table', label: <ViewLabel icon={<IconTable size={16} aria-hidden />} text="Table" /> },
              { value: 'map', label: <ViewLabel icon={<IconMap size={16} aria-hidden />} text="Map" /> },
            ]}
          />
        </Group>
      }
    >
      {!searched && (
        <Text c="dimmed" py="lg" ta="center">
          Choose at least one filter, then Get valuations to see them here as a table, or Show map to see where they
          were valued.
        </Text>
      )}
      {searched && (
        <Stack gap="sm">
          <Group gap="xs" aria-live="polite">
            {total !== undefined ? (
              <Badge size="lg" variant="light" data-testid="valuation-count" data-count={total}>
                {valuationCountText(total)}
              </Badge>
            ) : (
              counting && <Skeleton height={22} width={140} radius="xl" aria-label="Counting the valuations" />
            )}
            <Text size="sm" c="dimmed">
              Values in Int$/ha/year at 2020 prices; values that cannot be standardised are left empty.
            </Text>
          </Group>
          {failure && (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title="The valuations could not be loaded"
            >
              {describeError(failure).message}
            </Alert>
          )}
          <Suspense fallback={<ResultsLoading view={view} />}>
            {view === 'map' && <MapMode filter={filter} />}
            {view === 'table' && total !== undefined && (
              <ValuationsTable
                filter={filter}
                totalCount={total}
                firstPage={firstPage}
                sort={sort}
                onSortChange={onSortChange}
              />
            )}
            {view === 'table' && counting && <ResultsLoading view={view} />}
          </Suspense>
        </Stack>
      )}
    </SearchCard>
  );
}

function ResultsLoading({ view }: { view: ResultsView }) {
  return <Skeleton height={view === 'map' ? '70vh' : 400} aria-label={`Loading the ${view}`} />;
}

function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
