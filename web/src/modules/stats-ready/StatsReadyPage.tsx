import { useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';

import { SetStatsReadyDocument, StatsReadyEntriesDocument } from './stats-ready.generated.ts';
import { describeError } from '../common/errors.ts';
import { FewRecordsBadge } from '../common/FewRecordsBadge.tsx';
import { PageFrame } from '../common/PageFrame.tsx';
import { LoadingState } from '../common/LoadingState.tsx';
import { SearchCard } from '../common/SearchCard.tsx';
import { biomeEcozones, ecozoneName, type StatsReadyEntry } from './stats-ready-groups.ts';

/**
 * /statsready, Summary Stats Admin (spec 001 §2, §4): per ESVD 2.0 biome, its ecozones as "code - label", each with
 * an Include checkbox, the ecozone's stats-ready flag, and the published records its statistics would be computed
 * from (few are flagged). The summary statistics of the next search follow it.
 */
export function StatsReadyPage() {
  const { data, error } = useQuery(StatsReadyEntriesDocument);
  const groups = useMemo(() => (data ? biomeEcozones(data.referenceList) : null), [data]);
  const recordCounts = useMemo(
    () => new Map(data?.ecozoneRecordCounts.map((count) => [count.ecozoneId, count])),
    [data],
  );

  return (
    <PageFrame
      size="xl"
      title="Summary Stats Admin"
      intro="Summary statistics by ecozone are shown only for the ecozones included here. A change applies to the next
        statistics anyone asks for; statistics by biome always show."
    >
      <LoadingState loaded={!!groups} error={error} what="The ecozones" />
      {groups?.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          There are no ESVD 2.0 biomes yet: add them in the reference lists.
        </Text>
      )}
      {groups && groups.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {groups.map(({ biome, ecozones }) => (
            <SearchCard key={biome.id} id={`biome-${biome.id}`} title={`${biome.code} ${biome.label}`}>
              {ecozones.length === 0 ? (
                <Text c="dimmed" size="sm">
                  This biome has no ecozones.
                </Text>
              ) : (
                <Stack gap={6} data-testid={`statsready-biome-${biome.code}`}>
                  {ecozones.map((ecozone) => (
                    <EcozoneRow
                      key={ecozone.id}
                      ecozone={ecozone}
                      counts={recordCounts.get(ecozone.id) ?? { records: 0, studies: 0 }}
                    />
                  ))}
                </Stack>
              )}
            </SearchCard>
          ))}
        </SimpleGrid>
      )}
    </PageFrame>
  );
}

interface RecordCounts {
  records: number;
  studies: number;
}

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/**
 * One ecozone, the records its statistics would use, and its Include checkbox, which saves at once; a refusal puts
 * the box back and says why.
 */
function EcozoneRow({ ecozone, counts }: { ecozone: StatsReadyEntry; counts: RecordCounts }) {
  const [setStatsReady] = useMutation(SetStatsReadyDocument);
  const name = ecozoneName(ecozone);

  const save = async (statsReady: boolean) => {
    try {
      await setStatsReady({
        variables: { id: ecozone.id, statsReady },
        // The box follows the click at once; Apollo puts it back if the save fails.
        optimisticResponse: {
          setStatsReady: {
            __typename: 'ReferenceEntry',
            list: 'BIOME_V2_ECOSYSTEM_V2_ECOZONES',
            id: ecozone.id,
            statsReady,
          },
        },
      });
      notifications.show({
        color: 'green',
        message: statsReady
          ? `${name} is included in the summary statistics.`
          : `${name} is no longer included in the summary statistics.`,
      });
    } catch (error) {
      notifications.show({ color: 'red', title: `${name} was not saved`, message: describeError(error).message });
    }
  };

  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={`statsready-ecozone-${ecozone.code}`}>
      <Stack gap={0}>
        <Text size="sm">{name}</Text>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {counts.records === 0
              ? 'No records with a standardised value'
              : `${counted(counts.records, 'record', 'records')} from ${counted(counts.studies, 'study', 'studies')}`}
          </Text>
          <FewRecordsBadge count={counts.records} />
        </Group>
      </Stack>
      <Checkbox
        label="Include"
        aria-label={`Include ${name}`}
        checked={ecozone.statsReady === true}
        onChange={(event) => void save(event.currentTarget.checked)}
      />
    </Group>
  );
}
