import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { EarlyBirdsDocument, NonEarlyBirdsDocument, RemoveEarlyBirdDocument } from './early-birds.generated.ts';
import { formatDateTime } from '../common/date-time.ts';
import { describeError } from '../common/errors.ts';
import { PageFrame } from '../common/PageFrame.tsx';
import { LoadingState } from '../common/LoadingState.tsx';
import { RowAction, RowActions, RowActionsHeader } from '../common/RowActions.tsx';
import { SearchCard } from '../common/SearchCard.tsx';
import { AddEarlyBirdsModal } from './AddEarlyBirdsModal.tsx';

/**
 * /earlybirdSetup, Early Bird Setup (spec 001 §2, §4): the list of early birds, each with a trash button, and "Add
 * users to early bird", a modal to find users and add them.
 */
export function EarlyBirdSetupPage() {
  const { data, error } = useQuery(EarlyBirdsDocument, { fetchPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  const [removeEarlyBird] = useMutation(RemoveEarlyBirdDocument, {
    refetchQueries: [EarlyBirdsDocument, NonEarlyBirdsDocument],
    awaitRefetchQueries: true,
  });
  const [removing, setRemoving] = useState<number | null>(null);
  const earlyBirds = data?.earlyBirds.users;

  const remove = async (userId: number, displayName: string) => {
    setRemoving(userId);
    try {
      await removeEarlyBird({ variables: { userId } });
      notifications.show({ color: 'green', message: `${displayName} is no longer an early bird.` });
    } catch (refusal) {
      notifications.show({ color: 'red', message: describeError(refusal).message });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <PageFrame
      size="lg"
      title="Early Bird Setup"
      intro="Early birds are the users who get new features first. Add users to the list or remove them."
    >
      <SearchCard
        id="early-birds"
        title="List of early birds"
        aside={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add users to early bird
          </Button>
        }
      >
        <LoadingState loaded={!!earlyBirds} error={error} what="The early birds" />
        {earlyBirds?.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            There are no early birds yet.
          </Text>
        )}
        {earlyBirds && earlyBirds.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="early-birds">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Display name</Table.Th>
                  <Table.Th>User name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Early bird since</Table.Th>
                  <RowActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {earlyBirds.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>{user.displayName}</Table.Td>
                    <Table.Td>{user.userName}</Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{user.addedOn ? formatDateTime(user.addedOn) : ''}</Table.Td>
                    <RowActions>
                      <RowAction
                        label={`Remove ${user.displayName} from the early birds`}
                        hint="Remove from the early birds"
                        color="red"
                        loading={removing === user.id}
                        onClick={() => void remove(user.id, user.displayName)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </RowAction>
                    </RowActions>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </SearchCard>
      <AddEarlyBirdsModal opened={adding} onClose={() => setAdding(false)} />
    </PageFrame>
  );
}
