import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EntryPageProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** The frame of Add Data and Edit Data: the page's heading, then its cards. */
export function EntryPage({ title, intro, children }: EntryPageProps) {
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed">{intro}</Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}
