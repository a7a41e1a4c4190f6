import { useMutation, useQuery } from '@apollo/client/react';
import { databaseVersionInput, monthNames } from '@esvd/schema/rules/database-version';
import { ActionIcon, Anchor, Group, Select, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { Link } from 'react-router-dom';

import type { SettingsDatabaseVersionsQuery } from '../../gql/graphql.ts';
import {
  SettingsDatabaseVersionsDocument,
  SettingsDeleteDatabaseVersionDocument,
  SettingsSaveDatabaseVersionDocument,
} from './settings.generated.ts';
import { ConfirmDeleteModal } from '../common/ConfirmDeleteModal.tsx';
import { formatDateTime } from '../common/date-time.ts';
import { RowActions, RowActionsHeader } from '../common/RowActions.tsx';
import { NumberField, SubmitButton } from '../common/form/form-fields.tsx';
import { SchemaForm } from '../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../common/form/use-schema-form.ts';
import { SettingsCard } from './SettingsCard.tsx';

type SavedVersion = SettingsDatabaseVersionsQuery['databaseVersions'][number];

const versionRule = databaseVersionInput.options[0];

/** The month, chosen by name (January to December); the form holds its number, 0 to 11. */
function MonthField() {
  const {
    field: { ref, value, onChange, ...field },
    fieldState,
  } = useController({ name: 'month' });
  return (
    <Select
      {...field}
      ref={ref}
      label="Month"
      withAsterisk
      placeholder="Choose a month"
      data={monthNames.map((name, month) => ({ value: String(month), label: name }))}
      value={value == null ? null : String(value as number)}
      onChange={(month) => onChange(month === null ? undefined : Number(month))}
      error={fieldState.error?.message}
      w={160}
    />
  );
}

/**
 * The database version form (spec 001 §4, §5) and the saved versions and citation texts, newest first, each with
 * delete. Saving publishes at once: every open page's footer follows (its subscription).
 */
export function DatabaseVersionCard() {
  const { data, refetch } = useQuery(SettingsDatabaseVersionsDocument);
  const { form, serverError, submit } = useSchemaForm(versionRule, { subversion: 0 });
  const [saveVersion] = useMutation(SettingsSaveDatabaseVersionDocument);
  const [deleteVersion] = useMutation(SettingsDeleteDatabaseVersionDocument);
  const [doomed, setDoomed] = useState<SavedVersion | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const onSubmit = submit(async ({ month, year, version, subversion }) => {
    setSaved(null);
    const { data: answer } = await saveVersion({
      variables: { input: { month, year, version, subversion, fromCitation: false } },
    });
    setSaved(answer?.createDatabaseVersion.label ?? null);
    form.reset({ subversion: 0 });
    await refetch();
  });

  return (
    <SettingsCard
      title="Database version"
      description="The version the footer, the terms of use and every download name. The newest version is the current one; saving one makes its release."
    >
      <SchemaForm form={form} onSubmit={onSubmit} serverError={serverError}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <MonthField />
          <NumberField
            name="year"
            label="Year"
            withAsterisk
            emptyValue={undefined}
            allowDecimal={false}
            thousandSeparator={false}
            w={110}
          />
          <NumberField
            name="version"
            label="Version"
            withAsterisk
            emptyValue={undefined}
            allowDecimal={false}
            w={110}
          />
          <NumberField name="subversion" label="Subversion" emptyValue={undefined} allowDecimal={false} w={110} />
        </Group>
        <Text size="xs" c="dimmed">
          (*) = required
        </Text>
        <Group>
          <SubmitButton>Save version</SubmitButton>
          {saved && (
            <Text size="sm" c="forest.8" role="status">
              Version {saved} saved: it is the current version now, and its{' '}
              <Anchor component={Link} to="/releases" inherit>
                release
              </Anchor>{' '}
              holds the published records as they are.
            </Text>
          )}
        </Group>
      </SchemaForm>
      <Table striped highlightOnHover aria-label="Saved versions and citation texts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Version</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Saved</Table.Th>
            <RowActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.databaseVersions.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="sm" c="dimmed">
                  No version has been saved yet.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {data?.databaseVersions.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{entry.label}</Table.Td>
              <Table.Td>{entry.fromCitation ? 'Citation text' : 'Version'}</Table.Td>
              <Table.Td>{formatDateTime(entry.createdOn as string)}</Table.Td>
              <RowActions>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${entry.fromCitation ? 'citation text' : 'version'} ${entry.label} of ${formatDateTime(entry.createdOn as string)}`}
                  onClick={() => setDoomed(entry)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </RowActions>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmDeleteModal
        opened={doomed !== null}
        title={doomed?.fromCitation ? 'Delete citation text' : 'Delete version'}
        onConfirm={async () => {
          await deleteVersion({ variables: { id: doomed!.id } });
          await refetch();
        }}
        onClose={() => setDoomed(null)}
      >
        {doomed && (
          <Text size="sm">
            {doomed.fromCitation ? 'The citation text' : 'Version'} {doomed.label} of{' '}
            {formatDateTime(doomed.createdOn as string)}
          </Text>
        )}
      </ConfirmDeleteModal>
    </SettingsCard>
  );
}
