import type pg from 'pg';
import { sql, type SqlFragment } from './sql.ts';

/** The valuations at one place: markers group records by identical latitude and longitude (spec 000 §9). */
export interface MapMarkerView {
  latitude: number;
  longitude: number;
  count: number;
  valueIds: number[];
  studyLocations: string[];
}

interface MarkerRow {
  latitude: number;
  longitude: number;
  count: number;
  value_ids: string;
  study_locations: string | null;
}

/**
 * Groups the valuations of `from` (a "valuation v join study s ... where ..." fragment) by their
 * coordinates in SQL, markers in no particular order (a map has none), so that PostgreSQL can hash the
 * groups instead of sorting every record; the aggregates are unordered so that it can group in parallel
 * workers, and each marker's few ids and places are ordered here. The ids travel as one comma-joined text per
 * marker: far cheaper to split than a PostgreSQL array is to parse when a broad search yields
 * hundreds of thousands of them.
 */
export function mapMarkersQuery(from: SqlFragment): SqlFragment {
  return sql`select v.latitude, v.longitude, count(*)::int as count,
               string_agg(v.value_id::text, ',') as value_ids,
               string_agg(v.study_location, chr(31)) as study_locations
        from ${from} and v.latitude is not null and v.longitude is not null
        group by v.latitude, v.longitude`;
}

export async function mapMarkers(client: pg.Client, from: SqlFragment): Promise<MapMarkerView[]> {
  const { rows } = await client.query<MarkerRow>(mapMarkersQuery(from).toQuery());
  return rows.map((row) => ({
    latitude: row.latitude,
    longitude: row.longitude,
    count: row.count,
    valueIds: row.value_ids
      .split(',')
      .map(Number)
      .sort((a, b) => a - b),
    studyLocations: row.study_locations ? [...new Set(row.study_locations.split('\u001f'))].sort() : [],
  }));
}

/** How many valuations of `from` have coordinates, i.e. appear on the map. */
export async function mappedValuationCount(client: pg.Client, from: SqlFragment): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    sql`select count(*)::int as count from ${from} and v.latitude is not null and v.longitude is not null`.toQuery(),
  );
  return rows[0].count;
}
