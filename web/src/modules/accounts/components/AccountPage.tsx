import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AccountPageProps {
  title: string;
  /** A line under the title saying what the page is for. */
  intro?: ReactNode;
  /** Sign-up and My Profile hold more fields and get a wider card. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of every account page: a centred card with the page's heading. */
export function AccountPage({ title, intro, wide = false, children }: AccountPageProps) {
  return (
    <Container size={wide ? 640 : 440} px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {intro && (
              <Text size="sm" c="dimmed">
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
