import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The footer's way to /api-docs, on every page: the header has no room for another entry at 1024 px. */
export function ApiDocsLink() {
  return (
    <Anchor component={Link} to="/api-docs" size="xs">
      API
    </Anchor>
  );
}
