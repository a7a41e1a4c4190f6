import { useMutation } from '@apollo/client/react';
import { resetPasswordInput } from '@esvd/schema/rules/accounts';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';

import { ResetPasswordDocument } from './accounts.generated.ts';
import { PasswordField, SubmitButton } from '../common/form/form-fields.tsx';
import { SchemaForm } from '../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../common/form/use-schema-form.ts';
import { AccountPage } from './components/AccountPage.tsx';
import { Outcome } from './components/Outcome.tsx';

/** The link of the reset email: /resetpassword?username=…&code=… (spec 000 §2, 001 §2); without both, home. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const username = params.get('username');
  const code = params.get('code');
  if (!username || !code) return <Navigate to="/" replace />;
  return <ResetPasswordForm username={username} code={code} />;
}

function ResetPasswordForm({ username, code }: { username: string; code: string }) {
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const [resetMessage, setResetMessage] = useState<string | null>(null);
  const { form, serverError, submit } = useSchemaForm(resetPasswordInput, {
    username,
    code,
    password: '',
    confirmpassword: '',
  });

  const reset = submit(async (input) => {
    const { data } = await resetPassword({ variables: { input } });
    if (data) setResetMessage(data.resetPassword.message);
  });

  return (
    <AccountPage title="Reset password" intro={resetMessage ? undefined : `Choose a new password for ${username}.`}>
      {resetMessage ? (
        <Outcome title={resetMessage}>
          Password reset successful.{' '}
          <Anchor component={Link} to="/login" inherit>
            Click here to login.
          </Anchor>
        </Outcome>
      ) : (
        <SchemaForm form={form} onSubmit={reset} serverError={serverError}>
          <PasswordField name="password" label="Password" autoComplete="new-password" autoFocus withAsterisk />
          <PasswordField name="confirmpassword" label="Confirm password" autoComplete="new-password" withAsterisk />
          <SubmitButton>Reset password</SubmitButton>
          <Anchor component={Link} to="/login" size="sm">
            Login
          </Anchor>
        </SchemaForm>
      )}
    </AccountPage>
  );
}
