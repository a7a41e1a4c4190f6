import type { FilterSubject, ListFilterOf } from '@esvd/schema/rules/list-filters';

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
  return listFilterControls(subject, filter).map(({ name, label, list, shape, withCodes, excludedBecause }) => (
    <ReferenceFilter
      key={name}
      list={list}
      label={label}
      shape={shape}
      withCodes={withCodes}
      value={filter[name]}
      onChange={(ids) => onChange(name, ids)}
      disabled={excludedBecause !== null}
      description={excludedBecause ?? undefined}
    />
  ));
}
