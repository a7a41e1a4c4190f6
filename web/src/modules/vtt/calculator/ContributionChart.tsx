import { Text } from '@mantine/core';

export interface ChartBar {
  label: string;
  /** Its share of ln(result): the constant, or coefficient × value (× ln(value) when transformed). */
  logContribution: number;
}

const rowHeight = 26;
const labelWidth = 230;
const valueWidth = 70;
const barsWidth = 400;
const width = labelWidth + barsWidth + valueWidth;

const formatLog = (value: number) => (value >= 0 ? '+' : '−') + Math.abs(value).toFixed(3);

/**
 * How each part of the value function adds to the result's natural logarithm: a bar per part from a common zero,
 * right for what raises the value, left for what lowers it. Plain SVG: the numbers are written beside the bars, and
 * the whole reads as one image with its figures in its name.
 */
export function ContributionChart({ bars }: { bars: readonly ChartBar[] }) {
  const extent = Math.max(...bars.map((bar) => Math.abs(bar.logContribution)), 1e-9);
  const hasNegative = bars.some((bar) => bar.logContribution < 0);
  const hasPositive = bars.some((bar) => bar.logContribution > 0);
  // The zero line sits where both sides fit: at the left edge when every bar is positive.
  const zero = labelWidth + (hasNegative ? (hasPositive ? barsWidth / 2 : barsWidth) : 0);
  const scale = (hasNegative && hasPositive ? barsWidth / 2 : barsWidth) / extent;
  const height = bars.length * rowHeight + 8;
  const description = bars.map((bar) => `${bar.label} ${formatLog(bar.logContribution)}`).join(', ');

  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" size="sm" fw={500} mb={4}>
        What each variable adds to ln(value)
      </Text>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={`Contributions to the natural logarithm of the value: ${description}`}
        data-testid="contribution-chart"
        style={{ maxWidth: width, fontSize: 12 }}
      >
        <line x1={zero} x2={zero} y1={0} y2={height} stroke="var(--mantine-color-gray-6)" />
        {bars.map((bar, index) => {
          const y = index * rowHeight + 4;
          const length = Math.abs(bar.logContribution) * scale;
          const x = bar.logContribution >= 0 ? zero : zero - length;
          return (
            <g key={`${bar.label}-${index}`}>
              <text x={labelWidth - 8} y={y + rowHeight / 2 + 4} textAnchor="end" fill="currentColor">
                {bar.label.length > 34 ? `${bar.label.slice(0, 33)}…` : bar.label}
              </text>
              <rect
                x={x}
                y={y + 3}
                width={Math.max(length, 1)}
                height={rowHeight - 8}
                rx={2}
                fill={bar.logContribution >= 0 ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-orange-6)'}
              />
              <text x={width - 4} y={y + rowHeight / 2 + 4} textAnchor="end" fill="currentColor">
                {formatLog(bar.logContribution)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
