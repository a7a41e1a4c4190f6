import { emptyVslFilter, vslInclusions, type VslFilter } from '@esvd/schema/rules/vsl';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';

import { ReferenceFilter, type ReferenceFilterProps } from '../common/filters/ReferenceFilter.tsx';
import { useReferenceList } from '../common/reference-lists/use-reference-list.ts';
import { SearchCard } from '../common/SearchCard.tsx';
import { inclusionOptions } from './vsl-filter.ts';

interface VslFiltersCardProps {
  filter: VslFilter;
  onChange: (filter: VslFilter) => void;
  /** "Get valuations studies", and Enter in the free text. */
  onSubmit: () => void;
}

type VslReferenceFilterName = 'biomeEcosystems' | 'biomeV2EcosystemV2Ecozones' | 'countries' | 'ecosystemServices';

const referenceFilters: Record<VslReferenceFilterName, Pick<ReferenceFilterProps, 'list' | 'label' | 'shape'>> = {
  biomeEcosystems: { list: 'BIOME_ECOSYSTEMS', label: 'Biome / Ecosystem', shape: 'tree' },
  biomeV2EcosystemV2Ecozones: {
    list: 'BIOME_V2_ECOSYSTEM_V2_ECOZONES',
    label: 'ESVD 2.0 Biome / Ecozone',
    shape: 'tree',
  },
  countries: { list: 'COUNTRIES', label: 'Country', shape: 'flat' },
  ecosystemServices: { list: 'ECOSYSTEM_SERVICES', label: 'TEEB services classification', shape: 'tree' },
};

/** The list filters of spec 001 §2: values within one filter are alternatives, different filters must all hold. */
export function VslFiltersCard({ filter, onChange, onSubmit }: VslFiltersCardProps) {
  const protectionStatuses = useReferenceList('PROTECTION_STATUSES');
  const change = (changes: Partial<VslFilter>) => onChange({ ...filter, ...changes });
  const referenceFilter = (name: VslReferenceFilterName) => (
    <ReferenceFilter {...referenceFilters[name]} value={filter[name]} onChange={(ids) => change({ [name]: ids })} />
  );

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
        {referenceFilter('biomeEcosystems')}
        {referenceFilter('biomeV2EcosystemV2Ecozones')}
        {referenceFilter('countries')}
        <Select
          label="Protection Status"
          placeholder={protectionStatuses.loading ? 'Loading…' : 'Any'}
          disabled={protectionStatuses.loading}
          error={protectionStatuses.failed ? 'This list could not be loaded. Please reload the page.' : undefined}
          data={protectionStatuses.options.map((entry) => ({ value: String(entry.id), label: entry.label }))}
          value={filter.protectionStatuses.length ? String(filter.protectionStatuses[0]) : null}
          onChange={(value) => change({ protectionStatuses: value ? [Number(value)] : [] })}
          clearable
        />
        {referenceFilter('ecosystemServices')}
        <TextInput
          label="Free text"
          placeholder='Words to find; "double quotes" match an exact phrase'
          value={filter.freeText}
          onChange={(event) => change({ freeText: event.currentTarget.value })}
          leftSection={<IconSearch size={16} aria-hidden />}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSubmit();
          }}
        />
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
