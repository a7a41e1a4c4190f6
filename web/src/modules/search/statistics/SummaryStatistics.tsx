import { useQuery } from '@apollo/client/react';
import type { ValuationFilter } from '@esvd/schema/rules/search';
import { Alert, Box, Button, Group, List, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconInfoCircle } from '@tabler/icons-react';

import type { SummaryGroupFieldsFragment } from '../../../gql/graphql.ts';
import { SearchSummaryStatisticsDocument } from '../search.generated.ts';
import { describeError } from '../../common/errors.ts';
import { saveFile } from '../../common/file-download.ts';
import { codedLabel } from '../../common/reference-lists/reference-tree.ts';
import { SearchCard } from '../../common/SearchCard.tsx';
import { statisticsCsv, statisticsFileName } from './statistics-csv.ts';
import { StatisticsChart } from './StatisticsChart.tsx';
import { StatisticsTable } from './StatisticsTable.tsx';

/** The spec's title for chosen biomes or ecozones without statistics (spec 000 §8). */
const withoutDataTitle = 'No summary stats available for your selections in the Biome/Ecozone filter';

/** Where the page scrolls to when the statistics are asked for; below the page's fixed header. */
export const statisticsSectionId = 'search-statistics';

/** The two summary statistics cards, by biome and by ecozone, each a table and a chart (spec 000 §2, §9). */
export function SummaryStatistics({ filter }: { filter: ValuationFilter }) {
  return (
    <Box id={statisticsSectionId} style={{ scrollMarginTop: 80 }}>
      <SummaryStatisticsContent filter={filter} />
    </Box>
  );
}

function SummaryStatisticsContent({ filter }: { filter: ValuationFilter }) {
  // Not cached: Apollo would identify a group by its biome's id alone, so one search's statistics would overwrite
  // another's.
  const { data, loading, error } = useQuery(SearchSummaryStatisticsDocument, {
    variables: { filter },
    fetchPolicy: 'no-cache',
  });
  const statistics = data?.summaryStatistics;

  if (error && !statistics) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title="Summary statistics">
        {describeError(error).message}
      </Alert>
    );
  }
  if (loading || !statistics) {
    return (
      <SimpleGrid cols={{ base: 1, lg: 2 }} aria-busy role="status" aria-label="Computing the summary statistics">
        <Skeleton height={240} radius="md" />
        <Skeleton height={240} radius="md" />
      </SimpleGrid>
    );
  }

  if (statistics.valuationCount === 0) {
    return (
      <Alert color="orange" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="statistics-notice">
        0 valuations were found for your filters, so no summary statistics can be computed.
      </Alert>
    );
  }

  const withoutData = [...statistics.biomesWithoutData, ...statistics.ecozonesWithoutData];
  return (
    <Stack gap="md">
      {withoutData.length > 0 && (
        <Alert
          color="orange"
          icon={<IconInfoCircle size={18} aria-hidden />}
          title={withoutDataTitle}
          data-testid="statistics-without-data"
        >
          <List size="sm">
            {withoutData.map((entry) => (
              <List.Item key={entry.id}>{codedLabel(entry)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <GroupStatistics id="biomes" kind="Biome" groups={statistics.biomes} />
        <GroupStatistics id="ecozones" kind="Ecozone" groups={statistics.ecozones} />
      </SimpleGrid>
    </Stack>
  );
}

function GroupStatistics({
  id,
  kind,
  groups,
}: {
  id: string;
  kind: 'Biome' | 'Ecozone';
  groups: SummaryGroupFieldsFragment[];
}) {
  const title = `Summary statistics by ${kind.toLowerCase()}`;
  return (
    <SearchCard id={`statistics-${id}`} title={title}>
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid={`statistics-${id}-empty`}>
          None of the valuations found qualifies for statistics by {kind.toLowerCase()}: see About summary statistics
          below for which records count.
        </Text>
      ) : (
        <Stack gap="md" data-testid={`statistics-${id}`}>
          <Text size="sm" c="dimmed">
            Standardised values in Int$/ha/year at 2020 prices.
          </Text>
          <StatisticsTable groupTitle={kind} label={title} groups={groups} />
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() =>
                saveFile({
                  blob: new Blob([statisticsCsv(kind, groups)], { type: 'text/csv;charset=utf-8' }),
                  fileName: statisticsFileName(kind),
                  rows: groups.length,
                })
              }
            >
              Download this table as CSV
            </Button>
          </Group>
          <StatisticsChart kind={kind} title={`Distribution of values by ${kind.toLowerCase()}`} groups={groups} />
        </Stack>
      )}
    </SearchCard>
  );
}
