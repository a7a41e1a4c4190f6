import { useQuery } from '@apollo/client/react';
import { Paper, Table, Text, Title } from '@mantine/core';

import { PageViewsDocument } from './page-views.generated.ts';

const days = 30;

/** The most viewed pages of the last 30 days, as counted after visitors' consent: for the Admin page. */
export function PageViewCounts() {
  const { data } = useQuery(PageViewsDocument, { variables: { days } });
  const views = data?.pageViews;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Page views">
      <Title order={2} fz="lg">
        Page views, last {days} days
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Counted only for visitors who accepted the consent banner; the page&apos;s address only.
      </Text>
      {views && views.length === 0 && <Text size="sm">No page view has been counted yet.</Text>}
      {views && views.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Page</Table.Th>
              <Table.Th ta="right">Views</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {views.map((view) => (
              <Table.Tr key={view.path}>
                <Table.Td>{view.path}</Table.Td>
                <Table.Td ta="right">{view.views.toLocaleString('en-US')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
