import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconListDetails, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { LoadingState } from '../../common/LoadingState.tsx';
import type { VttBiomeFieldsFragment } from '../../../gql/graphql.ts';
import { DeleteVttBiomeDocument, VttBiomesDocument } from '../vtt.generated.ts';
import { ConfirmDeleteModal } from '../../common/ConfirmDeleteModal.tsx';
import { RowAction, RowActions, RowActionsHeader } from '../../common/RowActions.tsx';
import { setupAddress } from '../setup-address.ts';

/** The biomes: their constants and factors, whether users see them, and the way to each biome's variables. */
export function BiomeList() {
  // A biome saved in its form, while this list was not shown, must appear here.
  const { data, error } = useQuery(VttBiomesDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteBiome] = useMutation(DeleteVttBiomeDocument, {
    refetchQueries: [VttBiomesDocument],
    awaitRefetchQueries: true,
  });
  const [deleting, setDeleting] = useState<VttBiomeFieldsFragment | null>(null);

  if (!data) return <LoadingState loaded={false} error={error} what="The biomes" />;
  const biomes = data.vttBiomes;
  return (
    <>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {biomes.length} biomes
        </Text>
        <Button
          component={Link}
          to={setupAddress({ section: 'biome', view: 'entry', id: null })}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add biome
        </Button>
      </Group>
      {biomes.length === 0 ? (
        <Text mt="md">There are no biomes yet. Add the first one with Add biome.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} mt="md">
          <Table striped highlightOnHover verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Constant value</Table.Th>
                <Table.Th>Lower bound factor</Table.Th>
                <Table.Th>Upper bound factor</Table.Th>
                <Table.Th>Shown for user calculations</Table.Th>
                <RowActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {biomes.map((biome) => (
                <Table.Tr key={biome.id}>
                  <Table.Td>{biome.name}</Table.Td>
                  <Table.Td>{biome.constantValue}</Table.Td>
                  <Table.Td>{biome.lowerBoundFactor}</Table.Td>
                  <Table.Td>{biome.upperBoundFactor}</Table.Td>
                  <Table.Td>
                    <Badge color={biome.showForUserCalculations ? 'green' : 'gray'} variant="light">
                      {biome.showForUserCalculations ? 'Shown' : 'Hidden'}
                    </Badge>
                  </Table.Td>
                  <RowActions>
                    <RowAction
                      label={`Manage the variables of ${biome.name}`}
                      to={setupAddress({ section: 'biome', view: 'manage', id: biome.id })}
                    >
                      <IconListDetails size={16} aria-hidden />
                    </RowAction>
                    <RowAction
                      label={`Edit ${biome.name}`}
                      to={setupAddress({ section: 'biome', view: 'entry', id: biome.id })}
                    >
                      <IconPencil size={16} aria-hidden />
                    </RowAction>
                    <RowAction label={`Delete ${biome.name}`} color="red" onClick={() => setDeleting(biome)}>
                      <IconTrash size={16} aria-hidden />
                    </RowAction>
                  </RowActions>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Delete biome"
        onConfirm={() => deleteBiome({ variables: { id: deleting!.id } })}
        onClose={() => setDeleting(null)}
      >
        {deleting && <Text fw={500}>{deleting.name}, with its variable details</Text>}
      </ConfirmDeleteModal>
    </>
  );
}
