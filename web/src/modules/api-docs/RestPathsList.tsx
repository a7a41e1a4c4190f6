import { Alert, Badge, Code, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';

import { PageLoader } from '../common/PageLoader.tsx';
import { findRestPaths, openApiDocumentUrl, restPathGroups, type RestPathGroup } from './rest-paths.ts';

const methodColors: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };

type Loaded = { groups: RestPathGroup[] } | { error: string } | null;

/** The REST paths of the OpenAPI description, loaded once with the page. */
function useRestPathGroups(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    const request = new AbortController();
    fetch(openApiDocumentUrl, { signal: request.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The server answered ${response.status}.`);
        setLoaded({ groups: restPathGroups(await response.json()) });
      })
      .catch((error: unknown) => {
        if (!request.signal.aborted) setLoaded({ error: error instanceof Error ? error.message : String(error) });
      });
    return () => request.abort();
  }, []);
  return loaded;
}

/** Every REST path (method, path, access, summary) by module, with a search over them. */
export function RestPathsList() {
  const loaded = useRestPathGroups();
  const [text, setText] = useState('');
  const groups = useMemo(
    () => (loaded && 'groups' in loaded ? findRestPaths(loaded.groups, text) : []),
    [loaded, text],
  );

  if (!loaded) return <PageLoader />;
  if ('error' in loaded) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The REST paths could not be loaded">
        {loaded.error}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <TextInput
        label="Find a path"
        description="Words of its method, path, access or summary"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maw={420}
      />
      {groups.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          No path matches "{text.trim()}".
        </Text>
      )}
      {groups.map((group) => (
        <section key={group.tag} aria-label={group.tag}>
          <Title order={3} size="h5">
            {group.tag}
          </Title>
          {group.description && (
            <Text size="sm" c="dimmed">
              {group.description}
            </Text>
          )}
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing={4} data-testid={`rest-paths-${group.tag}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={90}>Method</Table.Th>
                  <Table.Th>Path</Table.Th>
                  <Table.Th w={220}>Access</Table.Th>
                  <Table.Th>Summary</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.rows.map((row) => (
                  <Table.Tr key={`${row.method} ${row.path}`}>
                    <Table.Td>
                      <Badge variant="light" color={methodColors[row.method] ?? 'gray'} miw="max-content">
                        {row.method}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Code>{row.path}</Code>
                    </Table.Td>
                    <Table.Td>{row.access}</Table.Td>
                    <Table.Td>{row.summary}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      ))}
    </Stack>
  );
}
