import { tickLabel } from '../log-scale.ts';

type Rgb = readonly [red: number, green: number, blue: number];

/** One colour of the markers' legend: the locations whose median lies from `low` (inclusive) to `high` (exclusive). */
export interface ValueClass {
  key: string;
  label: string;
  colour: Rgb;
  /** The count written on a circle of this colour: white or near black, whichever reads better on it. */
  textColour: Rgb;
  /** Bounds on a log scale; both null for the classes off the scale (no value, zero or less). */
  low: number | null;
  high: number | null;
}

export interface ValueClasses {
  /** From the lowest values up; then zero or less and no value, where some location has such a median. */
  classes: ValueClass[];
  classOf(median: number | null): ValueClass;
}

/**
 * Viridis, a sequential scale that reads in order in grey and for the common colour blindnesses; none of its
 * colours is the orange of a chosen location or the grey of a group.
 */
const palette: Rgb[] = [
  [68, 1, 84],
  [68, 57, 131],
  [49, 104, 142],
  [33, 145, 140],
  [53, 183, 121],
  [144, 215, 67],
  [253, 231, 37],
];

/** More decades than the palette has colours are grouped, two decades to a class. */
const maxDecadeClasses = palette.length;

const white: Rgb = [255, 255, 255];
const nearBlack: Rgb = [26, 27, 30];

function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

const readableOn = (colour: Rgb): Rgb =>
  contrastRatio(colour, white) >= contrastRatio(colour, nearBlack) ? white : nearBlack;

/** The decade of a positive value: 10^exponent <= value < 10^(exponent + 1), exact at powers of ten. */
function decadeOf(value: number): number {
  let exponent = Math.floor(Math.log10(value));
  if (10 ** (exponent + 1) <= value) exponent += 1;
  if (10 ** exponent > value) exponent -= 1;
  return exponent;
}

const offScale = {
  nonPositive: { key: 'zero-or-less', label: '0 or less', colour: [190, 160, 130] as Rgb },
  none: { key: 'none', label: 'No standardised value', colour: [206, 212, 218] as Rgb },
};

/**
 * Classes of whole decades (log scale) from the smallest positive median to the largest, so that every location
 * falls in one and the colours span what the search found; empty decades in between keep their colour, so that the
 * scale reads the same throughout.
 */
export function valueClasses(medians: readonly (number | null)[]): ValueClasses {
  const positive = medians.filter((median): median is number => median !== null && median > 0);
  const classes: ValueClass[] = [];
  let lowest = 0;
  let step = 1;
  if (positive.length) {
    lowest = decadeOf(Math.min(...positive));
    const decades = decadeOf(Math.max(...positive)) - lowest + 1;
    step = decades > maxDecadeClasses ? 2 : 1;
    const count = Math.ceil(decades / step);
    for (let index = 0; index < count; index++) {
      const low = 10 ** (lowest + index * step);
      const high = 10 ** (lowest + (index + 1) * step);
      const colour = palette[count === 1 ? 3 : Math.round((index * (palette.length - 1)) / (count - 1))];
      classes.push({
        key: `decade-${lowest + index * step}`,
        label: `${tickLabel(low)} to ${tickLabel(high)}`,
        colour,
        textColour: readableOn(colour),
        low,
        high,
      });
    }
  }
  const onScaleCount = classes.length;
  const extra = (kind: keyof typeof offScale): ValueClass => ({
    ...offScale[kind],
    textColour: readableOn(offScale[kind].colour),
    low: null,
    high: null,
  });
  const nonPositive = extra('nonPositive');
  const none = extra('none');
  if (medians.some((median) => median !== null && median <= 0)) classes.push(nonPositive);
  if (medians.some((median) => median === null)) classes.push(none);

  return {
    classes,
    classOf(median) {
      if (median === null) return none;
      if (median <= 0) return nonPositive;
      const index = Math.floor((decadeOf(median) - lowest) / step);
      // A median outside the search's own (none, as the classes are made from them) takes the nearest end.
      return classes[Math.min(Math.max(index, 0), onScaleCount - 1)] ?? none;
    },
  };
}
