import { List, Text } from '@mantine/core';

import { SearchCard } from '../../common/SearchCard.tsx';

/** The About summary statistics card (spec 000 §2): which records count and how, as spec 000 §9 computes them. */
export function AboutSummaryStatistics() {
  return (
    <SearchCard id="about-statistics" title="About summary statistics">
      <Text size="sm">
        Summarise computes, for the valuations your filters find, statistics of the standardised values (Int$/ha/year at
        2020 prices) per ESVD 2.0 biome and per ecozone. A record counts when:
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>its value could be standardised and is not zero;</List.Item>
        <List.Item>it refers to exactly one biome (or ecozone) and exactly one ecosystem service;</List.Item>
        <List.Item>its value was not obtained by value transfer (method VT).</List.Item>
      </List>
      <Text size="sm">
        In a group of 40 records or more, outliers are left out first: records whose log10 value lies more than 1.5
        times the interquartile range below the first or above the third quartile. Then each group shows its count,
        mean, median, sample standard deviation (n − 1), minimum and maximum. Ecozones are shown once they are marked
        ready for statistics.
      </Text>
      <Text size="sm" c="dimmed">
        Values of one ecosystem can span several orders of magnitude, which is why the median is often a better guide
        than the mean, and why the charts use a log scale.
      </Text>
    </SearchCard>
  );
}
