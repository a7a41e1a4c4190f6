import { Anchor, Button, Group, Paper, Text } from '@mantine/core';

import { chooseConsent, reconsiderConsent, useConsent } from './consent-store.ts';

/**
 * The consent banner (spec 001 §2, §4): asks once, remembers the answer for 150 days; until the visitor accepts, no
 * page view is counted (usePageViewCounting).
 */
export function ConsentBanner() {
  const consent = useConsent();
  if (consent !== 'unasked') return null;
  return (
    <Paper
      component="section"
      aria-label="Cookie consent"
      withBorder
      shadow="md"
      radius="md"
      p="md"
      pos="fixed"
      bottom={16}
      left={16}
      maw={460}
      style={{ zIndex: 200 }}
    >
      <Text size="sm" fw={600}>
        May we count your page views?
      </Text>
      <Text size="sm" mt={4}>
        With your consent the ESVD counts which pages are viewed: the page&apos;s address only, never who viewed it.
        Your choice is kept in a cookie for 150 days.
      </Text>
      <Group mt="sm" gap="sm">
        <Button size="xs" onClick={() => chooseConsent('accepted')}>
          Accept
        </Button>
        <Button size="xs" variant="default" onClick={() => chooseConsent('declined')}>
          Decline
        </Button>
      </Group>
    </Paper>
  );
}

/** The footer's way back to the choice. */
export function CookieSettingsLink() {
  return (
    <Anchor component="button" type="button" size="xs" onClick={reconsiderConsent}>
      Cookie settings
    </Anchor>
  );
}
