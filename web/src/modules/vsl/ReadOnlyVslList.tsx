import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { SearchCard } from '../common/SearchCard.tsx';
import { useVslSearch } from './use-vsl-search.ts';
import { VslAttentionModal } from './VslAttentionModal.tsx';
import { VslFiltersCard } from './VslFiltersCard.tsx';
import { VslTable } from './VslTable.tsx';

/**
 * The valuation studies list as Suggest a Study shows it (spec 001 §2): its filters, and the studies already listed,
 * read-only, so that a user can see whether a study is known before suggesting it.
 */
export function ReadOnlyVslList() {
  const { form, changeForm, searched, search, problem, attention, closeAttention } = useVslSearch();

  return (
    <Stack gap="md">
      <VslFiltersCard filter={form} onChange={changeForm} onSubmit={search} />
      {problem && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {problem}
        </Alert>
      )}
      <SearchCard id="vsl-list" title="Valuation studies list">
        {searched ? (
          <VslTable filter={searched} />
        ) : (
          <Text c="dimmed" py="lg" ta="center">
            Choose at least one filter, then Get valuations studies to see the studies already listed.
          </Text>
        )}
      </SearchCard>
      <VslAttentionModal opened={attention} onClose={closeAttention} />
    </Stack>
  );
}
