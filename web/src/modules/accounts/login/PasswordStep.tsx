import { useMutation } from '@apollo/client/react';
import { passwordLoginInput } from '@esvd/schema/rules/accounts';
import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';

import { LoginDocument } from '../accounts.generated.ts';
import { PasswordField, SubmitButton } from '../../common/form/form-fields.tsx';
import { SchemaForm } from '../../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../../common/form/use-schema-form.ts';
import { ResendConfirmationLink } from './ResendConfirmationLink.tsx';

interface PasswordStepProps {
  username: string;
  onBack: () => void;
  onSignedIn: (token: string) => Promise<void>;
}

/** Login step two for a username (spec 000 §4): the username as entered, disabled, and the password. */
export function PasswordStep({ username, onBack, onSignedIn }: PasswordStepProps) {
  const [login] = useMutation(LoginDocument);
  const { form, serverError, submit } = useSchemaForm(passwordLoginInput, { username, password: '' });

  const logIn = submit(async (values) => {
    const { data } = await login({ variables: { usernameOrEmail: values.username, password: values.password } });
    if (data) await onSignedIn(data.login.token);
  });

  return (
    <SchemaForm
      form={form}
      onSubmit={logIn}
      serverError={serverError}
      errorHelp={serverError?.emailNotConfirmed && <ResendConfirmationLink usernameOrEmail={username} />}
    >
      {/* Shown, not edited: the username of step one is part of the form's values already. */}
      <TextInput label="Username" value={username} autoComplete="username" disabled />
      <PasswordField name="password" label="Password" autoComplete="current-password" autoFocus />
      <Anchor component={Link} to="/forgotpassword" size="sm">
        Forgot a password?
      </Anchor>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <SubmitButton>Login</SubmitButton>
      </Group>
    </SchemaForm>
  );
}
