import { searchMessages, type ValuationFilter } from '@esvd/schema/rules/search';
import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';

import { SearchCard } from '../../common/SearchCard.tsx';
import { ReferenceFilter, type ReferenceFilterProps } from '../../common/filters/ReferenceFilter.tsx';
import { emptyFilter } from '../search-url.ts';

type ListFilterName = Exclude<keyof ValuationFilter, 'freeText'>;

type ListFilter = Pick<ReferenceFilterProps, 'list' | 'label' | 'shape' | 'withCodes'> & { name: ListFilterName };

/** The filters of spec 000 §2 in the order people narrow a search: where, what ecosystem, which service, how. */
const listFilters: ListFilter[] = [
  { name: 'countries', list: 'COUNTRIES', label: 'Countries', shape: 'flat' },
  { name: 'continents', list: 'CONTINENTS', label: 'Continents', shape: 'flat' },
  { name: 'protectionStatuses', list: 'PROTECTION_STATUSES', label: 'Protection statuses', shape: 'flat' },
  {
    name: 'biomeV2EcosystemV2Ecozones',
    list: 'BIOME_V2_ECOSYSTEM_V2_ECOZONES',
    label: 'Biome / ecozone / ecosystem (ESVD 2.0)',
    shape: 'tree',
  },
  { name: 'ecosystemServices', list: 'ECOSYSTEM_SERVICES', label: 'Ecosystem services (TEEB)', shape: 'tree' },
  { name: 'ciceses', list: 'CICES_CLASSES', label: 'CICES classes', shape: 'tree' },
  { name: 'seeas', list: 'SEEAS', label: 'SEEA ecosystem services', shape: 'tree' },
  { name: 'valuationMethods', list: 'VALUATION_METHODS', label: 'Valuation methods', shape: 'flat', withCodes: true },
];

/**
 * TEEB and CICES classify the same services, so a search uses one of them (spec 000 §2): while one holds a choice
 * the other is disabled, and clearing it frees both again. Both chosen (a hand-made link) leaves both open, so
 * either can be cleared; the search itself then says why it is refused.
 */
function exclusiveClassification(name: ListFilterName, filter: ValuationFilter): boolean {
  const other = { ecosystemServices: 'ciceses', ciceses: 'ecosystemServices' } as const;
  if (name !== 'ecosystemServices' && name !== 'ciceses') return false;
  return filter[name].length === 0 && filter[other[name]].length > 0;
}

interface FiltersCardProps {
  filter: ValuationFilter;
  onChange: (filter: ValuationFilter) => void;
  /** Enter in the free text: the same as Get valuations. */
  onSubmit: () => void;
}

/** The Filters card: values within one filter are alternatives, different filters must all hold. */
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
        {listFilters.map(({ name, ...list }) => {
          const locked = exclusiveClassification(name, filter);
          return (
            <ReferenceFilter
              key={name}
              {...list}
              value={filter[name]}
              onChange={(ids) => onChange({ ...filter, [name]: ids })}
              disabled={locked}
              description={locked ? searchMessages.teebWithCices : undefined}
            />
          );
        })}
        <TextInput
          label="Free text"
          placeholder='Words to find; "double quotes" match an exact phrase'
          value={filter.freeText}
          onChange={(event) => onChange({ ...filter, freeText: event.currentTarget.value })}
          leftSection={<IconSearch size={16} aria-hidden />}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSubmit();
          }}
        />
      </SimpleGrid>
    </SearchCard>
  );
}
