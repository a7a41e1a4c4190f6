import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import { anonymousViewer } from '../modules/access/resources.ts';
import { useViewer } from '../modules/access/use-viewer.ts';
import { PageFrame } from '../modules/common/PageFrame.tsx';
import { PageViewCounts } from '../modules/consent/index.ts';
import { buildNavigation } from './layout/navigation.ts';

/**
 * /admin, the Admin page (spec 001 §2): every admin tool the viewer may open, one card each, from the same
 * declarations as the Admin dropdown, so the two never disagree; then the pages most viewed lately.
 */
export function AdminPage() {
  const { viewer } = useViewer();
  const tools = buildNavigation(viewer ?? anonymousViewer).admin.filter((entry) => entry.to !== '/admin');

  return (
    <PageFrame title="Admin" intro="The administration tools your role gives you." size="lg">
      <Stack gap="lg">
        {tools.length === 0 ? (
          <Text>Your role gives you no administration tools.</Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="md"
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {tools.map((tool) => (
              <Paper component="li" key={tool.to} withBorder radius="md" p="md">
                <Anchor component={Link} to={tool.to} fw={600}>
                  {tool.label}
                </Anchor>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        <PageViewCounts />
      </Stack>
    </PageFrame>
  );
}
