import { MultiSelect, Select, TreeSelect } from '@mantine/core';
import { useMemo } from 'react';

import type { ReferenceListName } from '../../../gql/graphql.ts';
import { codedLabel, referenceTree } from '../reference-lists/reference-tree.ts';
import { useReferenceList } from '../reference-lists/use-reference-list.ts';

export interface ReferenceFilterProps {
  list: ReferenceListName;
  label: string;
  /** A tree of entries (a chosen entry stands for its descendants too), a flat list, or one entry of a flat list. */
  shape: 'tree' | 'flat' | 'one';
  /** Flat lists whose codes people know (valuation methods: CV, TC, ...) show them. */
  withCodes?: boolean;
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  description?: string;
  /** What an empty choice reads: 'Any' in a search. */
  emptyPlaceholder?: string;
  /**
   * Trees only: each entry is chosen on its own, as a record links exactly the entries it names, in the order they
   * are chosen, instead of a checked entry standing for its descendants.
   */
  independentChoices?: boolean;
  /** The message of the form field the choice belongs to. */
  error?: string;
}

const toIds = (values: string[]) => values.map(Number);

/**
 * One filter over a reference list, searchable by typing. A tree shows checkboxes: checking an entry checks its
 * descendants, and the filter then holds the entry itself, which the api matches with all its descendants.
 */
export function ReferenceFilter({
  list,
  label,
  shape,
  withCodes,
  value,
  onChange,
  disabled,
  description,
  emptyPlaceholder = 'Any',
  independentChoices = false,
  error,
}: ReferenceFilterProps) {
  const { options, loading, failed } = useReferenceList(list);
  const tree = useMemo(() => (shape === 'tree' ? referenceTree(options) : []), [options, shape]);
  const flat = useMemo(
    () => options.map((entry) => ({ value: String(entry.id), label: withCodes ? codedLabel(entry) : entry.label })),
    [options, withCodes],
  );

  const selected = value.map(String);
  const common = {
    label,
    description,
    // Until the list is here, chosen ids would show as bare numbers.
    disabled: disabled || loading,
    placeholder: loading ? 'Loading…' : selected.length ? undefined : emptyPlaceholder,
    error: failed ? 'This list could not be loaded. Please reload the page.' : error,
    searchable: true,
    clearable: true,
    nothingFoundMessage: 'Nothing matches',
    maxDropdownHeight: 320,
    comboboxProps: { withinPortal: true },
  };

  if (shape === 'one') {
    return (
      <Select
        {...common}
        data={flat}
        value={selected[0] ?? null}
        onChange={(id) => onChange(id === null ? [] : [Number(id)])}
      />
    );
  }
  return shape === 'tree' ? (
    <TreeSelect
      {...common}
      mode="checkbox"
      // Independent choices keep the order they were made in (a record's links are ordered); a filter's checked
      // entries read as their topmost checked parents.
      checkedStrategy={independentChoices ? 'child' : 'parent'}
      checkStrictly={independentChoices}
      data={tree}
      value={selected}
      onChange={(values) => onChange(toIds(values))}
      maxDisplayedValues={4}
    />
  ) : (
    <MultiSelect {...common} data={flat} value={selected} onChange={(values) => onChange(toIds(values))} />
  );
}
