import { fewRecordsGroupSize, hasFewRecords, valuesShownGroupSize } from '@esvd/schema/rules/summary-statistics';

import { logScale } from '../../common/log-scale.ts';
import { formatStatistic } from '../statistics-format.ts';

/** What a box plot needs of a summary statistics group. */
export interface BoxPlotGroup {
  label: string;
  count: number;
  min: number;
  lowerQuartile: number;
  median: number;
  upperQuartile: number;
  max: number;
  /** Each value, in a small group; null in a large one. */
  values: readonly number[] | null;
}

export interface ChartSvg {
  /** A standalone SVG document: shown on the page as it is, and downloaded as it is. */
  svg: string;
  width: number;
  height: number;
}

interface BoxPlotOptions {
  title: string;
  groups: readonly BoxPlotGroup[];
  /** The width to draw at, in CSS pixels: the chart's box on the page. */
  width: number;
  /** Ties the SVG's title to its role="img" (unique on the page). */
  idPrefix: string;
}

// Colours of the app's theme (web/src/app/theme.ts), written out: a downloaded SVG has no stylesheet.
const colours = {
  background: '#ffffff',
  text: '#212529',
  // Gray 7: WCAG AA for small text on white; a dimmer grey would not be.
  secondaryText: '#495057',
  grid: '#dee2e6',
  whisker: '#495057',
  boxFill: '#a8d7bf',
  boxStroke: '#136f44',
  median: '#0a5f39',
  dot: '#1a1b1e',
} as const;

const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const padding = 12;
const titleHeight = 26;
const rowHeight = 30;
const axisHeight = 22;
const noteLineHeight = 15;
const boxHeight = 14;
/** An average character of the 12px labels, to cut a long name before it runs into the plot. */
const characterWidth = 6.6;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** `text` cut to `maxCharacters`, with an ellipsis when cut. */
function shortened(text: string, maxCharacters: number): string {
  return text.length <= maxCharacters ? text : `${text.slice(0, Math.max(1, maxCharacters - 1)).trimEnd()}…`;
}

/** Words into lines of at most `maxCharacters` (a word longer than that gets a line of its own). */
function wrapped(text: string, maxCharacters: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxCharacters)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** One decimal for a coordinate is finer than a pixel; more would only lengthen the file. */
const at = (value: number) => Number(value.toFixed(1));

/** A group's figures in words, for its row's tooltip and the chart's description. */
export function describeGroup(group: BoxPlotGroup): string {
  const records = `${group.count.toLocaleString('en-US')} ${group.count === 1 ? 'record' : 'records'}`;
  return (
    `${group.label}: ${records}; min ${formatStatistic(group.min)}, lower quartile ` +
    `${formatStatistic(group.lowerQuartile)}, median ${formatStatistic(group.median)}, upper quartile ` +
    `${formatStatistic(group.upperQuartile)}, max ${formatStatistic(group.max)} Int$/ha/year`
  );
}

/**
 * The groups of a summary statistics table as box plots on one log scale, because values of different ecosystems
 * differ by orders of magnitude: the box from the lower to the upper quartile, a line at the median, whiskers to min
 * and max, and in a small group a dot for each value, so that a box of three values does not look like one of three
 * hundred. A group of few records is marked "(few)", as in the table.
 *
 * Built as SVG text with every colour and font written on the elements, so that the same document is shown on the
 * page, saved as an SVG file and drawn into a PNG.
 */
export function boxPlotSvg({ title, groups, width, idPrefix }: BoxPlotOptions): ChartSvg {
  const scale = logScale(
    groups.flatMap((group) => [group.min, group.max, ...(group.values ?? [])]).filter((value) => value > 0),
  );
  const labelWidth = Math.min(Math.round(width * 0.36), 260);
  const plotLeft = padding + labelWidth + 10;
  const plotRight = width - padding - 8;
  const x = (value: number) => at(plotLeft + (scale.percentOf(value) / 100) * (plotRight - plotLeft));
  const rowsTop = padding + titleHeight;
  const axisTop = rowsTop + groups.length * rowHeight;
  const note =
    'Box: lower to upper quartile; line: median; whiskers: min to max; dots: each value, in groups of up to ' +
    `${valuesShownGroupSize}; (few): fewer than ${fewRecordsGroupSize} records. Int$/ha/year at 2020 prices, log scale.`;
  const noteLines = wrapped(note, Math.max(20, Math.floor((width - 2 * padding) / 6)));
  const height = axisTop + axisHeight + 6 + noteLines.length * noteLineHeight + padding;
  const titleId = `${idPrefix}-title`;
  const descriptionId = `${idPrefix}-description`;

  const grid = scale.ticks
    .map((tick) => {
      const tickX = x(tick.value);
      const anchor = tick.percent === 0 ? 'start' : tick.percent === 100 ? 'end' : 'middle';
      return (
        `<line x1="${tickX}" y1="${rowsTop}" x2="${tickX}" y2="${axisTop}" stroke="${colours.grid}" ` +
        `stroke-dasharray="3 3"/>` +
        `<text x="${tickX}" y="${axisTop + 15}" text-anchor="${anchor}" font-size="11" ` +
        `fill="${colours.secondaryText}">${escapeXml(tick.label)}</text>`
      );
    })
    .join('');

  const rows = groups
    .map((group, index) => {
      const centre = rowsTop + index * rowHeight + rowHeight / 2;
      const few = hasFewRecords(group.count);
      // A cut name keeps its "(few)".
      const room = Math.max(6, Math.floor(labelWidth / characterWidth));
      const label = few ? `${shortened(group.label, room - 6)} (few)` : shortened(group.label, room);
      const [minX, q1X, medianX, q3X, maxX] = [
        group.min,
        group.lowerQuartile,
        group.median,
        group.upperQuartile,
        group.max,
      ].map(x);
      const capTop = at(centre - 5);
      const capBottom = at(centre + 5);
      const boxTop = at(centre - boxHeight / 2);
      const boxBottom = at(centre + boxHeight / 2);
      const dots = (group.values ?? [])
        .map((value, position) => {
          // A little up or down in turn, so that equal or close values stay apart.
          const dotY = at(centre + ((position % 3) - 1) * 4);
          return `<circle cx="${x(value)}" cy="${dotY}" r="2.6" fill="${colours.dot}" fill-opacity="0.7"/>`;
        })
        .join('');
      return (
        `<g data-group="${escapeXml(group.label)}"><title>${escapeXml(describeGroup(group))}</title>` +
        `<text x="${padding}" y="${at(centre + 4)}" font-size="12" fill="${colours.text}">${escapeXml(label)}</text>` +
        `<line x1="${minX}" y1="${centre}" x2="${maxX}" y2="${centre}" stroke="${colours.whisker}" stroke-width="1.2"/>` +
        `<line x1="${minX}" y1="${capTop}" x2="${minX}" y2="${capBottom}" stroke="${colours.whisker}" stroke-width="1.2"/>` +
        `<line x1="${maxX}" y1="${capTop}" x2="${maxX}" y2="${capBottom}" stroke="${colours.whisker}" stroke-width="1.2"/>` +
        `<rect x="${q1X}" y="${boxTop}" width="${at(Math.max(q3X - q1X, 1))}" height="${boxHeight}" ` +
        `fill="${colours.boxFill}" stroke="${colours.boxStroke}" stroke-width="1.2"` +
        `${few ? ' stroke-dasharray="3 2"' : ''}/>` +
        `<line x1="${medianX}" y1="${boxTop}" x2="${medianX}" y2="${boxBottom}" stroke="${colours.median}" ` +
        `stroke-width="2.5"/>${dots}</g>`
      );
    })
    .join('');

  const notes = noteLines
    .map(
      (line, index) =>
        `<text x="${padding}" y="${axisTop + axisHeight + 16 + index * noteLineHeight}" font-size="11" ` +
        `fill="${colours.secondaryText}">${escapeXml(line)}</text>`,
    )
    .join('');

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-labelledby="${titleId} ${descriptionId}" font-family="${escapeXml(font)}">` +
    `<title id="${titleId}">${escapeXml(title)}</title>` +
    `<desc id="${descriptionId}">${escapeXml(groups.map(describeGroup).join('. '))}.</desc>` +
    `<rect width="${width}" height="${height}" fill="${colours.background}"/>` +
    `<text x="${padding}" y="${padding + 14}" font-size="14" font-weight="600" fill="${colours.text}">` +
    `${escapeXml(title)}</text>${grid}${rows}${notes}</svg>`;
  return { svg, width, height };
}
