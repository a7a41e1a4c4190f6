import { emptyVslFilter, vslFilter, vslMessages, type VslFilter } from '@esvd/schema/rules/vsl';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';

import { SearchCard } from '../common/SearchCard.tsx';
import { VslAttentionModal } from './VslAttentionModal.tsx';
import { VslFiltersCard } from './VslFiltersCard.tsx';
import { VslTable } from './VslTable.tsx';

/**
 * The valuation studies list as Suggest a Study shows it (spec 001 §2): its filters, and the studies already listed,
 * read-only, so that a user can see whether a study is known before suggesting it.
 */
export function ReadOnlyVslList() {
  const [form, setForm] = useState<VslFilter>(emptyVslFilter);
  const [searched, setSearched] = useState<VslFilter | null>(null);
  const [attention, setAttention] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const search = () => {
    const checked = vslFilter.safeParse(form);
    if (checked.success) {
      setProblem(null);
      setSearched(checked.data);
      return;
    }
    const messages = checked.error.issues.map((issue) => issue.message);
    if (messages.includes(vslMessages.noFilter)) setAttention(true);
    else setProblem(messages.join(' '));
  };

  return (
    <Stack gap="md">
      <VslFiltersCard
        filter={form}
        onChange={(next) => {
          setForm(next);
          setProblem(null);
        }}
        onSubmit={search}
      />
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
      <VslAttentionModal opened={attention} onClose={() => setAttention(false)} />
    </Stack>
  );
}
