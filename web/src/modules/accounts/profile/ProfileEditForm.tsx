import { useMutation } from '@apollo/client/react';
import { profileInput, purposeOptions, sectorOptions } from '@esvd/schema/rules/accounts';
import { Button, Group, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';

import type { UserProfileFieldsFragment } from '../../../gql/graphql.ts';
import { UpdateProfileDocument } from '../accounts.generated.ts';
import { ViewerDocument } from '../../common/session.generated.ts';
import { SubmitButton } from '../../common/form/form-fields.tsx';
import { SchemaForm } from '../../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../../common/form/use-schema-form.ts';
import { ProfileFields } from '../components/ProfileFields.tsx';

/** A stored option as the form's choice; one the list no longer has starts unchosen. */
function optionOf<Option extends string>(options: readonly Option[], value: string): Option | undefined {
  return options.find((option) => option === value);
}

interface ProfileEditFormProps {
  profile: UserProfileFieldsFragment;
  onDone: () => void;
}

/** My Profile in edit mode (spec 000 §2, §5): username and email stay read-only; saving returns to the view. */
export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  // The header shows the display name, which comes with the viewer.
  const [updateProfile] = useMutation(UpdateProfileDocument, { refetchQueries: [ViewerDocument] });
  const { form, serverError, submit } = useSchemaForm(profileInput, {
    displayName: profile.displayName,
    organization: profile.organization,
    sector: optionOf(sectorOptions, profile.sector),
    sectorOther: profile.sectorOther,
    purposeOfAccess: optionOf(purposeOptions, profile.purposeOfAccess),
    purposeOfAccessOther: profile.purposeOfAccessOther,
  });

  // The form replaces the view and its Edit button: keyboard focus moves to the first field to edit.
  useEffect(() => form.setFocus('displayName'), [form]);

  const save = submit(async (input) => {
    await updateProfile({ variables: { input }, awaitRefetchQueries: true });
    onDone();
  });

  return (
    <SchemaForm form={form} onSubmit={save} serverError={serverError}>
      <Title order={2} size="h4">
        Edit (All fields required)
      </Title>
      <TextInput label="Username" value={profile.userName} readOnly variant="filled" />
      <TextInput label="Email" value={profile.email} readOnly variant="filled" />
      <ProfileFields />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton>Save</SubmitButton>
      </Group>
    </SchemaForm>
  );
}
