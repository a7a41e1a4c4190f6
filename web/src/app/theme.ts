import { createTheme, em } from '@mantine/core';

/** Spec 000 §9: widths up to 760 px are mobile; tablet layouts start at 800 px and computer layouts at 1024 px. */
const mobileMaxWidthPx = 760;

export const mobileMediaQuery = `(max-width: ${em(mobileMaxWidthPx)})`;

export const theme = createTheme({
  primaryColor: 'teal',
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
