import { useMutation, useQuery } from '@apollo/client/react';
import { vttVariableInput } from '@esvd/schema/rules/vtt';
import { Alert, Button, Group, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import type { VttNamedInput } from '../../../gql/graphql.ts';
import {
  CreateVttSubBiomeDocument,
  CreateVttVariableDocument,
  DeleteVttSubBiomeDocument,
  DeleteVttVariableDocument,
  UpdateVttSubBiomeDocument,
  UpdateVttVariableDocument,
  VttSubBiomesDocument,
  VttVariablesDocument,
} from '../vtt.generated.ts';
import { LoadingState } from '../../common/LoadingState.tsx';
import { ConfirmDeleteModal } from '../../common/ConfirmDeleteModal.tsx';
import { SubmitButton, TextField } from '../../common/form/form-fields.tsx';
import { SchemaForm } from '../../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../../common/form/use-schema-form.ts';
import { RowAction, RowActions, RowActionsHeader } from '../../common/RowActions.tsx';
import { setupAddress } from '../setup-address.ts';
import { RequiredNote } from './SetupParts.tsx';

interface NamedEntry {
  id: number;
  name: string;
  description?: string | null;
}

/** A sub biome's or a variable's list and form: the same views, over their own operations. */
interface NamedKind {
  section: 'subbiome' | 'variables';
  noun: string;
  /** Variables carry the short explanation the calculator shows beside them. */
  explained: boolean;
  useEntries(): {
    entries: readonly NamedEntry[] | undefined;
    error: unknown;
    save(id: number | null, input: VttNamedInput): Promise<unknown>;
    remove(id: number): Promise<unknown>;
  };
}

const refetching = (query: typeof VttSubBiomesDocument | typeof VttVariablesDocument) => ({
  refetchQueries: [query],
  awaitRefetchQueries: true,
});

export const namedKinds: Record<NamedKind['section'], NamedKind> = {
  subbiome: {
    section: 'subbiome',
    noun: 'sub biome',
    explained: false,
    useEntries() {
      const { data, error } = useQuery(VttSubBiomesDocument);
      const [create] = useMutation(CreateVttSubBiomeDocument, refetching(VttSubBiomesDocument));
      const [update] = useMutation(UpdateVttSubBiomeDocument, refetching(VttSubBiomesDocument));
      const [remove] = useMutation(DeleteVttSubBiomeDocument, refetching(VttSubBiomesDocument));
      return {
        entries: data?.vttSubBiomes,
        error,
        save: (id, input) => (id === null ? create({ variables: { input } }) : update({ variables: { id, input } })),
        remove: (id) => remove({ variables: { id } }),
      };
    },
  },
  variables: {
    section: 'variables',
    noun: 'variable',
    explained: true,
    useEntries() {
      const { data, error } = useQuery(VttVariablesDocument);
      const [create] = useMutation(CreateVttVariableDocument, refetching(VttVariablesDocument));
      const [update] = useMutation(UpdateVttVariableDocument, refetching(VttVariablesDocument));
      const [remove] = useMutation(DeleteVttVariableDocument, refetching(VttVariablesDocument));
      return {
        entries: data?.vttVariables,
        error,
        save: (id, input) => (id === null ? create({ variables: { input } }) : update({ variables: { id, input } })),
        remove: (id) => remove({ variables: { id } }),
      };
    },
  },
};

/** The sub biome or variable list; one that a biome uses cannot be deleted, and the dialog says which biome. */
export function NamedEntries({ kind }: { kind: NamedKind }) {
  const { entries, error, remove } = kind.useEntries();
  const [deleting, setDeleting] = useState<NamedEntry | null>(null);
  if (!entries) return <LoadingState loaded={false} error={error} what={`The ${kind.noun} list`} />;

  return (
    <>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {entries.length} {kind.noun}s
        </Text>
        <Button
          component={Link}
          to={setupAddress({ section: kind.section, view: 'entry', id: null })}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add {kind.noun}
        </Button>
      </Group>
      {entries.length === 0 ? (
        <Text mt="md">
          There are no {kind.noun}s yet. Add the first one with Add {kind.noun}.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480} mt="md">
          <Table striped highlightOnHover verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                {kind.explained && <Table.Th>Explanation</Table.Th>}
                <RowActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{entry.name}</Table.Td>
                  {kind.explained && <Table.Td>{entry.description}</Table.Td>}
                  <RowActions>
                    <RowAction
                      label={`Edit ${entry.name}`}
                      to={setupAddress({ section: kind.section, view: 'entry', id: entry.id })}
                    >
                      <IconPencil size={16} aria-hidden />
                    </RowAction>
                    <RowAction label={`Delete ${entry.name}`} color="red" onClick={() => setDeleting(entry)}>
                      <IconTrash size={16} aria-hidden />
                    </RowAction>
                  </RowActions>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={`Delete ${kind.noun}`}
        onConfirm={() => remove(deleting!.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting && <Text fw={500}>{deleting.name}</Text>}
      </ConfirmDeleteModal>
    </>
  );
}

/** The sub biome or variable entry view: a new one, or the one with `id`. */
export function NamedEntryForm({ kind, id }: { kind: NamedKind; id: number | null }) {
  const { entries, error, save } = kind.useEntries();
  if (!entries) return <LoadingState loaded={false} error={error} what={`The ${kind.noun}`} />;
  const edited = id === null ? null : entries.find((entry) => entry.id === id);
  if (edited === undefined) return <Alert color="red" title={`There is no ${kind.noun} ${id}`} />;
  return <NamedForm kind={kind} edited={edited} save={save} />;
}

function NamedForm({
  kind,
  edited,
  save,
}: {
  kind: NamedKind;
  edited: NamedEntry | null;
  save: ReturnType<NamedKind['useEntries']>['save'];
}) {
  const navigate = useNavigate();
  const listAddress = setupAddress({ section: kind.section, view: 'list' });
  // A sub biome's form is a variable's without the explanation, which stays empty (the api reads only the name).
  const { form, serverError, submit } = useSchemaForm(vttVariableInput, {
    name: edited?.name ?? '',
    description: edited?.description ?? '',
  });
  const onSubmit = submit(async (input) => {
    await save(edited?.id ?? null, input);
    notifications.show({ color: 'green', message: `${input.name} ${edited ? 'was saved' : 'was added'}.` });
    await navigate(listAddress);
  });

  return (
    <SchemaForm form={form} onSubmit={onSubmit} serverError={serverError}>
      <TextField name="name" label="Name" withAsterisk data-autofocus />
      {kind.explained && (
        <Textarea
          label="Explanation"
          description="The short explanation the calculator shows beside the variable"
          autosize
          minRows={2}
          maxRows={5}
          {...form.register('description')}
          error={form.formState.errors.description?.message}
        />
      )}
      <RequiredNote />
      <Group justify="flex-end">
        <Button component={Link} to={listAddress} variant="default">
          Back
        </Button>
        <SubmitButton>Save</SubmitButton>
      </Group>
    </SchemaForm>
  );
}
