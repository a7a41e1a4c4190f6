import { darken, luminance, type MantineColorsTuple } from '@mantine/core';

/** WCAG AA for normal text. */
export const minimumContrast = 4.5;

const white = '#ffffff';

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** The palette's shades from `fromShade` to 9, then shade 9 darkened step by step down to black. */
function darkerAndDarker(palette: MantineColorsTuple, fromShade: number): string[] {
  const shades = palette.slice(fromShade);
  const darkened = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1].map((amount) => darken(palette[9], amount));
  return [...shades, ...darkened];
}

/**
 * The light-scheme colour variables of one palette, chosen so that text stays readable (4.5:1): Mantine's own pick
 * (the primary shade under white button text, shade 9 on the pale "light" background) is 3.3:1 to 3.9:1 for red,
 * green, lime, orange and teal. A shade that already reads well is kept, so the brand colour does not change.
 */
export function readableColorVariables(name: string, palette: MantineColorsTuple, primaryShade: number) {
  const filledCandidates = darkerAndDarker(palette, primaryShade);
  const filledIndex = filledCandidates.findIndex((color) => contrastRatio(color, white) >= minimumContrast);
  const filled = filledCandidates[filledIndex];
  // The hover is one step darker, as in Mantine; the light variant's text must read on its hover background too.
  const filledHover = filledCandidates[Math.min(filledIndex + 1, filledCandidates.length - 1)];
  const lightColor = darkerAndDarker(palette, 9).find((color) => contrastRatio(color, palette[2]) >= minimumContrast)!;
  return {
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: filledHover,
    [`--mantine-color-${name}-outline`]: filled,
    [`--mantine-color-${name}-light-color`]: lightColor,
  };
}
