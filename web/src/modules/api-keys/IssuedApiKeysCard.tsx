import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import type { ApiKeyFieldsFragment } from '../../gql/graphql.ts';
import { ApiKeysDocument, RevokeApiKeyDocument } from './api-keys.generated.ts';
import { formatDateTime } from '../common/date-time.ts';
import { describeError } from '../common/errors.ts';
import { FormError } from '../common/form/FormError.tsx';
import { LoadingState } from '../common/LoadingState.tsx';
import { RowActions, RowActionsHeader } from '../common/RowActions.tsx';
import { SearchCard } from '../common/SearchCard.tsx';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '');

function statusOf(apiKey: ApiKeyFieldsFragment): { label: string; color: string } {
  if (apiKey.revokedAt) return { label: `Revoked ${formatDateTime(apiKey.revokedAt)}`, color: 'red' };
  if (apiKey.expiresAt && new Date(apiKey.expiresAt) <= new Date()) return { label: 'Expired', color: 'gray' };
  return { label: 'Active', color: 'green' };
}

/** The keys issued (spec 001 §2 shows none; an issued key must be answerable for): who has one, and Revoke. */
export function IssuedApiKeysCard() {
  const { data, error } = useQuery(ApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const [revokeApiKey] = useMutation(RevokeApiKeyDocument);
  const [revoking, setRevoking] = useState<ApiKeyFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const apiKeys = data?.apiKeys;

  const close = () => {
    if (busy) return;
    setRevoking(null);
    setProblem(null);
  };

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    setProblem(null);
    try {
      await revokeApiKey({ variables: { id: revoking.id } });
      notifications.show({ color: 'green', message: `The API key ${revoking.prefix}… is revoked.` });
      setRevoking(null);
    } catch (refusal) {
      setProblem(describeError(refusal).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SearchCard id="api-keys" title="Issued API keys">
      <LoadingState loaded={!!apiKeys} error={error} what="The API keys" />
      {apiKeys?.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          No API key has been issued yet.
        </Text>
      )}
      {apiKeys && apiKeys.length > 0 && (
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="api-keys">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Key</Table.Th>
                <Table.Th>Recipient</Table.Th>
                <Table.Th>Issued by</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>Status</Table.Th>
                <RowActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {apiKeys.map((apiKey) => {
                const status = statusOf(apiKey);
                return (
                  <Table.Tr key={apiKey.id}>
                    <Table.Td ff="monospace">{apiKey.prefix}…</Table.Td>
                    <Table.Td>{apiKey.recipientEmail ?? ''}</Table.Td>
                    <Table.Td>{apiKey.issuedBy ?? ''}</Table.Td>
                    <Table.Td>{when(apiKey.createdOn)}</Table.Td>
                    <Table.Td>{when(apiKey.expiresAt)}</Table.Td>
                    <Table.Td>{apiKey.lastUsedAt ? when(apiKey.lastUsedAt) : 'Never'}</Table.Td>
                    <Table.Td>
                      <Badge color={status.color} variant="light">
                        {status.label}
                      </Badge>
                    </Table.Td>
                    <RowActions>
                      {status.label === 'Active' && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Revoke the API key ${apiKey.prefix}…`}
                          onClick={() => setRevoking(apiKey)}
                        >
                          Revoke
                        </Button>
                      )}
                    </RowActions>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={revoking !== null} onClose={close} title="Revoke API key" centered>
        <Stack gap="md">
          <Text>
            Revoke the key <strong>{revoking?.prefix}…</strong>
            {revoking?.recipientEmail ? ` of ${revoking.recipientEmail}` : ''}? Scripts using it stop working at once.
          </Text>
          {problem && <FormError message={problem} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={() => void revoke()} loading={busy}>
              Revoke
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SearchCard>
  );
}
