import { useMutation } from '@apollo/client/react';
import { codeLoginInput } from '@esvd/schema/rules/accounts';
import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';

import { LoginWithCodeDocument, RequestLoginCodeDocument } from '../accounts.generated.ts';
import { SubmitButton, TextField } from '../../common/form/form-fields.tsx';
import { SchemaForm } from '../../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../../common/form/use-schema-form.ts';
import { ResendConfirmationLink } from './ResendConfirmationLink.tsx';

interface CodeStepProps {
  email: string;
  /** What the server said when it sent the code. */
  notice: string;
  onBack: () => void;
  onSignedIn: (token: string) => Promise<void>;
}

/** Login step two for an email (spec 000 §4): the one-time code that was mailed, valid 15 minutes. */
export function CodeStep({ email, notice: firstNotice, onBack, onSignedIn }: CodeStepProps) {
  const [loginWithCode] = useMutation(LoginWithCodeDocument);
  const [requestLoginCode, { loading: requestingCode }] = useMutation(RequestLoginCodeDocument);
  const [notice, setNotice] = useState(firstNotice);
  const { form, serverError, run, submit } = useSchemaForm(codeLoginInput, { email, code: '' });

  const logIn = submit(async (values) => {
    const { data } = await loginWithCode({ variables: values });
    if (data) await onSignedIn(data.loginWithCode.token);
  });

  const getNewCode = () =>
    run(async () => {
      if (!(await form.trigger('email'))) return;
      const { data } = await requestLoginCode({ variables: { email: form.getValues('email') } });
      if (!data) return;
      setNotice(data.requestLoginCode.message);
      form.resetField('code');
      form.setFocus('code');
    });

  return (
    <SchemaForm
      form={form}
      onSubmit={logIn}
      serverError={serverError}
      errorHelp={serverError?.emailNotConfirmed && <ResendConfirmationLink usernameOrEmail={form.getValues('email')} />}
    >
      <Alert color="forest" variant="light" role="status">
        {notice}
      </Alert>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <TextField
        name="code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        description="The code from the email we sent you."
        autoFocus
      />
      <Button variant="subtle" size="compact-sm" px={0} loading={requestingCode} onClick={getNewCode} w="fit-content">
        Get a new code?
      </Button>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <SubmitButton>Login</SubmitButton>
      </Group>
    </SchemaForm>
  );
}
