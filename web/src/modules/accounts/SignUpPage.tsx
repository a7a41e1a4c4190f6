import { useMutation } from '@apollo/client/react';
import { signUpInput } from '@esvd/schema/rules/accounts';
import { Anchor, Button, Divider, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import type { AccountMessageFieldsFragment } from '../../gql/graphql.ts';
import { SignUpDocument } from './accounts.generated.ts';
import { PasswordField, SubmitButton, TextField } from '../common/form/form-fields.tsx';
import { SchemaForm } from '../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../common/form/use-schema-form.ts';
import { AccountPage } from './components/AccountPage.tsx';
import { Outcome } from './components/Outcome.tsx';
import { ProfileFields } from './components/ProfileFields.tsx';
import { SignedOutOnly } from './components/SignedOutOnly.tsx';

/** Sign-up (spec 000 §4, §5): the profile, the account's name and password, then an email to confirm. */
export function SignUpPage() {
  return (
    <SignedOutOnly signedInTo="/">
      <SignUpForm />
    </SignedOutOnly>
  );
}

function SignUpForm() {
  const [signUp] = useMutation(SignUpDocument);
  const [signedUp, setSignedUp] = useState<AccountMessageFieldsFragment | null>(null);
  const { form, serverError, submit } = useSchemaForm(signUpInput, undefined, 'onTouched');
  const { isDirty, isValid } = form.formState;

  const createAccount = submit(async (input) => {
    const { data } = await signUp({ variables: { input } });
    if (data) setSignedUp(data.signUp);
  });

  if (signedUp) {
    return (
      <AccountPage title="Sign Up">
        <Outcome
          title={signedUp.message}
          next={
            <Button component={Link} to="/login" variant="default">
              Go to login
            </Button>
          }
        >
          {signedUp.detail}
        </Outcome>
      </AccountPage>
    );
  }

  return (
    <AccountPage
      title="Sign Up"
      intro="A free account lets you search, map, summarise and download the value records."
      wide
    >
      <SchemaForm form={form} onSubmit={createAccount} serverError={serverError}>
        <ProfileFields />
        <Divider label="Your account" labelPosition="left" />
        <TextField
          name="username"
          label="Username"
          description="Without @ or spaces."
          autoComplete="username"
          withAsterisk
        />
        <TextField name="email" label="Email" type="email" autoComplete="email" withAsterisk />
        <PasswordField name="password" label="Password" autoComplete="new-password" withAsterisk />
        <PasswordField name="confirmpassword" label="Confirm password" autoComplete="new-password" withAsterisk />
        {/* Spec 000 §5: the button stays disabled until the form is changed and valid. */}
        <SubmitButton disabled={!isDirty || !isValid}>Sign Up</SubmitButton>
        <Group gap={6}>
          <Text size="sm">Already registered?</Text>
          <Anchor component={Link} to="/login" size="sm">
            Login
          </Anchor>
        </Group>
      </SchemaForm>
    </AccountPage>
  );
}
