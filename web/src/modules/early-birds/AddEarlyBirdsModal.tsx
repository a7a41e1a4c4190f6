import { useMutation, useQuery } from '@apollo/client/react';
import { earlyBirdCandidatePageSize } from '@esvd/schema/rules/early-birds';
import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import { AddEarlyBirdDocument, EarlyBirdsDocument, NonEarlyBirdsDocument } from './early-birds.generated.ts';
import { describeError } from '../common/errors.ts';
import { PagePicker } from '../common/PagePicker.tsx';
import { RowAction, RowActions, RowActionsHeader } from '../common/RowActions.tsx';

interface AddEarlyBirdsModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * "Add users to early bird" (spec 001 §2, §9): the users who are not early birds, 15 a page, found by name, email or
 * display name; each one's add button moves them to the early birds.
 */
export function AddEarlyBirdsModal({ opened, onClose }: AddEarlyBirdsModalProps) {
  const [freeText, setFreeText] = useState('');
  const [searched] = useDebouncedValue(freeText.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, previousData, error, loading } = useQuery(NonEarlyBirdsDocument, {
    variables: {
      freeText: searched || null,
      limit: earlyBirdCandidatePageSize,
      offset: (page - 1) * earlyBirdCandidatePageSize,
    },
    skip: !opened,
    fetchPolicy: 'cache-and-network',
  });
  const [addEarlyBird] = useMutation(AddEarlyBirdDocument, {
    refetchQueries: [EarlyBirdsDocument, NonEarlyBirdsDocument],
    awaitRefetchQueries: true,
  });
  const [adding, setAdding] = useState<number | null>(null);

  const result = (data ?? previousData)?.nonEarlyBirds;
  const pageCount = result ? Math.max(1, Math.ceil(result.totalRecords / earlyBirdCandidatePageSize)) : 1;
  // The last user of the last page was added: that page is gone, the one before it shows.
  if (data && page > pageCount) setPage(pageCount);

  const add = async (userId: number, displayName: string) => {
    setAdding(userId);
    try {
      await addEarlyBird({ variables: { userId } });
      notifications.show({ color: 'green', message: `${displayName} is an early bird.` });
    } catch (refusal) {
      notifications.show({ color: 'red', message: describeError(refusal).message });
    } finally {
      setAdding(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add users to early bird" size="xl">
      <Stack gap="sm">
        <TextInput
          label="Search"
          placeholder="Search users by name, email or display name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={freeText}
          onChange={(event) => {
            setFreeText(event.currentTarget.value);
            setPage(1);
          }}
          data-autofocus
        />
        {!result && error && <Alert color="red">{describeError(error).message}</Alert>}
        {result && result.users.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            {searched ? 'No user who is not an early bird matches the search.' : 'Every user is an early bird.'}
          </Text>
        )}
        {result && result.users.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table
              striped
              highlightOnHover
              verticalSpacing={4}
              aria-busy={loading}
              style={{ opacity: loading ? 0.6 : 1 }}
              data-testid="early-bird-candidates"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Display name</Table.Th>
                  <Table.Th>User name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <RowActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.users.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>{user.displayName}</Table.Td>
                    <Table.Td>{user.userName}</Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <RowActions>
                      <RowAction
                        label={`Add ${user.displayName} to the early birds`}
                        hint="Add to the early birds"
                        color="forest"
                        loading={adding === user.id}
                        onClick={() => void add(user.id, user.displayName)}
                      >
                        <IconPlus size={18} aria-hidden />
                      </RowAction>
                    </RowActions>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {result
              ? `${result.totalRecords.toLocaleString('en-US')} ${result.totalRecords === 1 ? 'user' : 'users'}`
              : ''}
          </Text>
          {pageCount > 1 && <PagePicker page={page} pageCount={pageCount} onChange={setPage} size="sm" />}
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
