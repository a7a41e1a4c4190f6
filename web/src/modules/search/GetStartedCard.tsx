import { List, Text } from '@mantine/core';

import { SearchCard } from '../common/SearchCard.tsx';

/** The Get started card (spec 000 §2): how a search works, in the order the page is used. */
export function GetStartedCard() {
  return (
    <SearchCard id="get-started" title="Get started">
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>
          Choose filters. Values within one filter are alternatives (any of them will do); different filters must all
          hold. Choosing a biome, a service or a CICES section also finds everything beneath it.
        </List.Item>
        <List.Item>
          <strong>Get valuations</strong> shows them in a table, <strong>Show map</strong> where they were valued, and{' '}
          <strong>Summarise</strong> their statistics by biome and ecozone.
        </List.Item>
        <List.Item>
          Download them as CSV or XLSX. The whole database, no filter needed, comes with{' '}
          <strong>Download full database CSV</strong>.
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        The address of this page holds your filters: bookmark it or share it to come back to the same search.
      </Text>
    </SearchCard>
  );
}
