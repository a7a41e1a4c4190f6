import { useMutation } from '@apollo/client/react';
import { databaseVersionInput } from '@esvd/schema/rules/database-version';
import { Anchor, Group, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';

import { SettingsSaveDatabaseVersionDocument } from './settings.generated.ts';
import { SubmitButton } from '../common/form/form-fields.tsx';
import { SchemaForm } from '../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../common/form/use-schema-form.ts';
import { useCurrentDatabaseVersion } from '../reference-info/index.ts';
import { SettingsCard } from './SettingsCard.tsx';

const citationRule = databaseVersionInput.options[1];

/** The citation text, a textarea bound to the form. */
function CitationField() {
  const { register, getFieldState, formState } = useFormContext();
  return (
    <Textarea
      {...register('referenceText')}
      label="Citation text"
      withAsterisk
      autosize
      minRows={3}
      maxRows={10}
      error={getFieldState('referenceText', formState).error?.message}
    />
  );
}

/**
 * How to cite the database (spec 001 §4): saved through the version call with fromCitation true, filed under the
 * current version; the footer shows it at once, and the citation PDF carries it.
 */
export function CitationCard() {
  const { databaseVersion } = useCurrentDatabaseVersion();
  const current = databaseVersion?.referenceText ?? '';
  const { form, serverError, submit } = useSchemaForm(citationRule, { fromCitation: true, referenceText: current });
  const [saveCitation] = useMutation(SettingsSaveDatabaseVersionDocument, {
    refetchQueries: ['SettingsDatabaseVersions'],
  });
  const [saved, setSaved] = useState(false);
  // The current text arrives after the first render, and again when another admin publishes one: shown unless the
  // admin is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ fromCitation: true, referenceText: current });
  }, [current, form]);

  const onSubmit = submit(async ({ referenceText }) => {
    setSaved(false);
    await saveCitation({ variables: { input: { fromCitation: true, referenceText } } });
    setSaved(true);
  });

  return (
    <SettingsCard
      title="Citation"
      description="How users should cite the database, under the current version: shown in the footer and the citation PDF."
    >
      <SchemaForm form={form} onSubmit={onSubmit} serverError={serverError}>
        <CitationField />
        <Group justify="space-between">
          <Group>
            <SubmitButton>Save citation</SubmitButton>
            {saved && (
              <Text size="sm" c="forest.8" role="status">
                Citation saved.
              </Text>
            )}
          </Group>
          {current && (
            <Anchor href="/api/referenceinfos/citation" download size="sm">
              Download the citation (PDF)
            </Anchor>
          )}
        </Group>
      </SchemaForm>
    </SettingsCard>
  );
}
