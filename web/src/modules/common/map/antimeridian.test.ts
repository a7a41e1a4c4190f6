import type { LineString, MultiPolygon } from 'geojson';
import { describe, expect, it } from 'vitest';

import { withShortEdges } from './antimeridian.ts';

const longestEdge = (positions: number[][]) =>
  Math.max(...positions.slice(1).map(([longitude], index) => Math.abs(longitude - positions[index][0])));

describe('withShortEdges', () => {
  it('carries a line across the antimeridian on beyond 180° instead of back across the world', () => {
    const coast: LineString = {
      type: 'LineString',
      coordinates: [
        [179.5, -16.5],
        [-180, -16.54],
        [-179.6, -16.6],
      ],
    };
    expect(withShortEdges(coast).coordinates).toEqual([
      [179.5, -16.5],
      [180, -16.54],
      [180.4, -16.6],
    ]);
  });

  it('unwraps a ring that crosses the antimeridian and leaves other rings alone', () => {
    const fijiAndMalta: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [179, -16],
            [-179, -16],
            [-179, -17],
            [179, -17],
            [179, -16],
          ],
        ],
        [
          [
            [14.2, 35.8],
            [14.6, 35.8],
            [14.6, 36.1],
            [14.2, 35.8],
          ],
        ],
      ],
    };
    const [[fiji], [malta]] = withShortEdges(fijiAndMalta).coordinates;
    expect(fiji).toEqual([
      [179, -16],
      [181, -16],
      [181, -17],
      [179, -17],
      [179, -16],
    ]);
    expect(longestEdge(fiji)).toBe(2);
    expect(malta).toEqual(fijiAndMalta.coordinates[1][0]);
  });

  it('keeps a ring around the pole, which short edges cannot close', () => {
    const antarctica: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [-180, -70],
            [0, -70],
            [179.9, -70],
            [180, -89.9],
            [-180, -89.9],
            [-180, -70],
          ],
        ],
      ],
    };
    expect(withShortEdges(antarctica)).toEqual(antarctica);
  });
});
