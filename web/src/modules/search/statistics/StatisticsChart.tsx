import { Box, Button, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';

import type { SummaryGroupFieldsFragment } from '../../../gql/graphql.ts';
import { describeError } from '../../common/errors.ts';
import { saveFile } from '../../common/file-download.ts';
import { codedLabel } from '../../common/reference-lists/reference-tree.ts';
import { boxPlotSvg } from './box-plot-svg.ts';
import { chartFileName, pngFile, svgFile, type ChartFormat } from './chart-export.ts';
import classes from './StatisticsChart.module.css';

interface StatisticsChartProps {
  kind: 'Biome' | 'Ecozone';
  title: string;
  groups: SummaryGroupFieldsFragment[];
}

/**
 * A summary statistics table's groups as box plots (box-plot-svg.ts), drawn at the width of their card, with buttons
 * that save the picture as SVG or PNG. The table above it gives the same figures as text; the picture's own
 * description adds the quartiles.
 */
export function StatisticsChart({ kind, title, groups }: StatisticsChartProps) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  const idPrefix = useId().replace(/[^\w-]/g, '');
  const [saving, setSaving] = useState<ChartFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const chart = useMemo(
    () =>
      width > 0
        ? boxPlotSvg({
            title,
            idPrefix,
            width: Math.floor(width),
            groups: groups.map((group) => ({ ...group, label: codedLabel(group) })),
          })
        : null,
    [width, title, idPrefix, groups],
  );

  const save = async (format: ChartFormat) => {
    if (!chart) return;
    setSaving(format);
    setFailure(null);
    try {
      const blob = format === 'svg' ? svgFile(chart) : await pngFile(chart);
      saveFile({ blob, fileName: chartFileName(kind, format), rows: null });
    } catch (error) {
      setFailure(describeError(error).message);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Box>
      {/* The SVG is built as text so that the file saved is the picture shown; it holds nothing from the user. */}
      <div
        ref={ref}
        className={classes.chart}
        data-testid={`statistics-chart-${kind.toLowerCase()}`}
        dangerouslySetInnerHTML={chart ? { __html: chart.svg } : undefined}
      />
      <Group gap="xs" mt="xs">
        {(['svg', 'png'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            disabled={!chart}
            loading={saving === format}
            onClick={() => void save(format)}
          >
            Download this chart as {format.toUpperCase()}
          </Button>
        ))}
      </Group>
      {failure && (
        <Text size="xs" c="red.8" mt={4} role="alert">
          {failure}
        </Text>
      )}
    </Box>
  );
}
