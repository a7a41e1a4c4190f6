import { useMutation } from '@apollo/client/react';
import { confirmEmailInput } from '@esvd/schema/rules/accounts';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';

import { ConfirmEmailDocument } from './accounts.generated.ts';
import { describeError } from '../common/errors.ts';
import { FormError } from '../common/form/FormError.tsx';
import { PageLoader } from '../common/PageLoader.tsx';
import { AccountPage } from './components/AccountPage.tsx';
import { Outcome } from './components/Outcome.tsx';
import { ResendConfirmationLink } from './login/ResendConfirmationLink.tsx';

/**
 * The link of the confirmation email: /confirmemail?username=…&code=… (spec 000 §2, §5). A bare visit goes home; a
 * link missing one of its parts is 'Invalid operation.' A refused link (replaced by a newer one, or expired) offers
 * a new link and the way to log in, so the user is not left at a dead end.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const username = params.get('username') ?? undefined;
  const code = params.get('code') ?? undefined;
  const link = useMemo(() => confirmEmailInput.safeParse({ username, code }), [username, code]);
  const [confirm, { data, error }] = useMutation(ConfirmEmailDocument);
  // The code works once: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!link.success || sent.current) return;
    sent.current = true;
    confirm({ variables: link.data }).catch(() => undefined);
  }, [link, confirm]);

  if (username === undefined && code === undefined) return <Navigate to="/" replace />;

  return (
    <AccountPage title="Email confirmation">
      {!link.success && <FormError message={link.error.issues[0]?.message ?? ''} />}
      {error && link.success && (
        <>
          <FormError message={describeError(error).message}>
            <ResendConfirmationLink usernameOrEmail={link.data.username} />
          </FormError>
          <Group gap={6}>
            <Text size="sm">Confirmed already?</Text>
            <Anchor component={Link} to="/login" size="sm">
              Log in
            </Anchor>
          </Group>
        </>
      )}
      {data && (
        <Outcome
          title={data.confirmEmail.message}
          next={
            <Button component={Link} to="/login">
              Login
            </Button>
          }
        />
      )}
      {link.success && !data && !error && <PageLoader />}
    </AccountPage>
  );
}
