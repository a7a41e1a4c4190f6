import { Group, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import type { VttBiomeFieldsFragment } from '../../../gql/graphql.ts';

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
