import { ActionIcon, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { VttBiomeFieldsFragment } from '../../../gql/graphql.ts';

/** An icon button of a table row, named for screen readers and explained on hover; a link when it has `to`. */
export function SetupRowAction({
  label,
  color = 'gray',
  to,
  onClick,
  children,
}: {
  label: string;
  color?: string;
  children: ReactNode;
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never })) {
  return (
    <Tooltip label={label} openDelay={400}>
      {to ? (
        <ActionIcon component={Link} to={to} variant="subtle" color={color} aria-label={label}>
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
          {children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/** The header of a biome's views (spec 001 §2): its name, constant value and bound factors. */
export function BiomeFacts({ biome }: { biome: VttBiomeFieldsFragment }) {
  const facts: [string, ReactNode][] = [
    ['Biome', biome.name],
    ['Constant value', biome.constantValue],
    ['Lower bound factor', biome.lowerBoundFactor],
    ['Upper bound factor', biome.upperBoundFactor],
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" m={0} data-testid="biome-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={500}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The note under every setup form (spec 001 §2). */
export function RequiredNote() {
  return (
    <Group>
      <Text size="sm" c="dimmed">
        (*) = required
      </Text>
    </Group>
  );
}
