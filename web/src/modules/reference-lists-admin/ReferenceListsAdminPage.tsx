import { useQuery } from '@apollo/client/react';
import { maximumReferenceLevel } from '@esvd/schema/rules/reference-entries';
import { Container, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';

import { AdminReferenceListsDocument } from './reference-lists-admin.generated.ts';
import { LoadingState } from '../common/LoadingState.tsx';
import { ReferenceListPanel } from './ReferenceListPanel.tsx';

/**
 * /referencelists, the reference lists (spec 000 §3, §7): pick one of the 19 lists, then read, add, edit and delete
 * its entries. The address names the list (`/referencelists?list=countries`), so a reload or a link opens it again.
 * (/admin is the Admin page of spec 001 §2, which links here.)
 */
export function ReferenceListsAdminPage() {
  const { data, error } = useQuery(AdminReferenceListsDocument);
  const [searchParams, setSearchParams] = useSearchParams();
  const lists = data?.referenceLists;
  const chosen = lists?.find((list) => list.path === searchParams.get('list')) ?? lists?.[0];

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Reference lists
        </Title>
        <Text c="dimmed">
          The lists that valuations and studies choose from. Entries of hierarchical lists sit under a parent, at most{' '}
          {maximumReferenceLevel} levels deep. An entry that records or sub-entries use cannot be deleted.
        </Text>
        <LoadingState loaded={!!lists} error={error} what="The reference lists" />
        {lists && chosen && (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="md">
              <Select
                label="Reference list"
                data={lists.map((list) => ({ value: list.path, label: list.title }))}
                value={chosen.path}
                onChange={(path) => path && setSearchParams({ list: path })}
                allowDeselect={false}
                searchable
                maw={420}
              />
              <ReferenceListPanel key={chosen.name} list={chosen} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
