import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import type { AdminReferenceEntryFragment } from '../../gql/graphql.ts';
import { AdminReferenceEntriesDocument } from './reference-lists-admin.generated.ts';
import { CsvDownloadButton } from '../common/CsvDownloadButton.tsx';
import { PageLoader } from '../common/PageLoader.tsx';
import { describeError } from '../common/errors.ts';
import { DeleteEntryDialog } from './DeleteEntryDialog.tsx';
import { EntriesTable } from './EntriesTable.tsx';
import { EntryFormModal, type EntryFormTarget } from './EntryFormModal.tsx';
import { entryRows, parentIds } from './entry-rows.ts';
import { listFields, type ReferenceListInfo } from './list-fields.ts';

const noEntries: readonly AdminReferenceEntryFragment[] = [];

/** One list's entries: search, the table or tree, and the add, edit and delete dialogs. */
export function ReferenceListPanel({ list }: { list: ReferenceListInfo }) {
  const { data, error } = useQuery(AdminReferenceEntriesDocument, { variables: { list: list.name } });
  // A country names its continent; the continents are a list of their own.
  const { data: continentData } = useQuery(AdminReferenceEntriesDocument, {
    variables: { list: 'CONTINENTS' },
    skip: !listFields(list.name).country,
  });
  const entries = data?.referenceList;
  const continents = continentData?.referenceList ?? noEntries;

  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [formTarget, setFormTarget] = useState<EntryFormTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminReferenceEntryFragment | null>(null);

  const rows = useMemo(
    () => entryRows(entries ?? noEntries, { hierarchical: list.hierarchical, collapsed, search }),
    [entries, list.hierarchical, collapsed, search],
  );
  const continentNames = useMemo(
    () => new Map(continents.map((continent) => [continent.id, continent.label])),
    [continents],
  );
  const searching = search.trim() !== '';

  const toggle = (entry: AdminReferenceEntryFragment) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(entry.id)) next.add(entry.id);
      return next;
    });

  // A saved entry is shown: the entry it was placed under opens.
  const showSaved = (entry: AdminReferenceEntryFragment) => {
    setFormTarget(null);
    if (entry.parentId !== null) {
      const parentId = entry.parentId;
      setCollapsed((current) => new Set([...current].filter((id) => id !== parentId)));
    }
  };

  if (!entries) {
    return error ? (
      <Alert color="red" title={`${list.title} could not be loaded`}>
        {describeError(error).message}
      </Alert>
    ) : (
      <PageLoader />
    );
  }

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label="Search entries"
          placeholder="Code or label"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Group gap="sm">
          <CsvDownloadButton
            variant="default"
            label="Download CSV"
            url={`/api/${list.path}/download`}
            fallbackName={`ESVD_${list.path}.csv`}
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setFormTarget({ kind: 'create', parentId: null })}
          >
            Add entry
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" role="status">
          {searching ? `${rows.length} of ${entries.length} entries` : `${entries.length} entries`}
          {list.hierarchical && !searching && ' (hierarchy)'}
        </Text>
        {list.hierarchical && !searching && (
          <Group gap="xs">
            <Button variant="subtle" size="xs" onClick={() => setCollapsed(new Set())}>
              Expand all
            </Button>
            <Button variant="subtle" size="xs" onClick={() => setCollapsed(parentIds(entries))}>
              Collapse all
            </Button>
          </Group>
        )}
      </Group>
      {entries.length === 0 && <Text>This list has no entries yet. Add the first one with Add entry.</Text>}
      {entries.length > 0 && rows.length === 0 && <Text>No entry matches “{search.trim()}”.</Text>}
      {rows.length > 0 && (
        <EntriesTable
          list={list}
          rows={rows}
          continentNames={continentNames}
          collapsed={collapsed}
          searching={searching}
          onToggle={toggle}
          onAddBelow={(parent) => setFormTarget({ kind: 'create', parentId: parent.id })}
          onEdit={(entry) => setFormTarget({ kind: 'edit', entry })}
          onDelete={setDeleting}
        />
      )}
      <EntryFormModal
        list={list}
        entries={entries}
        continents={continents}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={showSaved}
      />
      <DeleteEntryDialog list={list} entry={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
