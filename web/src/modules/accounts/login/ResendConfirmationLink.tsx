import { useMutation } from '@apollo/client/react';
import { Button, Text } from '@mantine/core';

import { ResendConfirmationLinkDocument } from '../accounts.generated.ts';
import { describeError } from '../../common/errors.ts';

/** Login help (spec 001 §4): after a login refused for an unconfirmed email, sends the confirmation link again. */
export function ResendConfirmationLink({ usernameOrEmail }: { usernameOrEmail: string }) {
  const [resend, { data, error, loading }] = useMutation(ResendConfirmationLinkDocument);
  const sent = data?.resendConfirmationLink;

  if (sent) {
    return (
      <Text size="sm" c="forest.8" mt="xs" role="status">
        {sent.message}
      </Text>
    );
  }
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        mt={4}
        loading={loading}
        onClick={() => resend({ variables: { usernameOrEmail } }).catch(() => undefined)}
      >
        Resend confirmation link?
      </Button>
      {error && (
        <Text size="sm" c="red.8">
          {describeError(error).message}
        </Text>
      )}
    </>
  );
}
