import type { FilterSubject, ListFilterOf } from '@esvd/schema/rules/list-filters';
import { Select } from '@mantine/core';

import type { ReferenceListName } from '../../../gql/graphql.ts';
import { useReferenceList } from '../reference-lists/use-reference-list.ts';
import { listFilterControls } from './list-filter-controls.ts';
import { ReferenceFilter } from './ReferenceFilter.tsx';

interface ListFilterControlsProps<Subject extends FilterSubject> {
  subject: Subject;
  filter: Record<ListFilterOf<Subject>, number[]>;
  onChange: (name: ListFilterOf<Subject>, ids: number[]) => void;
}

/**
 * A subject's list filters, each control built from its catalogue entry (list-filter-controls.ts): a filter that an
 * exclusive partner's choice excludes is disabled and says why; clearing the partner frees it.
 */
export function ListFilterControls<Subject extends FilterSubject>({
  subject,
  filter,
  onChange,
}: ListFilterControlsProps<Subject>) {
  return listFilterControls(subject, filter).map(({ name, label, list, shape, withCodes, excludedBecause }) => {
    const value = filter[name];
    const change = (ids: number[]) => onChange(name, ids);
    if (shape === 'one') {
      return <SingleReferenceFilter key={name} list={list} label={label} value={value} onChange={change} />;
    }
    return (
      <ReferenceFilter
        key={name}
        list={list}
        label={label}
        shape={shape}
        withCodes={withCodes}
        value={value}
        onChange={change}
        disabled={excludedBecause !== null}
        description={excludedBecause ?? undefined}
      />
    );
  });
}

interface SingleReferenceFilterProps {
  list: ReferenceListName;
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
}

/** A filter that takes one entry of a flat list (the valuation studies list's protection status). */
function SingleReferenceFilter({ list, label, value, onChange }: SingleReferenceFilterProps) {
  const { options, loading, failed } = useReferenceList(list);
  return (
    <Select
      label={label}
      placeholder={loading ? 'Loading…' : 'Any'}
      disabled={loading}
      error={failed ? 'This list could not be loaded. Please reload the page.' : undefined}
      data={options.map((entry) => ({ value: String(entry.id), label: entry.label }))}
      value={value.length ? String(value[0]) : null}
      onChange={(id) => onChange(id ? [Number(id)] : [])}
      clearable
    />
  );
}
