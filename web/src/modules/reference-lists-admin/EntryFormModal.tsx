import { maximumReferenceLevel, referenceEntryInput } from '@esvd/schema/rules/reference-entries';
import { Button, Checkbox, Group, Modal, SimpleGrid, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';

import type { AdminReferenceEntryFragment } from '../../gql/graphql.ts';
import { IdSelectField, NumberField, SubmitButton, TextField } from '../common/form/form-fields.tsx';
import { SchemaForm } from '../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../common/form/use-schema-form.ts';
import { codedLabel } from '../common/reference-lists/reference-tree.ts';
import { parentOptions } from './entry-rows.ts';
import { listFields, type ReferenceListInfo } from './list-fields.ts';
import { useReferenceEntryWrites } from './use-reference-entry-writes.ts';

/** What the form is for: a new entry (under a parent the admin may have picked already) or an existing one. */
export type EntryFormTarget =
  { kind: 'create'; parentId: number | null } | { kind: 'edit'; entry: AdminReferenceEntryFragment };

interface EntryFormModalProps {
  list: ReferenceListInfo;
  /** The list's entries, the candidates for the parent. */
  entries: readonly AdminReferenceEntryFragment[];
  /** The continents a country can belong to. */
  continents: readonly AdminReferenceEntryFragment[];
  target: EntryFormTarget | null;
  onClose: () => void;
  /** After a successful save, with the entry as the server keeps it. */
  onSaved: (entry: AdminReferenceEntryFragment) => void;
}

/** The create and edit form of an entry in a modal; closing it drops what was typed. */
export function EntryFormModal({ list, target, onClose, ...props }: EntryFormModalProps) {
  const title = target?.kind === 'edit' ? `Edit ${codedLabel(target.entry)}` : `Add an entry to ${list.title}`;
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg">
      {target && (
        <EntryForm
          key={target.kind === 'edit' ? target.entry.id : 'new'}
          list={list}
          target={target}
          onClose={onClose}
          {...props}
        />
      )}
    </Modal>
  );
}

function EntryForm({
  list,
  entries,
  continents,
  target,
  onClose,
  onSaved,
}: Omit<EntryFormModalProps, 'target'> & { target: EntryFormTarget }) {
  const edited = target.kind === 'edit' ? target.entry : null;
  const fields = listFields(list.name);
  const writes = useReferenceEntryWrites(list.name);
  const { form, serverError, submit } = useSchemaForm(referenceEntryInput, {
    code: edited?.code ?? '',
    label: edited?.label ?? '',
    sortOrder: edited?.sortOrder ?? null,
    parentId: edited ? edited.parentId : target.kind === 'create' ? target.parentId : null,
    source: edited?.source ?? '',
    statsReady: edited?.statsReady ?? false,
    alpha2: edited?.alpha2 ?? '',
    continentId: edited?.continentId ?? null,
    isoCode: edited?.isoCode ?? '',
  });
  const parents = useMemo(() => parentOptions(entries, edited?.id ?? null), [entries, edited]);
  const continentOptions = continents.map((continent) => ({ value: String(continent.id), label: continent.label }));

  const save = submit(async (input) => {
    const saved = edited ? await writes.update(edited.id, input) : await writes.create(input);
    if (!saved) return;
    notifications.show({
      color: 'green',
      title: edited ? 'Entry saved' : 'Entry added',
      message: `${codedLabel(saved)} ${edited ? 'was saved' : `was added to ${list.title}`}.`,
    });
    onSaved(saved);
  });

  return (
    <SchemaForm form={form} onSubmit={save} serverError={serverError}>
      {edited && (
        <Text size="sm" c="dimmed">
          Id {edited.id}
          {list.hierarchical && `, path ${edited.path}, level ${edited.level}`}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="code" label="Code" withAsterisk data-autofocus />
        <NumberField
          name="sortOrder"
          emptyValue={null}
          label="Sort order"
          description={`Position ${list.hierarchical ? 'among its siblings' : 'in the list'}; empty: last`}
          allowDecimal={false}
        />
      </SimpleGrid>
      <TextField name="label" label="Label" withAsterisk />
      {list.hierarchical && (
        <IdSelectField
          name="parentId"
          label="Parent"
          description={`Empty: a top-level entry. Entries go at most ${maximumReferenceLevel} levels deep.`}
          placeholder="None (top level)"
          data={parents}
          searchable
          clearable
          nothingFoundMessage="No entry matches"
        />
      )}
      {fields.country && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField name="alpha2" label="Alpha-2 code" description="ISO 3166-1, e.g. KE; the code is alpha-3" />
          <IdSelectField
            name="continentId"
            label="Continent"
            placeholder="Choose a continent"
            data={continentOptions}
            searchable
            clearable
          />
        </SimpleGrid>
      )}
      {fields.currency && <TextField name="isoCode" label="ISO code" description="ISO 4217, e.g. KES" />}
      <Textarea
        label="Source"
        description="Where the entry comes from"
        autosize
        minRows={2}
        maxRows={6}
        {...form.register('source')}
        error={form.formState.errors.source?.message}
      />
      {fields.statsReady && (
        <Checkbox
          label="Ready for summary statistics"
          description="Summary statistics are shown for this entry"
          {...form.register('statsReady')}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <SubmitButton>{edited ? 'Save' : 'Add entry'}</SubmitButton>
      </Group>
    </SchemaForm>
  );
}
