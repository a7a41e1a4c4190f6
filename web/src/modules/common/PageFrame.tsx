import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  /** A sentence or two under the heading: what the page is for. */
  intro: ReactNode;
  /** How wide the page may grow: wide tables want 'xl'. */
  size: 'lg' | 'xl';
  children: ReactNode;
}

/** The frame of a page: its heading and introduction, then its cards, with less margin on a phone. */
export function PageFrame({ title, intro, size, children }: PageFrameProps) {
  return (
    <Container size={size} px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'lg' }}>
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
