import { Alert, Anchor, Container } from '@mantine/core';
import { useRouteError } from 'react-router-dom';

/**
 * Last line of defence for a page that throws while rendering or whose code fails to load (e.g. after a deploy
 * replaced the chunk). The wording is the spec's generic message (spec 000 §8).
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="Something went wrong">
        Something unexpected has happened. Please try again or consult the admin for this site.{' '}
        <Anchor href="/">Reload the home page</Anchor>
      </Alert>
    </Container>
  );
}
