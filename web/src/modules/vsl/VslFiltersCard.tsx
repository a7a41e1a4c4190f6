import { emptyVslFilter, vslInclusions, type VslFilter } from '@esvd/schema/rules/vsl';
import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';

import { SearchCard } from '../common/SearchCard.tsx';
import { FreeTextFilter } from '../common/filters/FreeTextFilter.tsx';
import { ListFilterControls } from '../common/filters/ListFilterControls.tsx';
import { inclusionOptions } from './vsl-filter.ts';

interface VslFiltersCardProps {
  filter: VslFilter;
  onChange: (filter: VslFilter) => void;
  /** "Get valuations studies", and Enter in the free text. */
  onSubmit: () => void;
}

/**
 * The Filters card of spec 001 §2: whether a study is in the database, the list filters the catalogue gives the
 * valuation studies list, and free text. Values within one filter are alternatives, different filters must all hold.
 */
export function VslFiltersCard({ filter, onChange, onSubmit }: VslFiltersCardProps) {
  const change = (changes: Partial<VslFilter>) => onChange({ ...filter, ...changes });

  return (
    <SearchCard id="vsl-filters" title="Filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <Select
          label="Included in ESVD"
          placeholder="Any"
          data={inclusionOptions}
          value={filter.includedEsvd}
          onChange={(value) => change({ includedEsvd: vslInclusions.find((inclusion) => inclusion === value) ?? null })}
          clearable
        />
        <ListFilterControls subject="vsl" filter={filter} onChange={(name, ids) => change({ [name]: ids })} />
        <FreeTextFilter value={filter.freeText} onChange={(freeText) => change({ freeText })} onSubmit={onSubmit} />
      </SimpleGrid>
      <Group gap="sm">
        <Button leftSection={<IconSearch size={16} aria-hidden />} onClick={onSubmit}>
          Get valuations studies
        </Button>
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange(emptyVslFilter)}
        >
          Clear Filters
        </Button>
      </Group>
    </SearchCard>
  );
}
