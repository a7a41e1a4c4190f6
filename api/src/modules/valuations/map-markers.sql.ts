import { unpackMapMarkers, type MapMarker, type PackedMapMarkers } from '@esvd/schema/rules/map-markers';
import type pg from 'pg';
import { RawJson } from '../../core/raw-json.ts';
import { sql, type SqlFragment } from '../../core/sql.ts';

/**
 * The markers of `from` as the JSON text of a `PackedMapMarkers` (schema/rules/map-markers.ts), made by
 * PostgreSQL in one pass: the mapped records are read in the order of valuation_map_index (place, then valueId),
 * which carries everything a marker shows, so each place's records arrive together and in order and are grouped
 * as read, without a sort or a second scan. A marker's median is over all its records, whatever their study
 * locations. Its valueIds are ascending, so a marker's side panel shows the same first records every time.
 * Each column is one string_agg over the markers, all in the same order since they are one aggregate's.
 * Packed, a broad search's markers are far less text than as objects, which the api would otherwise parse
 * into rows, reshape and serialise again (bench/RESULTS.md has the sizes).
 */
export function packedMapMarkersQuery(from: SqlFragment): SqlFragment {
  return sql`with markers as (
          select v.latitude, v.longitude, count(*) as count,
                 string_agg(v.value_id::text, ',' order by v.value_id) as value_ids,
                 array_agg(distinct v.study_location) filter (where v.study_location is not null) as study_locations,
                 percentile_cont(0.5) within group (order by v.int_per_hectare_per_year) as median
          from ${from} and v.latitude is not null and v.longitude is not null
          group by v.latitude, v.longitude
        )
        select '{"latitudes":[' || coalesce(string_agg(latitude::text, ','), '')
            || '],"longitudes":[' || coalesce(string_agg(longitude::text, ','), '')
            || '],"counts":[' || coalesce(string_agg(count::text, ','), '')
            || '],"valueIds":[' || coalesce(string_agg(value_ids, ','), '')
            || '],"studyLocations":[' || coalesce(string_agg(coalesce(array_to_json(study_locations)::text, '[]'), ','), '')
            || '],"medians":[' || coalesce(string_agg(coalesce(to_json(median)::text, 'null'), ','), '')
            || ']}' as packed
        from markers`;
}

/**
 * Not with `withParallelPlans`: the grouping is one ordered pass in one process, and workers reading the index for it
 * only add the merge of their rows back into that order.
 */
export async function packedMapMarkers(client: pg.Client, from: SqlFragment): Promise<RawJson> {
  const { rows } = await client.query<{ packed: string }>(packedMapMarkersQuery(from).toQuery());
  return new RawJson(rows[0].packed);
}

/**
 * The same markers one object each (the REST shape of spec 000 §3, and a study's page), each marker's
 * valueIds (ascending, as made) and places in order.
 */
export async function mapMarkers(client: pg.Client, from: SqlFragment): Promise<MapMarker[]> {
  const packed = JSON.parse((await packedMapMarkers(client, from)).text) as PackedMapMarkers;
  return unpackMapMarkers(packed).map((marker) => {
    marker.studyLocations.sort();
    return marker;
  });
}

/** How many valuations of `from` have coordinates, i.e. appear on the map. */
export async function mappedValuationCount(client: pg.Client, from: SqlFragment): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    sql`select count(*)::int as count from ${from} and v.latitude is not null and v.longitude is not null`.toQuery(),
  );
  return rows[0].count;
}
