import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import { isGranted, useViewer } from '../access/index.ts';
import { PageFrame } from '../common/PageFrame.tsx';
import { PageLoader } from '../common/PageLoader.tsx';
import { downloadPages } from './downloads.ts';

/** /downloads (spec 001 §2): the administrators' downloads, each a page of its own, offered to those who may use it. */
export function DownloadsPage() {
  const { viewer } = useViewer();
  const offered = viewer ? downloadPages.filter((page) => isGranted(viewer, page.resource)) : null;

  return (
    <PageFrame size="lg" title="Downloads" intro="Lists for administrators, to read here or download as CSV.">
      {!offered && <PageLoader />}
      {offered?.length === 0 && <Text c="dimmed">There is nothing for you to download here.</Text>}
      {offered && offered.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {offered.map((page) => (
            <Paper key={page.path} withBorder radius="md" p="lg" component="section">
              <Stack gap={4}>
                <Anchor component={Link} to={page.path} fw={600} size="lg">
                  {page.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {page.description}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </PageFrame>
  );
}
