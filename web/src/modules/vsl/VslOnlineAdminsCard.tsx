import { Badge, Group, List, Skeleton, Text } from '@mantine/core';

import { SearchCard } from '../common/SearchCard.tsx';

/** "Number of VSL Admins on-line" (spec 001 §2): who has the grid open now, each once; null until the grid knows. */
export function VslOnlineAdminsCard({ names }: { names: string[] | null }) {
  return (
    <SearchCard id="vsl-online" title="Number of VSL Admins on-line">
      <div aria-live="polite">
        {names === null ? (
          <Skeleton height={24} width={120} aria-label="Finding who is on-line" />
        ) : (
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Badge size="xl" variant="light" data-testid="vsl-online-count" data-count={names.length}>
              {names.length}
            </Badge>
            {names.length > 0 ? (
              <List size="sm" listStyleType="none" data-testid="vsl-online-names">
                {names.map((name) => (
                  <List.Item key={name}>{name}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                Nobody has the grid open.
              </Text>
            )}
          </Group>
        )}
      </div>
    </SearchCard>
  );
}
