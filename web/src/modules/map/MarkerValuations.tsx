import { useQuery } from '@apollo/client/react';
import { Alert, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';

import type { MapMarkerDetailsQuery } from '../../gql/graphql.ts';
import { MapMarkerDetailsDocument } from './map.generated.ts';
import { describeError } from '../common/errors.ts';
import { formatCompactValue, formatStandardisedValue } from '../common/format.ts';
import type { ValuationMarker } from '../common/map/markers.ts';
import { RecordLink } from '../records/index.ts';

/** The most valueIds mapMarkerDetails takes in one call. */
const maximumDetailIds = 1000;

type MarkerValuation = MapMarkerDetailsQuery['mapMarkerDetails'][number];

/** A marker's valuations with the marker detail fields of spec 000 §3, fetched when its panel opens. */
export function MarkerValuations({ marker }: { marker: ValuationMarker }) {
  const valueIds = marker.valueIds.slice(0, maximumDetailIds);
  const { data, error } = useQuery(MapMarkerDetailsDocument, { variables: { valueIds } });

  if (error) return <Alert color="red">{describeError(error).message}</Alert>;
  if (!data) return <Skeleton height={160} aria-label="Loading the valuations" />;
  return (
    <Stack gap="xs">
      {marker.valueIds.length > valueIds.length && (
        <Text size="sm" c="dimmed">
          The first {valueIds.length.toLocaleString('en-US')} valuations of this location; the table mode lists all.
        </Text>
      )}
      {data.mapMarkerDetails.map((valuation) => (
        <MarkerValuationCard key={valuation.id} valuation={valuation} />
      ))}
    </Stack>
  );
}

/** A marker's record, its Value ID a link to the record page for those who may read the database (issue 38). */
function MarkerValuationCard({ valuation }: { valuation: MarkerValuation }) {
  const value = formatStandardisedValue(valuation.intPerHectarePerYear);
  const rows: [string, string][] = [
    ['Value (Int$/ha/year)', value || 'Left empty: cannot be standardised'],
    ['Study', String(valuation.studyId)],
    ['Study location', valuation.studyLocation ?? ''],
    ['Site area (ha)', formatCompactValue(valuation.siteAreaInHectares)],
    ['Biomes', valuation.biomes.join(', ')],
    ['Ecozones', valuation.ecozones.join(', ')],
    ['Ecosystems', valuation.ecosystems.join(', ')],
    ['TEEB services', valuation.ecosystemServices.join(', ')],
  ];
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="marker-valuation">
      <Text size="sm" fw={600}>
        <RecordLink valueId={valuation.valueId}>Value ID {String(valuation.valueId)}</RecordLink>
      </Text>
      <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={2} fz="xs">
        <Table.Tbody>
          {rows.map(([label, text]) => (
            <Table.Tr key={label}>
              <Table.Th w={110}>{label}</Table.Th>
              <Table.Td>{text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
