import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import { contrastRatio, minimumContrast, readableColorVariables } from './readable-colors.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const resolvedTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const lightVariables = cssVariablesResolver(resolvedTheme).light;

describe('the light scheme colour variables', () => {
  it.each(Object.entries(resolvedTheme.colors))('read at 4.5:1 or more for %s', (name, palette) => {
    const filled = lightVariables[`--mantine-color-${name}-filled`];
    const lightColor = lightVariables[`--mantine-color-${name}-light-color`];
    expect(contrastRatio(filled, '#ffffff')).toBeGreaterThanOrEqual(minimumContrast);
    expect(contrastRatio(lightVariables[`--mantine-color-${name}-filled-hover`], '#ffffff')).toBeGreaterThanOrEqual(
      minimumContrast,
    );
    expect(lightVariables[`--mantine-color-${name}-outline`]).toBe(filled);
    // The light variant's text on its background and on its hover background.
    expect(contrastRatio(lightColor, palette[1])).toBeGreaterThanOrEqual(minimumContrast);
    expect(contrastRatio(lightColor, palette[2])).toBeGreaterThanOrEqual(minimumContrast);
  });

  it('keep a shade that already reads well, such as the brand green', () => {
    expect(lightVariables['--mantine-color-forest-filled']).toBe(resolvedTheme.colors.forest[7]);
    expect(lightVariables['--mantine-color-forest-filled-hover']).toBe(resolvedTheme.colors.forest[8]);
    expect(lightVariables['--mantine-color-forest-light-color']).toBe(resolvedTheme.colors.forest[9]);
  });

  it("darken Mantine's red buttons (white on red.7 is 3.8:1) to the first shade that reads", () => {
    const { red } = resolvedTheme.colors;
    expect(contrastRatio(red[7], '#ffffff')).toBeLessThan(minimumContrast);
    expect(readableColorVariables('red', red, 7)['--mantine-color-red-filled']).toBe(red[8]);
  });

  it('darken shade 9 when no shade of the palette reads (yellow)', () => {
    const { yellow } = resolvedTheme.colors;
    const filled = readableColorVariables('yellow', yellow, 7)['--mantine-color-yellow-filled'];
    expect(yellow.slice(7)).not.toContain(filled);
    expect(contrastRatio(filled, '#ffffff')).toBeGreaterThanOrEqual(minimumContrast);
  });

  it('make error text red.9, dimmed text gray.7 and placeholders a grey between, all readable on white', () => {
    expect(lightVariables['--mantine-color-error']).toBe('var(--mantine-color-red-9)');
    expect(contrastRatio(resolvedTheme.colors.red[9], '#ffffff')).toBeGreaterThanOrEqual(minimumContrast);
    expect(lightVariables['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(contrastRatio(resolvedTheme.colors.gray[7], '#ffffff')).toBeGreaterThanOrEqual(minimumContrast);
    const placeholder = lightVariables['--mantine-color-placeholder'];
    expect(contrastRatio(placeholder, '#ffffff')).toBeGreaterThanOrEqual(minimumContrast);
    expect(contrastRatio(placeholder, '#ffffff')).toBeLessThan(contrastRatio(resolvedTheme.colors.gray[7], '#ffffff'));
  });
});
