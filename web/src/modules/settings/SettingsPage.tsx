import { Stack } from '@mantine/core';

import { PageFrame } from '../common/PageFrame.tsx';
import { CitationCard } from './CitationCard.tsx';
import { DatabaseVersionCard } from './DatabaseVersionCard.tsx';
import { DeleteValuationCard } from './DeleteValuationCard.tsx';

/**
 * /settings, Various Settings (spec 001 §2): the delete-valuation card, and the two cards the spec does not show,
 * chosen as what an administrator publishes with each release of the data: the database version and the citation.
 */
export function SettingsPage() {
  return (
    <PageFrame
      title="Various Settings"
      intro="Delete a value record, and publish the database version and how to cite it."
      size="lg"
    >
      <Stack gap="md">
        <DeleteValuationCard />
        <DatabaseVersionCard />
        <CitationCard />
      </Stack>
    </PageFrame>
  );
}
