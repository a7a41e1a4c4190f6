import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { productName, productTitle } from '../../modules/common/product.ts';
import classes from './AppLayout.module.css';

/** Logo and name; the subtitle only where it fits on one line beside an administrator's links and user menu. */
export function Brand() {
  return (
    <Link to="/" className={classes.brand} data-testid="brand">
      <ThemeIcon size={36} radius="md" aria-hidden>
        <IconLeaf size={22} />
      </ThemeIcon>
      <Stack gap={0}>
        <Text fw={800} fz="xl" lh={1.1} c="forest.8">
          {productName}
        </Text>
        <Text size="xs" c="dimmed" lh={1.2} className={classes.brandSubtitle}>
          {productTitle}
        </Text>
      </Stack>
    </Link>
  );
}
