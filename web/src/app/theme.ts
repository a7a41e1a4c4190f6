import { createTheme, em, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Spec 000 §9: widths up to 760 px are mobile; tablet layouts start at 800 px and computer layouts at 1024 px. */
const mobileMaxWidthPx = 760;

export const mobileMediaQuery = `(max-width: ${em(mobileMaxWidthPx)})`;

/** A forest green whose primary shade (7) keeps white button text and green links at 5:1 contrast or more. */
const forest: MantineColorsTuple = [
  '#e8f6ef',
  '#d3ebdf',
  '#a8d7bf',
  '#79c29d',
  '#52b081',
  '#39a46e',
  '#2a9e64',
  '#1b7f4f',
  '#136f44',
  '#0a5f39',
];

export const theme = createTheme({
  colors: { forest },
  primaryColor: 'forest',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  // Mantine's "from sm" means min-width: sm, so sm sits one pixel above the mobile range.
  breakpoints: {
    xs: em(576),
    sm: em(mobileMaxWidthPx + 1),
    md: em(800),
    lg: em(1024),
    xl: em(1408),
  },
});

/** Mantine's dimmed grey (gray.6) is 3.3:1 on white; gray.7 keeps secondary text readable (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
