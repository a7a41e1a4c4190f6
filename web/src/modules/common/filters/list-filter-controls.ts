import {
  exclusionOf,
  listFilterDefinition,
  listFiltersOf,
  type FilterSubject,
  type ListFilterName,
  type ListFilterOf,
} from '@esvd/schema/rules/list-filters';

import type { ReferenceListName } from '../../../gql/graphql.ts';

/** What one filter control shows, all of it from the filter's catalogue entry. */
export interface ListFilterControl<Name extends ListFilterName = ListFilterName> {
  name: Name;
  label: string;
  list: ReferenceListName;
  /** A tree of entries (a chosen entry stands for its descendants), a flat list, or one entry of a flat list. */
  shape: 'tree' | 'flat' | 'one';
  withCodes: boolean;
  /** Another filter's choice excludes this one now; the control is disabled and says why. */
  excludedBecause: string | null;
}

/** A subject's filter controls in catalogue order, for the filter as it is chosen now. */
export function listFilterControls<Subject extends FilterSubject>(
  subject: Subject,
  filter: Partial<Record<ListFilterName, number[]>>,
): ListFilterControl<ListFilterOf<Subject>>[] {
  return listFiltersOf(subject).map((name) => {
    const { label, vslLabel, referenceList, hierarchical, withCodes, storage } = listFilterDefinition(name);
    const stored = storage[subject];
    const one = stored?.kind === 'column' && Boolean(stored.single);
    return {
      name,
      label: (subject === 'vsl' && vslLabel) || label,
      list: referenceList as ReferenceListName,
      shape: one ? 'one' : hierarchical ? 'tree' : 'flat',
      withCodes: Boolean(withCodes),
      excludedBecause: exclusionOf(name, filter)?.message ?? null,
    };
  });
}
