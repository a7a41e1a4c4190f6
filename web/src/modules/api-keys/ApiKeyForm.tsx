import { useMutation } from '@apollo/client/react';
import {
  apiKeyLifetimes,
  apiKeySetupForm,
  defaultApiKeyLifetimeDays,
  defaultApiKeySubject,
  type ApiKeySetupFormInput,
} from '@esvd/schema/rules/api-keys';
import { Alert, Button, Code, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';

import { ApiKeysDocument, GenerateApiKeyDocument, SendApiKeyDocument } from './api-keys.generated.ts';
import { CopyTextButton } from '../common/CopyTextButton.tsx';
import { formatDateTime } from '../common/date-time.ts';
import { SubmitButton, TextField } from '../common/form/form-fields.tsx';
import { SchemaForm } from '../common/form/SchemaForm.tsx';
import { useSchemaForm } from '../common/form/use-schema-form.ts';
import { SearchCard } from '../common/SearchCard.tsx';

const emptyForm: ApiKeySetupFormInput = {
  recipientEmail: '',
  subject: defaultApiKeySubject,
  expiresInDays: String(defaultApiKeyLifetimeDays),
  key: '',
};

interface GeneratedKey {
  id: number;
  key: string;
  headerName: string;
  expiresAt: string | null;
}

/**
 * The Api key form (spec 001 §2, §4): Recipient Email, Subject and the read-only key. The first click generates a
 * key and shows it with its header name; the button then reads "Send Api key" and mails it. Clear starts again.
 */
export function ApiKeyForm() {
  const { form, serverError, submit } = useSchemaForm(apiKeySetupForm, emptyForm);
  const [generated, setGenerated] = useState<GeneratedKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const refetchQueries = [ApiKeysDocument];
  const [generateApiKey] = useMutation(GenerateApiKeyDocument, { refetchQueries });
  const [sendApiKey] = useMutation(SendApiKeyDocument, { refetchQueries });

  const onSubmit = submit(async ({ recipientEmail, subject, expiresInDays }) => {
    setSentTo(null);
    if (!generated) {
      const { data } = await generateApiKey({
        variables: { input: { recipientEmail: recipientEmail || null, expiresInDays } },
      });
      if (!data) return;
      const { key, headerName, apiKey } = data.generateApiKey;
      setGenerated({ id: apiKey.id, key, headerName, expiresAt: apiKey.expiresAt });
      form.setValue('key', key);
      return;
    }
    await sendApiKey({
      variables: { input: { id: generated.id, key: generated.key, recipientEmail, subject } },
    });
    setSentTo(recipientEmail);
  });

  const clear = () => {
    form.reset(emptyForm);
    setGenerated(null);
    setSentTo(null);
  };

  return (
    <SearchCard id="api-key" title="Generate and send an API key">
      <Text size="sm" c="dimmed">
        A key lets a script read the database (GraphQL queries and GET requests under /api) as a signed-in user does; it
        cannot change anything. It is shown only once: send it, or copy it now.
      </Text>
      <SchemaForm form={form} onSubmit={onSubmit} serverError={serverError}>
        <TextField name="recipientEmail" label="Recipient Email" type="email" autoComplete="off" />
        <TextField name="subject" label="Subject" />
        {generated ? (
          generated.expiresAt && (
            <Text size="sm">Valid until {formatDateTime(generated.expiresAt)}; it can be revoked earlier below.</Text>
          )
        ) : (
          <NativeSelect
            {...form.register('expiresInDays')}
            label="Valid for"
            description="The key stops working after this; it can be revoked earlier."
            data={apiKeyLifetimes.map(({ days, label }) => ({ value: String(days), label }))}
            error={form.formState.errors.expiresInDays?.message}
            w={{ base: '100%', sm: 240 }}
          />
        )}
        <TextField
          name="key"
          label="API Key"
          readOnly
          placeholder="Generate Api key shows the key here"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        {generated && (
          <Alert color="blue" title="Copy the key now: it is shown only this once" role="status">
            <Text size="sm">
              Send it in the <Code>{generated.headerName}</Code> header of each request:
            </Text>
            <Code block my="xs" data-testid="api-key-header">
              {`${generated.headerName}: ${generated.key}`}
            </Code>
            <CopyTextButton text={generated.key} label="Copy key" />
          </Alert>
        )}
        {sentTo && (
          <Alert color="green" role="status">
            The API key was sent to {sentTo}.
          </Alert>
        )}
        <Group gap="sm">
          <SubmitButton>{generated ? 'Send Api key' : 'Generate Api key'}</SubmitButton>
          <Button variant="default" onClick={clear}>
            Clear
          </Button>
        </Group>
      </SchemaForm>
    </SearchCard>
  );
}
