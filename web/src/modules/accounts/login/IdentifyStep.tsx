import { useApolloClient, useMutation } from '@apollo/client/react';
import { loginStepOneInput } from '@esvd/schema/rules/accounts';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import { LoginModeDocument, RequestLoginCodeDocument } from '../accounts.generated.ts';
import { SubmitButton, TextField } from '../../common/form/form-fields.tsx';
import { SchemaForm } from '../../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../../common/form/use-schema-form.ts';

/** Step two of the login: the password form for a username, the code form for an email (whose code was sent). */
export type LoginStep =
  | { kind: 'identify'; usernameOrEmail: string }
  | { kind: 'password'; username: string }
  | { kind: 'code'; email: string; notice: string };

/** Login step one: who is logging in. The server answers which form comes next. */
export function IdentifyStep({
  usernameOrEmail,
  onIdentified,
}: {
  usernameOrEmail: string;
  onIdentified: (step: LoginStep) => void;
}) {
  const client = useApolloClient();
  const [requestLoginCode] = useMutation(RequestLoginCodeDocument);
  const { form, serverError, submit } = useSchemaForm(loginStepOneInput, { usernameOrEmail });

  const identify = submit(async ({ usernameOrEmail: typed }) => {
    const { data } = await client.query({
      query: LoginModeDocument,
      variables: { usernameOrEmail: typed },
      fetchPolicy: 'network-only',
    });
    if (data?.loginMode === 'password') return onIdentified({ kind: 'password', username: typed });
    const { data: sent } = await requestLoginCode({ variables: { email: typed } });
    if (sent) onIdentified({ kind: 'code', email: typed, notice: sent.requestLoginCode.message });
  });

  return (
    <SchemaForm form={form} onSubmit={identify} serverError={serverError}>
      <TextField
        name="usernameOrEmail"
        label="Username or Email"
        description="With an email address, we send you a one-time login code."
        autoComplete="username"
        autoFocus
      />
      <SubmitButton fullWidth>Next</SubmitButton>
      <Group justify="center" gap={6}>
        <Text size="sm">No account yet?</Text>
        <Anchor component={Link} to="/signup" size="sm">
          Sign Up
        </Anchor>
      </Group>
    </SchemaForm>
  );
}
