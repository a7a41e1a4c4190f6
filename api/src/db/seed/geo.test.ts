import { describe, expect, it } from 'vitest';
import { CountryShapes } from './geo.ts';
import { Random } from './random.ts';

const shapes = CountryShapes.load();

describe('CountryShapes', () => {
  it('knows most countries by alpha-3', () => {
    expect(shapes.codes().length).toBeGreaterThan(220);
    for (const code of ['KEN', 'USA', 'FRA', 'FJI', 'RUS', 'BRA']) expect(shapes.has(code)).toBe(true);
  });

  it('places known cities in their country only', () => {
    const nairobi = { latitude: -1.29, longitude: 36.82 };
    expect(shapes.contains('KEN', nairobi)).toBe(true);
    expect(shapes.contains('TZA', nairobi)).toBe(false);
    expect(shapes.contains('FRA', { latitude: 48.86, longitude: 2.35 })).toBe(true);
    expect(shapes.contains('FRA', { latitude: 45, longitude: -30 })).toBe(false);
  });

  it('draws random points that lie inside the country, also across the antimeridian', () => {
    const random = new Random(11);
    for (const code of ['KEN', 'CHL', 'NOR', 'FJI', 'RUS', 'USA', 'MDV', 'SGP']) {
      for (let index = 0; index < 50; index++)
        expect(shapes.contains(code, shapes.randomPoint(code, random))).toBe(true);
    }
  });

  it('draws a point near a centre when the centre is inside the country', () => {
    const point = shapes.pointNear('KEN', { latitude: -0.77, longitude: 36.4 }, 0.25, new Random(2));
    expect(Math.abs(point.latitude + 0.77)).toBeLessThanOrEqual(0.25);
    expect(shapes.contains('KEN', point)).toBe(true);
  });
});
