import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>Page not found</Title>
        <Text>
          There is no page at{' '}
          <Text span ff="monospace">
            {pathname}
          </Text>
          . It may have moved, or the link may be mistyped.
        </Text>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Container>
  );
}
