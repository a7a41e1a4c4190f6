import { Stack } from '@mantine/core';

import { PageFrame } from '../common/PageFrame.tsx';
import { CitationCard } from './CitationCard.tsx';
import { DatabaseVersionCard } from './DatabaseVersionCard.tsx';
import { DeleteValuationCard } from './DeleteValuationCard.tsx';
import { WorldBankVintageCard } from './WorldBankVintageCard.tsx';

/**
 * /settings, Various Settings (spec 001 §2): the delete-valuation card, and the two cards the spec does not show,
 * chosen as what an administrator publishes with each release of the data: the database version and the citation;
 * and the World Bank vintage standardised values are computed with (issue 37).
 */
export function SettingsPage() {
  return (
    <PageFrame
      title="Various Settings"
      intro="Delete a value record, publish the database version and how to cite it, and choose the World Bank data for standardised values."
      size="lg"
    >
      <Stack gap="md">
        <DeleteValuationCard />
        <DatabaseVersionCard />
        <CitationCard />
        <WorldBankVintageCard />
      </Stack>
    </PageFrame>
  );
}
