import { useMutation, useQuery } from '@apollo/client/react';
import { vttVariableDetailInput } from '@esvd/schema/rules/vtt';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router-dom';

import type {
  VttBiomeFieldsFragment,
  VttDetailFieldsFragment,
  VttDetailFormChoicesQuery,
} from '../../../gql/graphql.ts';
import {
  CreateVttVariableDetailDocument,
  UpdateVttVariableDetailDocument,
  VttBiomeWithDetailsDocument,
  VttDetailFormChoicesDocument,
} from '../vtt.generated.ts';
import { IdSelectField, NumberField, SubmitButton } from '../../common/form/form-fields.tsx';
import { SchemaForm } from '../../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../../common/form/use-schema-form.ts';
import { setupAddress } from '../setup-address.ts';
import { LoadingState } from '../../common/LoadingState.tsx';
import { BiomeFacts, RequiredNote } from './SetupParts.tsx';

/** The variable detail entry view (spec 001 §2, §4): add when there is no id, update when there is one. */
export function VariableDetailEntry({ biomeId, detailId }: { biomeId: number; detailId: number | null }) {
  const biomeQuery = useQuery(VttBiomeWithDetailsDocument, { variables: { id: biomeId } });
  const edited = biomeQuery.data?.vttVariableDetails.find((detail) => detail.id === detailId) ?? null;
  const choicesQuery = useQuery(VttDetailFormChoicesDocument, {
    variables: { vttBiomeId: biomeId, keepVariableId: edited?.vttVariableId ?? null },
    skip: !biomeQuery.data,
    fetchPolicy: 'network-only',
  });

  if (!biomeQuery.data) return <LoadingState loaded={false} error={biomeQuery.error} what="The biome" />;
  if (detailId !== null && !edited) {
    return <Alert color="red" title="There is no such variable detail in this biome" />;
  }
  if (!choicesQuery.data) return <LoadingState loaded={false} error={choicesQuery.error} what="The variables" />;
  return (
    <Stack gap="md">
      <BiomeFacts biome={biomeQuery.data.vttBiome} />
      <DetailForm biome={biomeQuery.data.vttBiome} edited={edited} choices={choicesQuery.data} />
    </Stack>
  );
}

function DetailForm({
  biome,
  edited,
  choices,
}: {
  biome: VttBiomeFieldsFragment;
  edited: VttDetailFieldsFragment | null;
  choices: VttDetailFormChoicesQuery;
}) {
  const navigate = useNavigate();
  const refetch = {
    refetchQueries: [{ query: VttBiomeWithDetailsDocument, variables: { id: biome.id } }],
    awaitRefetchQueries: true,
  };
  const [create] = useMutation(CreateVttVariableDetailDocument, refetch);
  const [update] = useMutation(UpdateVttVariableDetailDocument, refetch);
  const { form, serverError, submit } = useSchemaForm(vttVariableDetailInput, {
    vttBiomeId: biome.id,
    vttVariableId: edited?.vttVariableId,
    vttSubBiomeId: edited?.vttSubBiomeId ?? null,
    coefficient: edited?.coefficient,
    sampleMean: edited?.sampleMean,
    min: edited?.min,
    max: edited?.max,
    isTransformation: edited?.isTransformation ?? false,
    remarksText: edited?.remarksText ?? '',
  });
  const manageAddress = setupAddress({ section: 'biome', view: 'manage', id: biome.id });
  const options = (entries: readonly { id: number; name: string }[]) =>
    entries.map((entry) => ({ value: String(entry.id), label: entry.name }));

  const save = submit(async (input) => {
    if (edited) await update({ variables: { id: edited.id, input } });
    else await create({ variables: { input } });
    notifications.show({ color: 'green', message: `The variable was saved in ${biome.name}.` });
    // Spec 001 §4: success returns to the biome's variable list.
    await navigate(manageAddress);
  });

  return (
    <SchemaForm form={form} onSubmit={save} serverError={serverError}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <IdSelectField
          name="vttVariableId"
          label="Variable"
          placeholder="Select a variable"
          data={options(choices.vttUnattachedVariables)}
          nothingFoundMessage="No variable matches"
          searchable
          withAsterisk
        />
        <IdSelectField
          name="vttSubBiomeId"
          label="Sub biome"
          description="Variables of one sub biome are alternatives: the calculator chooses one. None: a number input."
          placeholder="None (a standalone variable)"
          data={options(choices.vttSubBiomes)}
          searchable
          clearable
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <NumberField name="coefficient" emptyValue={undefined} label="Coefficient" withAsterisk />
        <NumberField name="sampleMean" emptyValue={undefined} label="Sample Mean" withAsterisk />
        <NumberField name="min" emptyValue={undefined} label="Min" withAsterisk />
        <NumberField name="max" emptyValue={undefined} label="Max" withAsterisk />
      </SimpleGrid>
      <Checkbox
        label="Is Transformed"
        description="The coefficient multiplies ln(value) instead of the value"
        {...form.register('isTransformation')}
      />
      <Textarea
        label="Remarks"
        autosize
        minRows={2}
        maxRows={6}
        {...form.register('remarksText')}
        error={form.formState.errors.remarksText?.message}
      />
      <RequiredNote />
      <Group justify="flex-end">
        <Button component={Link} to={manageAddress} variant="default">
          Back
        </Button>
        <SubmitButton>Save</SubmitButton>
      </Group>
    </SchemaForm>
  );
}
