import type { ValuationFilter } from '@esvd/schema/rules/search';
import { Button, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';

import { SearchCard } from '../../common/SearchCard.tsx';
import { FreeTextFilter } from '../../common/filters/FreeTextFilter.tsx';
import { ListFilterControls } from '../../common/filters/ListFilterControls.tsx';
import { emptyFilter } from '../search-url.ts';

interface FiltersCardProps {
  filter: ValuationFilter;
  onChange: (filter: ValuationFilter) => void;
  /** Enter in the free text: the same as Get valuations. */
  onSubmit: () => void;
}

/**
 * The Filters card (spec 000 §2): the database search's list filters from the filter catalogue, then free text.
 * Values within one filter are alternatives, different filters must all hold.
 */
export function FiltersCard({ filter, onChange, onSubmit }: FiltersCardProps) {
  return (
    <SearchCard
      id="filters"
      title="Filters"
      aside={
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange(emptyFilter)}
        >
          Clear filters
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <ListFilterControls
          subject="valuation"
          filter={filter}
          onChange={(name, ids) => onChange({ ...filter, [name]: ids })}
        />
        <FreeTextFilter
          value={filter.freeText}
          onChange={(freeText) => onChange({ ...filter, freeText })}
          onSubmit={onSubmit}
        />
      </SimpleGrid>
    </SearchCard>
  );
}
