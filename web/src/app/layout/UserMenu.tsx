import { Avatar, Button, Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { LazyAccountMenu } from './LazyHeaderMenu.tsx';
import type { NavigationEntry } from './navigation.ts';

/**
 * Signed out: Login and Sign Up as buttons, the last (Sign Up) as the primary one. Signed in: the user's name
 * opening a menu with My Profile and Logout (spec 000 §2).
 */
export function UserMenu({ accountName, entries }: { accountName: string | null; entries: NavigationEntry[] }) {
  if (accountName === null) {
    return (
      <Group gap="xs" wrap="nowrap">
        {entries.map((entry, index) => (
          <Button
            key={entry.to}
            component={Link}
            to={entry.to}
            size="sm"
            variant={index === entries.length - 1 ? 'filled' : 'default'}
          >
            {entry.label}
          </Button>
        ))}
      </Group>
    );
  }

  return (
    <LazyAccountMenu
      entries={entries}
      trigger={
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          // The app's green rather than a colour per name: light initials colours fail text contrast.
          leftSection={<Avatar name={accountName} color="forest" variant="filled" size={26} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          maw={240}
        >
          {accountName}
        </Button>
      }
    />
  );
}
