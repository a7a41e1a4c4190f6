import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Group, List, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { DeleteFilterQueryDocument, FilterQueriesTableDocument } from './downloads.generated.ts';
import { ConfirmDeleteModal } from '../common/ConfirmDeleteModal.tsx';
import { formatDateTime } from '../common/date-time.ts';
import { PageFrame } from '../common/PageFrame.tsx';
import { LoadingState } from '../common/LoadingState.tsx';
import { PagePicker } from '../common/PagePicker.tsx';
import { RowActions, RowActionsHeader } from '../common/RowActions.tsx';
import { SearchCard } from '../common/SearchCard.tsx';
import { CsvDownloadButton } from '../common/CsvDownloadButton.tsx';
import { csvDownloadUrl } from './downloads.ts';

/** Spec 001 §9: the saved filter queries show 100 a page. */
const pageSize = 100;

interface FilterQueryRow {
  id: number;
  createdOn: string;
}

/**
 * /filterqueries, Download Filter Queries (spec 001 §2, §9): the filters users have searched with, newest first,
 * 100 a page; each can be deleted, and "Download Filter Queries" gives them all as CSV.
 */
export function FilterQueriesPage() {
  const [page, setPage] = useState(1);
  const { data, previousData, error, loading } = useQuery(FilterQueriesTableDocument, {
    variables: { limit: pageSize, offset: (page - 1) * pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteFilterQuery] = useMutation(DeleteFilterQueryDocument, {
    refetchQueries: [FilterQueriesTableDocument],
    awaitRefetchQueries: true,
  });
  const [deleting, setDeleting] = useState<FilterQueryRow | null>(null);
  const shown = data ?? previousData;
  const pageCount = shown ? Math.max(1, Math.ceil(shown.filterQueryCount / pageSize)) : 1;
  // The last query of the last page was deleted: that page is gone, the one before it shows.
  if (data && page > pageCount) setPage(pageCount);

  const confirmDelete = async (query: FilterQueryRow) => {
    await deleteFilterQuery({ variables: { id: query.id } });
    notifications.show({ color: 'green', message: 'The filter query was deleted.' });
  };

  return (
    <PageFrame
      size="xl"
      title="Download Filter Queries"
      intro="Each search filter the first time a user ran it, with how many records it found. The download holds all of
        them, with dates in your time zone."
    >
      <SearchCard
        id="filter-queries"
        title="Filter queries"
        aside={
          <CsvDownloadButton
            label="Download Filter Queries"
            url={csvDownloadUrl('/api/filterqueries/csv')}
            fallbackName="ESVD_filterqueries.csv"
          />
        }
      >
        <LoadingState loaded={!!shown} error={error} what="The filter queries" />
        {shown && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {shown.filterQueryCount.toLocaleString('en-US')}{' '}
              {shown.filterQueryCount === 1 ? 'filter query' : 'filter queries'}
            </Text>
            {shown.filterQueries.length === 0 ? (
              <Text c="dimmed" ta="center" py="md">
                No search has been saved yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={900}>
                <Table
                  striped
                  highlightOnHover
                  verticalSpacing="xs"
                  fz="sm"
                  aria-busy={loading}
                  style={{ opacity: loading ? 0.6 : 1 }}
                  data-testid="filter-queries"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Created on</Table.Th>
                      <Table.Th>User</Table.Th>
                      <Table.Th>Filter</Table.Th>
                      <RowActionsHeader />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.filterQueries.map((query) => (
                      <Table.Tr key={query.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(query.createdOn)}</Table.Td>
                        <Table.Td>
                          {query.userName ? (
                            <>
                              <Text size="sm">{query.displayName}</Text>
                              <Text size="xs" c="dimmed">
                                {query.email}
                              </Text>
                            </>
                          ) : (
                            <Text size="sm" c="dimmed">
                              (no user)
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <List size="sm" listStyleType="none" spacing={2}>
                            {query.filterInWords.map((line) => (
                              <List.Item key={line}>{line}</List.Item>
                            ))}
                          </List>
                        </Table.Td>
                        <RowActions>
                          <Tooltip label="Delete">
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Delete the filter query of ${formatDateTime(query.createdOn)}`}
                              onClick={() => setDeleting(query)}
                            >
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </RowActions>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {pageCount > 1 && (
              <Group justify="center">
                <PagePicker page={page} pageCount={pageCount} onChange={setPage} />
              </Group>
            )}
          </Stack>
        )}
      </SearchCard>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Delete filter query"
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </PageFrame>
  );
}
