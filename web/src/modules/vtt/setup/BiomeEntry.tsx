import { useMutation, useQuery } from '@apollo/client/react';
import { vttBiomeInput } from '@esvd/schema/rules/vtt';
import { Button, Checkbox, Group, SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router-dom';

import type { VttBiomeFieldsFragment } from '../../../gql/graphql.ts';
import { CreateVttBiomeDocument, UpdateVttBiomeDocument, VttBiomeWithDetailsDocument } from '../vtt.generated.ts';
import { NumberField, SubmitButton, TextField } from '../../common/form/form-fields.tsx';
import { SchemaForm } from '../../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../../common/form/use-schema-form.ts';
import { setupAddress } from '../setup-address.ts';
import { LoadingState } from '../../common/LoadingState.tsx';
import { RequiredNote } from './SetupParts.tsx';

/** The biome entry view: a new biome, or the one with `biomeId`. */
export function BiomeEntry({ biomeId }: { biomeId: number | null }) {
  const { data, error } = useQuery(VttBiomeWithDetailsDocument, {
    variables: { id: biomeId ?? 0 },
    skip: biomeId === null,
  });
  if (biomeId !== null && !data) return <LoadingState loaded={false} error={error} what="The biome" />;
  return <BiomeForm biome={data?.vttBiome ?? null} />;
}

const listAddress = setupAddress({ section: 'biome', view: 'list' });

function BiomeForm({ biome }: { biome: VttBiomeFieldsFragment | null }) {
  const navigate = useNavigate();
  // The list asks the server again when it shows.
  const [create] = useMutation(CreateVttBiomeDocument);
  const [update] = useMutation(UpdateVttBiomeDocument);
  const { form, serverError, submit } = useSchemaForm(vttBiomeInput, {
    name: biome?.name ?? '',
    constantValue: biome?.constantValue,
    lowerBoundFactor: biome?.lowerBoundFactor,
    upperBoundFactor: biome?.upperBoundFactor,
    showForUserCalculations: biome?.showForUserCalculations ?? false,
  });

  const save = submit(async (input) => {
    if (biome) await update({ variables: { id: biome.id, input } });
    else await create({ variables: { input } });
    notifications.show({ color: 'green', message: `${input.name} ${biome ? 'was saved' : 'was added'}.` });
    await navigate(listAddress);
  });

  return (
    <SchemaForm form={form} onSubmit={save} serverError={serverError}>
      <TextField name="name" label="Name" withAsterisk data-autofocus />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberField name="constantValue" emptyValue={undefined} label="Constant value" withAsterisk />
        <NumberField
          name="lowerBoundFactor"
          emptyValue={undefined}
          label="Lower bound factor"
          description="Between 0 and 1"
          step={0.05}
          withAsterisk
        />
        <NumberField
          name="upperBoundFactor"
          emptyValue={undefined}
          label="Upper bound factor"
          description="Between 1 and 2"
          step={0.05}
          withAsterisk
        />
      </SimpleGrid>
      <Checkbox
        label="Show for user calculations"
        description="Visitors and users see this biome in the calculator"
        {...form.register('showForUserCalculations')}
      />
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
