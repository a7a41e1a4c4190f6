import { Alert, Container, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router-dom';

import { refusedVisitOf } from '../guards.tsx';

/**
 * The short notice of spec 000 §2 on the page a guard sent a signed-in user to: which page their account may not
 * open. It belongs to that one visit (the router's location state), so it is gone after the next navigation.
 */
export function RefusedVisitNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const refused = refusedVisitOf(location.state);
  if (!refused) return null;

  const dismiss = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });

  return (
    <Container size="lg" pt="md">
      <Alert
        color="orange"
        variant="light"
        icon={<IconLock size={18} aria-hidden />}
        title="Not enough permissions."
        withCloseButton
        onClose={dismiss}
        role="alert"
        data-testid="refused-visit"
      >
        <Text size="sm">
          Your account cannot open{' '}
          <Text span ff="monospace" size="sm">
            {refused.refusedPath}
          </Text>
          , so you were brought to the home page.
        </Text>
      </Alert>
    </Container>
  );
}
