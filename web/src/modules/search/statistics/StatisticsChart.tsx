import { Box, Group, Stack, Text, useMantineTheme } from '@mantine/core';

import type { SummaryGroupFieldsFragment } from '../../../gql/graphql.ts';
import { codedLabel } from '../../common/reference-lists/reference-tree.ts';
import { logScale } from '../../common/log-scale.ts';
import { formatSummaryGroup } from '../statistics-format.ts';

const rowHeight = 26;
const axisHeight = 22;

interface StatisticsChartProps {
  title: string;
  groups: SummaryGroupFieldsFragment[];
}

/**
 * The groups of a summary statistics table as a picture: each group's range from min to max as a bar and its median
 * as a dot, on a log scale, because values of different ecosystems differ by orders of magnitude. Each row also says
 * in words what it draws, for screen readers.
 */
export function StatisticsChart({ title, groups }: StatisticsChartProps) {
  const theme = useMantineTheme();
  const scale = logScale(groups.flatMap((group) => [group.min, group.max]));

  return (
    <Box component="figure" m={0} aria-label={title}>
      <Text component="figcaption" size="sm" fw={500} mb={6}>
        {title}
      </Text>
      <Stack gap={0} role="list">
        {groups.map((group) => {
          const left = scale.percentOf(group.min);
          const right = scale.percentOf(group.max);
          const median = scale.percentOf(group.median);
          const label = codedLabel(group);
          const formatted = formatSummaryGroup(group);
          return (
            <Group
              key={group.id}
              gap="xs"
              wrap="nowrap"
              h={rowHeight}
              role="listitem"
              aria-label={`${label}: median ${formatted.median}, from ${formatted.min} to ${formatted.max} Int$/ha/year`}
            >
              <Text size="xs" w="38%" truncate="end" title={label} aria-hidden>
                {label}
              </Text>
              <Box pos="relative" h={rowHeight} style={{ flex: 1 }} aria-hidden>
                {scale.ticks.map((tick) => (
                  <Box
                    key={tick.value}
                    pos="absolute"
                    top={0}
                    bottom={0}
                    left={`${tick.percent}%`}
                    style={{ borderLeft: `1px dashed ${theme.colors.gray[3]}` }}
                  />
                ))}
                <Box
                  pos="absolute"
                  top={rowHeight / 2 - 3}
                  h={6}
                  left={`${left}%`}
                  w={`max(${right - left}%, 2px)`}
                  bg="forest.2"
                  style={{ borderRadius: 3 }}
                />
                <Box
                  pos="absolute"
                  top={rowHeight / 2 - 6}
                  left={`calc(${median}% - 6px)`}
                  w={12}
                  h={12}
                  bg="forest.7"
                  style={{ borderRadius: '50%', border: '2px solid white' }}
                />
              </Box>
            </Group>
          );
        })}
      </Stack>
      <Group gap="xs" wrap="nowrap" h={axisHeight} aria-hidden>
        <Box w="38%" />
        <Box pos="relative" h={axisHeight} style={{ flex: 1 }}>
          {scale.ticks.map((tick) => (
            <Text
              key={tick.value}
              size="xs"
              c="dimmed"
              pos="absolute"
              top={2}
              left={`${tick.percent}%`}
              // The end labels stay inside the chart.
              style={{ transform: `translateX(-${tick.percent}%)`, whiteSpace: 'nowrap' }}
            >
              {tick.label}
            </Text>
          ))}
        </Box>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Dot: median; bar: min to max. Int$/ha/year at 2020 prices, log scale.
      </Text>
    </Box>
  );
}
