import { Table } from '@mantine/core';

import { formatStandardisedValue } from '../common/format.ts';
import type { ValuationMarker } from '../common/map/markers.ts';
import { ValuationMap } from '../common/map/ValuationMap.tsx';
import { RecordLink } from '../records/index.ts';
import type { StudyOfPage, StudyValuationRow } from './study-valuations.ts';

/**
 * The study's valuations on the world map (spec 001 §2), loaded lazily with the map stack. A marker's panel lists
 * the study's own rows at that place: the page is public, and those rows are what it may show.
 */
export function StudyMap({ study }: { study: StudyOfPage }) {
  return (
    <ValuationMap
      markers={study.markers}
      renderValuations={(marker) => <MarkerRows rows={rowsOfMarker(study.valuations, marker)} />}
    />
  );
}

function rowsOfMarker(rows: readonly StudyValuationRow[], marker: ValuationMarker): StudyValuationRow[] {
  const valueIds = new Set(marker.valueIds.map(String));
  return rows.filter((row) => valueIds.has(String(row.valueId)));
}

function MarkerRows({ rows }: { rows: readonly StudyValuationRow[] }) {
  return (
    <Table fz="sm" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Value ID</Table.Th>
          <Table.Th ta="right">Value (Int$/ha/year)</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={String(row.valueId)} data-testid="marker-valuation">
            <Table.Td>
              <RecordLink valueId={Number(row.valueId)} />
            </Table.Td>
            <Table.Td ta="right">{formatStandardisedValue(row.intPerHectarePerYear)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
