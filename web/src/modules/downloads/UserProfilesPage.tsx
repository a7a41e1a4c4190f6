import { useQuery } from '@apollo/client/react';
import { defaultUserProfilePageSize } from '@esvd/schema/rules/user-profiles';
import { Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';

import type { UserProfileSortColumn } from '../../gql/graphql.ts';
import { UserProfilesTableDocument } from './downloads.generated.ts';
import { formatDateTime } from '../common/date-time.ts';
import { PageFrame } from '../common/PageFrame.tsx';
import { LoadingState } from '../common/LoadingState.tsx';
import { PagePicker } from '../common/PagePicker.tsx';
import { SearchCard } from '../common/SearchCard.tsx';
import { SortableHeader } from '../common/SortableHeader.tsx';
import { CsvDownloadButton } from '../common/CsvDownloadButton.tsx';
import { csvDownloadUrl, shownDate } from './downloads.ts';

const columns: { column: UserProfileSortColumn; label: string; align?: 'right' }[] = [
  { column: 'id', label: 'Id', align: 'right' },
  { column: 'displayName', label: 'Display name' },
  { column: 'userName', label: 'User name' },
  { column: 'email', label: 'Email' },
  { column: 'organization', label: 'Organization' },
  { column: 'sector', label: 'Sector' },
  { column: 'purposeOfAccess', label: 'Purpose of access' },
  { column: 'registrationDate', label: 'Registered' },
  { column: 'numberOfSignIn', label: 'Sign-ins', align: 'right' },
  { column: 'lastSignInDate', label: 'Last sign-in' },
];

/** "Other: Mathematics" when the choice is Other and the user named it. */
const withOther = (choice: string, other: string | null | undefined) => (other ? `${choice}: ${other}` : choice);

/**
 * /userprofiles, Download User Profiles (spec 001 §2, §9): the users table, by registration date, oldest first,
 * until a header sorts it otherwise, and "Download User Profiles", every user as CSV in the table's order.
 */
export function UserProfilesPage() {
  const [sort, setSort] = useState<{ sortColumn: UserProfileSortColumn; isDescend: boolean }>({
    sortColumn: 'registrationDate',
    isDescend: false,
  });
  const [page, setPage] = useState(1);
  const { data, previousData, error, loading } = useQuery(UserProfilesTableDocument, {
    variables: { ...sort, limit: defaultUserProfilePageSize, offset: (page - 1) * defaultUserProfilePageSize },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.userProfiles;
  const pageCount = result ? Math.max(1, Math.ceil(result.totalCount / defaultUserProfilePageSize)) : 1;

  const sortBy = (sortColumn: UserProfileSortColumn) => {
    setSort((current) => ({
      sortColumn,
      isDescend: current.sortColumn === sortColumn ? !current.isDescend : false,
    }));
    setPage(1);
  };

  return (
    <PageFrame
      size="xl"
      title="Download User Profiles"
      intro="Everyone who has signed up, with what they told us about themselves. The download holds all of them, in the
        table's order, with dates in your time zone."
    >
      <SearchCard
        id="user-profiles"
        title="Users"
        aside={
          <CsvDownloadButton
            label="Download User Profiles"
            url={csvDownloadUrl('/api/account/allusers/csv', {
              sortColumn: sort.sortColumn,
              isDescend: String(sort.isDescend),
            })}
            fallbackName="ESVD_userprofiles.csv"
          />
        }
      >
        <LoadingState loaded={!!result} error={error} what="The users" />
        {result && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {result.totalCount.toLocaleString('en-US')} {result.totalCount === 1 ? 'user' : 'users'}
            </Text>
            <Table.ScrollContainer minWidth={1160}>
              <Table
                striped
                highlightOnHover
                verticalSpacing="xs"
                fz="sm"
                aria-busy={loading}
                style={{ opacity: loading ? 0.6 : 1 }}
                data-testid="user-profiles"
              >
                <Table.Thead>
                  <Table.Tr>
                    {columns.map(({ column, label, align }) => (
                      <SortableHeader
                        key={column}
                        label={label}
                        align={align}
                        sorted={sort.sortColumn === column ? (sort.isDescend ? 'descending' : 'ascending') : undefined}
                        onSort={() => sortBy(column)}
                      />
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.items.map((user) => (
                    <Table.Tr key={user.id}>
                      <Table.Td ta="right">{user.id}</Table.Td>
                      <Table.Td>{user.displayName}</Table.Td>
                      <Table.Td>{user.userName}</Table.Td>
                      <Table.Td>{user.email}</Table.Td>
                      <Table.Td>{user.organization}</Table.Td>
                      <Table.Td>{withOther(user.sector, user.sectorOther)}</Table.Td>
                      <Table.Td>{withOther(user.purposeOfAccess, user.purposeOfAccessOther)}</Table.Td>
                      <Table.Td>{shownDate(user.registrationDate, formatDateTime)}</Table.Td>
                      <Table.Td ta="right">{user.numberOfSignIn.toLocaleString('en-US')}</Table.Td>
                      <Table.Td>{shownDate(user.lastSignInDate, formatDateTime)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {result.items.length === 0 && (
              <Text c="dimmed" ta="center" py="md">
                There are no users yet.
              </Text>
            )}
            {pageCount > 1 && (
              <Group justify="center">
                <PagePicker page={page} pageCount={pageCount} onChange={setPage} />
              </Group>
            )}
          </Stack>
        )}
      </SearchCard>
    </PageFrame>
  );
}
