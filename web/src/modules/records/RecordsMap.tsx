import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';

import type { RecordFieldsFragment } from '../../gql/graphql.ts';
import { formatStandardisedValue } from '../common/format.ts';
import { ValuationMap } from '../common/map/ValuationMap.tsx';
import { markersOfRecords } from './record-fields.ts';
import { RecordLink } from './RecordLink.tsx';

/**
 * Records' places on a small map (issue 38: the record page and the study page); a marker's panel lists the records
 * at that place with their standardised values, each a link to its page.
 */
export function RecordsMap({ records }: { records: readonly RecordFieldsFragment[] }) {
  const headingId = useId();
  const markers = useMemo(() => markersOfRecords(records), [records]);
  const valueOf = useMemo(
    () => new Map(records.map((record) => [record.valueId, record.intPerHectarePerYear])),
    [records],
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          On the map
        </Title>
        {markers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {records.length === 1 ? 'This record has' : 'These records have'} no coordinates, so there is nothing to
            show on a map.
          </Text>
        ) : (
          <ValuationMap
            compact
            markers={markers}
            renderValuations={(marker) => (
              <List size="sm">
                {marker.valueIds.map((valueId) => {
                  const value = valueOf.get(valueId) ?? null;
                  return (
                    <List.Item key={valueId}>
                      <RecordLink valueId={valueId} />:{' '}
                      {value === null ? 'not standardised' : `${formatStandardisedValue(value)} Int$/ha/year`}
                    </List.Item>
                  );
                })}
              </List>
            )}
          />
        )}
      </Stack>
    </Paper>
  );
}
