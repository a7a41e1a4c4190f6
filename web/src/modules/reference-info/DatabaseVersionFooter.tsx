import { formatDatabaseVersion } from '@esvd/schema/rules/database-version-label';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { contactEmail, productTitle } from '../common/product.ts';
import { useCurrentDatabaseVersion, useLiveDatabaseVersion } from './use-current-database-version.ts';

/**
 * The page footer: database version and citation (spec 000 §1), live when an admin publishes a new version; the
 * shell adds its own links (`links`) to the last line.
 */
export function DatabaseVersionFooter({ links }: { links?: ReactNode }) {
  useLiveDatabaseVersion();
  const { databaseVersion } = useCurrentDatabaseVersion();

  return (
    <Container size="lg" py="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {productTitle}
          </Text>
          {databaseVersion && (
            <Text size="sm" c="dimmed">
              Database version{' '}
              <Text span fw={600} c="var(--mantine-color-text)" data-testid="database-version">
                {formatDatabaseVersion(databaseVersion)}
              </Text>{' '}
              ·{' '}
              <Anchor component={Link} to="/releases" size="sm">
                Releases
              </Anchor>
            </Text>
          )}
        </Group>
        {databaseVersion?.referenceText && (
          <Text size="xs" c="dimmed">
            <span data-testid="citation">{databaseVersion.referenceText}</span>{' '}
            <Anchor href="/api/referenceinfos/citation" download size="xs">
              Citation (PDF)
            </Anchor>
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Values are in international dollars per hectare per year at 2020 prices. Questions and corrections:{' '}
          <Anchor href={`mailto:${contactEmail}`} size="xs">
            {contactEmail}
          </Anchor>
          {links && <> · {links}</>}
        </Text>
      </Stack>
    </Container>
  );
}
