import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SearchCardProps {
  id: string;
  title: string;
  /** Beside the title: counts, toggles. */
  aside?: ReactNode;
  children: ReactNode;
}

/** Below the page's fixed header when the page scrolls a card into view. */
const headerClearance = 80;

/**
 * A card of the search page: a titled section (`#search-{id}`), so screen readers can move from card to card and the
 * page can bring one into view.
 */
export function SearchCard({ id, title, aside, children }: SearchCardProps) {
  const headingId = `search-${id}-heading`;
  return (
    <Paper
      component="section"
      id={`search-${id}`}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      style={{ scrollMarginTop: headerClearance }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
