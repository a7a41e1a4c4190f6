import { useMutation } from '@apollo/client/react';
import { forgotPasswordInput } from '@esvd/schema/rules/accounts';
import { Anchor, Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { RequestPasswordResetDocument } from './accounts.generated.ts';
import { SubmitButton, TextField } from '../common/form/form-fields.tsx';
import { SchemaForm } from '../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../common/form/use-schema-form.ts';
import { AccountPage } from './components/AccountPage.tsx';
import { Outcome } from './components/Outcome.tsx';

/** Forgot password (spec 000 §2): mails a link to choose a new password. */
export function ForgotPasswordPage() {
  const [requestPasswordReset] = useMutation(RequestPasswordResetDocument);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { form, serverError, submit } = useSchemaForm(forgotPasswordInput, { email: '' });

  const send = submit(async ({ email }) => {
    const { data } = await requestPasswordReset({ variables: { email } });
    if (data) setSentMessage(data.requestPasswordReset.message);
  });

  return (
    <AccountPage
      title="Forgot password"
      intro="Enter the email address of your account and we will send you a link to choose a new password. If it does not arrive within a few minutes, please check your spam folder."
    >
      {sentMessage ? (
        <Outcome
          title="Email sent"
          next={
            <Button component={Link} to="/login" variant="default">
              Back to login
            </Button>
          }
        >
          {sentMessage}
        </Outcome>
      ) : (
        <SchemaForm form={form} onSubmit={send} serverError={serverError}>
          <TextField name="email" label="Email" type="email" autoComplete="email" autoFocus />
          <SubmitButton>Send reset link</SubmitButton>
          <Anchor component={Link} to="/login" size="sm">
            Back to login
          </Anchor>
        </SchemaForm>
      )}
    </AccountPage>
  );
}
