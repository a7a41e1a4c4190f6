import { Button, Container, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { productName } from '../common/product.ts';
import { SearchCard } from '../common/SearchCard.tsx';
import { ReadOnlyVslList } from '../vsl/index.ts';
import { SuggestStudyForm } from './SuggestStudyForm.tsx';

/** The Read Me card: what a suggestion is for and what happens to it. */
function ReadMeCard() {
  return (
    <SearchCard id="suggest-read-me" title="Read Me">
      <Text size="sm">
        Know a study with primary valuations of ecosystem services that the {productName} should hold? Suggest it here,
        and the team will screen it for inclusion.
      </Text>
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>
          Check below whether the study is already in the valuation studies list: filter it by country, biome, service
          or free text.
        </List.Item>
        <List.Item>
          Give its title, why it should be included and its type, and attach the study itself: one or two files (pdf,
          docx, odt, doc or txt), 10 MB in all.
        </List.Item>
      </List>
    </SearchCard>
  );
}

/**
 * /suggest (spec 000 §2, §4): Read Me, the form 'Suggest a Study' and the read-only valuation studies list. After a
 * suggestion the form is hidden while the thank-you modal shows; closing it brings back an empty form.
 */
export function SuggestStudyPage() {
  const [thanks, setThanks] = useState<string | null>(null);

  return (
    <Container size="xl" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Suggest a Study
        </Title>
        <ReadMeCard />
        {thanks === null && (
          <Paper
            component="section"
            aria-labelledby="suggest-form-heading"
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'lg' }}
          >
            <Stack gap="sm" maw={720}>
              <Title order={2} size="h4" id="suggest-form-heading">
                Suggest a Study
              </Title>
              <SuggestStudyForm onSuggested={setThanks} />
            </Stack>
          </Paper>
        )}
        <ReadOnlyVslList />
      </Stack>
      <Modal opened={thanks !== null} onClose={() => setThanks(null)} title="Thank you!" centered>
        <Text>{thanks}</Text>
        <Text size="sm" c="dimmed" mt="xs">
          The team will screen the study; you can suggest another one at any time.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setThanks(null)} data-autofocus>
            Close
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
