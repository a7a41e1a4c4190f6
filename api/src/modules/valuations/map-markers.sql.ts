import type { MapMarker } from '@esvd/schema/rules/map-markers';
import type pg from 'pg';
import { RawJson } from '../../server/raw-json.ts';
import { preferParallelPlans, sql, type SqlFragment } from './sql.ts';

/** The valuations at one place: markers group records by identical latitude and longitude (spec 000 §9). */
export type MapMarkerView = MapMarker;

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

/**
 * The markers of `from` as the JSON text of a `PackedMapMarkers` (schema/rules/map-markers.ts), made by
 * PostgreSQL. Records are grouped by place and study location first: that grouping can run in parallel
 * workers and leaves each marker's locations distinct, so the markers are then made from a few rows each.
 * Each column is one string_agg over the markers, all in the same order since they are one aggregate's.
 * At 1,000,000 records a broad search's 84,000 markers are 8 MB of text this way, against 13 MB as
 * objects, which the api would otherwise parse into rows, reshape and serialise again.
 */
export function packedMapMarkersQuery(from: SqlFragment): SqlFragment {
  return sql`with places as (
          select v.latitude, v.longitude, v.study_location, count(*) as count,
                 string_agg(v.value_id::text, ',') as value_ids
          from ${from} and v.latitude is not null and v.longitude is not null
          group by v.latitude, v.longitude, v.study_location
        ),
        markers as (
          select latitude, longitude, sum(count) as count, string_agg(value_ids, ',') as value_ids,
                 array_agg(study_location) filter (where study_location is not null) as study_locations
          from places
          group by latitude, longitude
        )
        select '{"latitudes":[' || coalesce(string_agg(latitude::text, ','), '')
            || '],"longitudes":[' || coalesce(string_agg(longitude::text, ','), '')
            || '],"counts":[' || coalesce(string_agg(count::text, ','), '')
            || '],"valueIds":[' || coalesce(string_agg(value_ids, ','), '')
            || '],"studyLocations":[' || coalesce(string_agg(coalesce(array_to_json(study_locations)::text, '[]'), ','), '')
            || ']}' as packed
        from markers`;
}

/** Runs in a read-only transaction (`withReadOnlyTransaction`), whose planner settings it changes. */
export async function packedMapMarkers(client: pg.Client, from: SqlFragment): Promise<RawJson> {
  await preferParallelPlans(client);
  const { rows } = await client.query<{ packed: string }>(packedMapMarkersQuery(from).toQuery());
  return new RawJson(rows[0].packed);
}

/** How many valuations of `from` have coordinates, i.e. appear on the map. */
export async function mappedValuationCount(client: pg.Client, from: SqlFragment): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    sql`select count(*)::int as count from ${from} and v.latitude is not null and v.longitude is not null`.toQuery(),
  );
  return rows[0].count;
}
