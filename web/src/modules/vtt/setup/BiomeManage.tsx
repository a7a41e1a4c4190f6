import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { IconCalculator, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import type { VttDetailFieldsFragment } from '../../../gql/graphql.ts';
import {
  DeleteVttVariableDetailDocument,
  SetVttBiomeVisibilityDocument,
  VttBiomeWithDetailsDocument,
} from '../vtt.generated.ts';
import { ConfirmDeleteModal } from '../../common/ConfirmDeleteModal.tsx';
import { describeError } from '../../common/errors.ts';
import { FormError } from '../../common/form/FormError.tsx';
import { RowAction, RowActions, RowActionsHeader } from '../../common/RowActions.tsx';
import { calculatorAddress } from '../calculator/calculator-url.ts';
import { setupAddress } from '../setup-address.ts';
import { LoadingState } from '../../common/LoadingState.tsx';
import { BiomeFacts } from './SetupParts.tsx';

/**
 * The biome manage view (spec 001 §2): the biome's facts, its visibility to visitors (toggled at once), and its
 * variable details, each linking to the calculator with its detail and variable ids.
 */
export function BiomeManage({ biomeId }: { biomeId: number }) {
  const { data, error } = useQuery(VttBiomeWithDetailsDocument, { variables: { id: biomeId } });
  const [setVisibility, visibility] = useMutation(SetVttBiomeVisibilityDocument);
  const [deleteDetail] = useMutation(DeleteVttVariableDetailDocument, {
    refetchQueries: [{ query: VttBiomeWithDetailsDocument, variables: { id: biomeId } }],
    awaitRefetchQueries: true,
  });
  const [deleting, setDeleting] = useState<VttDetailFieldsFragment | null>(null);

  if (!data) return <LoadingState loaded={false} error={error} what="The biome" />;
  const { vttBiome: biome, vttVariableDetails: details } = data;
  const detailAddress = (id: number | null) => setupAddress({ section: 'biome', view: 'detail', biomeId, id });

  return (
    <Stack gap="md">
      <BiomeFacts biome={biome} />
      <Switch
        label="Show for user calculations"
        description="Visitors and users see this biome in the calculator; administrators always do."
        checked={biome.showForUserCalculations}
        disabled={visibility.loading}
        onChange={(event) => {
          const showForUserCalculations = event.currentTarget.checked;
          // The switch moves at once; a refusal puts it back and says why under it.
          void setVisibility({
            variables: { id: biome.id, showForUserCalculations },
            optimisticResponse: { setVttBiomeVisibility: { ...biome, showForUserCalculations } },
          }).catch(() => undefined);
        }}
      />
      {visibility.error && <FormError message={describeError(visibility.error).message} />}
      <Group justify="space-between">
        <Button component={Link} to={setupAddress({ section: 'biome', view: 'list' })} variant="default">
          Back
        </Button>
        <Button component={Link} to={detailAddress(null)} leftSection={<IconPlus size={16} aria-hidden />}>
          Add variable
        </Button>
      </Group>
      {details.length === 0 ? (
        <Text>This biome has no variables yet: the calculator gives exp(constant). Add one with Add variable.</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing={6} aria-label={`Variables of ${biome.name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sub biome</Table.Th>
                <Table.Th>Variable</Table.Th>
                <Table.Th>Coefficient</Table.Th>
                <Table.Th>Sample Mean</Table.Th>
                <Table.Th>Min</Table.Th>
                <Table.Th>Max</Table.Th>
                <Table.Th>Transformed</Table.Th>
                <Table.Th>Remarks</Table.Th>
                <RowActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {details.map((detail) => (
                <Table.Tr key={detail.id}>
                  <Table.Td>{detail.vttSubBiome ?? '–'}</Table.Td>
                  <Table.Td>{detail.vttVariable}</Table.Td>
                  <Table.Td>{detail.coefficient}</Table.Td>
                  <Table.Td>{detail.sampleMean}</Table.Td>
                  <Table.Td>{detail.min}</Table.Td>
                  <Table.Td>{detail.max}</Table.Td>
                  <Table.Td>{detail.isTransformation ? 'ln(value)' : 'No'}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {detail.remarksText}
                    </Text>
                  </Table.Td>
                  <RowActions>
                    <RowAction
                      label={`Open ${detail.vttVariable} in the calculator`}
                      to={calculatorAddress({ detailId: detail.id, variableId: detail.vttVariableId })}
                    >
                      <IconCalculator size={16} aria-hidden />
                    </RowAction>
                    <RowAction label={`Edit ${detail.vttVariable}`} to={detailAddress(detail.id)}>
                      <IconPencil size={16} aria-hidden />
                    </RowAction>
                    <RowAction label={`Delete ${detail.vttVariable}`} color="red" onClick={() => setDeleting(detail)}>
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
        title="Delete variable detail"
        onConfirm={() => deleteDetail({ variables: { id: deleting!.id } })}
        onClose={() => setDeleting(null)}
      >
        {deleting && (
          <Text fw={500}>
            {deleting.vttVariable} from {biome.name}
          </Text>
        )}
      </ConfirmDeleteModal>
    </Stack>
  );
}
