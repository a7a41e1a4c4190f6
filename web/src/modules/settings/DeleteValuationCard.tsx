import { useApolloClient, useMutation } from '@apollo/client/react';
import { deleteValuationInput } from '@esvd/schema/rules/settings';
import { Alert, Group, Text } from '@mantine/core';
import { useState } from 'react';

import type { SettingsValuationByValueIdQuery } from '../../gql/graphql.ts';
import { SettingsDeleteValuationDocument, SettingsValuationByValueIdDocument } from './settings.generated.ts';
import { ConfirmDeleteModal } from '../common/ConfirmDeleteModal.tsx';
import { formatStandardisedValue } from '../common/format.ts';
import { NumberField, SubmitButton } from '../common/form/form-fields.tsx';
import { SchemaForm } from '../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../common/form/use-schema-form.ts';
import { SettingsCard } from './SettingsCard.tsx';

type FoundValuation = SettingsValuationByValueIdQuery['valuationByValueId'];

/**
 * The delete-valuation card (spec 001 §5, §8): the Valuation Id (the record's ValueId) is looked up first, so the
 * confirmation names the record about to go; the server's reason for a refusal shows in the dialog.
 */
export function DeleteValuationCard() {
  const client = useApolloClient();
  const { form, serverError, submit } = useSchemaForm(deleteValuationInput);
  const [found, setFound] = useState<FoundValuation | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [deleteValuation] = useMutation(SettingsDeleteValuationDocument);

  const onSubmit = submit(async ({ valueId }) => {
    setDeleted(null);
    const { data } = await client.query({
      query: SettingsValuationByValueIdDocument,
      variables: { valueId },
      fetchPolicy: 'network-only',
    });
    if (data) setFound(data.valuationByValueId);
  });

  const confirm = async () => {
    const { data } = await deleteValuation({ variables: { id: found!.id! } });
    setDeleted(data?.deleteValuation ?? null);
    form.reset({ valueId: undefined });
  };

  return (
    <SettingsCard title="Delete valuation" description="Removes one value record, named by its Valuation Id (ValueId).">
      <SchemaForm form={form} onSubmit={onSubmit} serverError={serverError}>
        <Group align="flex-start" gap="sm">
          <NumberField
            name="valueId"
            label="Valuation Id"
            placeholder="e.g. 12050001"
            emptyValue={undefined}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={false}
            w={220}
          />
          <SubmitButton color="red" mt={25}>
            Delete
          </SubmitButton>
        </Group>
      </SchemaForm>
      {deleted && (
        <Alert color="green" mt="md" role="status">
          {deleted}
        </Alert>
      )}
      <ConfirmDeleteModal
        opened={found !== null}
        title="Delete valuation"
        onConfirm={confirm}
        onClose={() => setFound(null)}
      >
        {found && (
          <Text size="sm">
            ValueId <strong>{found.valueId}</strong>
            {found.studyLocation ? `, ${found.studyLocation}` : ''}
            {found.intPerHectarePerYear != null
              ? `, ${formatStandardisedValue(found.intPerHectarePerYear)} Int$/ha/year`
              : ''}
          </Text>
        )}
      </ConfirmDeleteModal>
    </SettingsCard>
  );
}
