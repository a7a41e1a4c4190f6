import {
  createTheme,
  em,
  type Alert,
  type Anchor,
  type CSSVariablesResolver,
  type Drawer,
  type FileInput,
  type InputClearButton,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type Menu,
  type Modal,
  type NavLink,
  type Notification,
  type Skeleton,
  type TableScrollContainer,
} from '@mantine/core';

import { readableColorVariables } from './readable-colors.ts';

/** Spec 000 §9: widths up to 760 px are mobile; tablet layouts start at 800 px and computer layouts at 1024 px. */
const mobileMaxWidthPx = 760;

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

/**
 * A component's theme entry, checked as `Modal.extend(...)` checks it (Mantine's `extend` returns its input) but
 * naming the component's type only: the theme, which the first page loads, then brings no component's code along
 * (a dialog's, an upload form's or a table's).
 */
function extend<Component extends { extend: (input: never) => MantineThemeComponent }>(
  input: Parameters<Component['extend']>[0],
): MantineThemeComponent {
  return input as MantineThemeComponent;
}

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
  components: {
    // A link inside a sentence must stand out by more than its colour (WCAG 1.4.1): green on grey text is 1.6:1.
    Anchor: extend<typeof Anchor>({ defaultProps: { underline: 'always' } }),
    // Mantine's close and clear buttons are an icon alone: without a name a screen reader says just "button".
    // "Dismiss", not "Close": a dialog may have a Close button of its own, and two alike would be confusing.
    Modal: extend<typeof Modal>({ defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } }),
    Alert: extend<typeof Alert>({ defaultProps: { closeButtonLabel: 'Dismiss' } }),
    Drawer: extend<typeof Drawer>({ defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } }),
    // Under a title Mantine greys a notification's text to gray.6 (3.3:1).
    Notification: extend<typeof Notification>({
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
    // An active entry's description is its light colour at 0.9 opacity: on the hover background of the entry just
    // clicked, that blend reads at 4.1:1. Whole, the light colour is chosen to read at 4.5:1 there.
    NavLink: extend<typeof NavLink>({ styles: { description: { opacity: 1 } } }),
    // Opening a menu focuses its first entry: Mantine's focus placeholder in role="menu" is not a menu item (axe).
    Menu: extend<typeof Menu>({ defaultProps: { withInitialFocusPlaceholder: false } }),
    FileInput: extend<typeof FileInput>({
      defaultProps: { clearButtonProps: { 'aria-label': 'Clear the chosen files' } },
    }),
    // The app's skeletons stand for content on its way and are named for it ("Loading the table"): a name needs a
    // role, and a status is what a loading placeholder is.
    Skeleton: extend<typeof Skeleton>({ defaultProps: { role: 'status' } }),
    // Mantine's clear button in a small input is 22 px; 28 px meets the 24 px target size (WCAG 2.5.8).
    InputClearButton: extend<typeof InputClearButton>({ defaultProps: { size: 'md' } }),
    // A table wider than the screen scrolls sideways; the keyboard can scroll it only when it takes focus.
    TableScrollContainer: extend<typeof TableScrollContainer>({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
  },
});

/** Between gray.6 (3.3:1) and gray.7 (8:1): a placeholder reads at 4.7:1 yet still looks unlike typed text. */
const placeholderGrey = '#6c757d';

/**
 * Mantine's dimmed grey (gray.6) is 3.3:1 on white; gray.7 keeps secondary text readable (WCAG AA). Its error red
 * (red.6, #fa5252) is 3.3:1 too; red.9 is 5.5:1 on white and 5.1:1 on the pale red of an error alert. Links take
 * the primary shade 8, which reads on the pale green of a notice as well as on white (shade 7 is 4.49:1 there).
 * Filled, outline and light colours are the readable ones of each palette (readable-colors.ts).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => {
  const primaryShade =
    typeof resolvedTheme.primaryShade === 'number' ? resolvedTheme.primaryShade : resolvedTheme.primaryShade.light;
  const readableColors = Object.entries(resolvedTheme.colors).map(([name, palette]) =>
    readableColorVariables(name, palette, primaryShade),
  );
  return {
    variables: {},
    light: Object.assign(
      {
        '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
        '--mantine-color-error': 'var(--mantine-color-red-9)',
        '--mantine-color-anchor': 'var(--mantine-primary-color-8)',
        '--mantine-color-placeholder': placeholderGrey,
      },
      ...readableColors,
    ),
    dark: {},
  };
};
